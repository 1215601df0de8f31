/** /products: smartphones, routers and repeaters in groups, and the fixed-line connection products. */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedConnection, SeedDeviceGroup, SeedNetworkDevice } from '../../seed/types';
import type { Domain } from './database';
import { documentTable } from './documents';

const documents = documentTable<{
  smartphones: SeedDeviceGroup;
  routers: SeedDeviceGroup<SeedNetworkDevice>;
  repeaters: SeedDeviceGroup<SeedNetworkDevice>;
  connection: SeedConnection;
}>('device_documents');

export type DeviceKind = 'smartphones' | 'routers' | 'repeaters';

export const devices = {
  schema: documents.schema,
  seed: (db, seed) => {
    documents.insert(db, seed.market, 'smartphones', seed.smartphones);
    documents.insert(db, seed.market, 'routers', seed.routers);
    documents.insert(db, seed.market, 'repeaters', seed.repeaters);
    documents.insert(db, seed.market, 'connection', seed.connections);
  },
  unseed: documents.clear,
  open: (db) => ({
    /** The groups of a kind in seed order, every model whatever its window. */
    groups: <K extends DeviceKind>(market: MarketCode, kind: K) => documents.all(db, market, kind),
    connections: (market: MarketCode) => documents.all(db, market, 'connection'),
  }),
} satisfies Domain;

export type DeviceStore = ReturnType<typeof devices.open>;
