/** /portings: the previous providers a number can be ported from, per market in seed order. */
import type { PortingProvider } from '@storefront/wire';
import { seededList } from './documents';

export const portings = seededList<PortingProvider>('porting_providers', (seed) => seed.portingProviders);
