/** /config: the market's configuration (mandant), regions, country offer, reviews, maps and landing page. */
import type { GoogleReviews, Mandant, MapsConfig, Region } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { MarketSeed } from '../../seed/types';
import type { Domain } from './database';
import { documentTable } from './documents';

const documents = documentTable<{
  mandant: Mandant;
  region: Region;
  countryRedirect: MarketSeed['countryRedirect'];
  reviews: GoogleReviews;
  maps: MapsConfig;
  landing: MarketSeed['landing'];
}>('config_documents');

export const config = {
  schema: documents.schema,
  seed: (db, seed) => {
    documents.insert(db, seed.market, 'mandant', [seed.mandant]);
    documents.insert(db, seed.market, 'region', seed.regions);
    documents.insert(db, seed.market, 'countryRedirect', [seed.countryRedirect]);
    documents.insert(db, seed.market, 'reviews', [seed.reviews]);
    documents.insert(db, seed.market, 'maps', seed.maps ? [seed.maps] : []);
    documents.insert(db, seed.market, 'landing', [seed.landing]);
  },
  unseed: documents.clear,
  open: (db) => ({
    mandant: (market: MarketCode) => documents.one(db, market, 'mandant'),
    regions: (market: MarketCode) => documents.all(db, market, 'region'),
    countryRedirect: (market: MarketCode) => documents.one(db, market, 'countryRedirect'),
    reviews: (market: MarketCode) => documents.one(db, market, 'reviews'),
    maps: (market: MarketCode) => documents.one(db, market, 'maps'),
    landing: (market: MarketCode) => documents.one(db, market, 'landing'),
  }),
} satisfies Domain;

export type ConfigStore = ReturnType<typeof config.open>;
