import 'server-only';
import { serverConfig } from '@/lib/platform/config/server-config';
import { parseMarketHosts } from './hosts';

const { MARKET_HOSTS, PORT } = serverConfig();

/** Market hosts from the environment, parsed once per server process. */
export const marketHosts = parseMarketHosts(MARKET_HOSTS);
export const devPort = String(PORT);
