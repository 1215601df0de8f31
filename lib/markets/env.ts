import 'server-only';
import { parseMarketHosts } from './hosts';

/** Market hosts from the environment, parsed once per server process. */
export const marketHosts = parseMarketHosts(process.env.MARKET_HOSTS);
export const devPort = process.env.PORT ?? '3000';
