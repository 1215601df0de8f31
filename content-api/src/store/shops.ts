/** /shops: the market's shops (CAMP: camp service points) in seed order. */
import type { SeedShop } from '../../seed/types';
import { seededList } from './documents';

export const shops = seededList<SeedShop>('shop_documents', (seed) => seed.shops);
