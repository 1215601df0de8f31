/** Mobile and fixed-line tariffs (/tariffs, /fixedline/tariffs; their legal documents under /files). */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedFixedLineTariff, SeedTariff } from '../../seed/types';
import type { Domain } from './database';
import { documentTable } from './documents';

const documents = documentTable<{ tariff: SeedTariff; fixedLineTariff: SeedFixedLineTariff }>('tariff_documents');

export const tariffs = {
  schema: documents.schema,
  seed: (db, seed) => {
    documents.insert(db, seed.market, 'tariff', seed.tariffs);
    documents.insert(db, seed.market, 'fixedLineTariff', seed.fixedLineTariffs);
  },
  unseed: documents.clear,
  open: (db) => ({
    /** Every mobile tariff of the market in seed order, whatever its window. */
    mobile: (market: MarketCode) => documents.all(db, market, 'tariff'),
    fixedLine: (market: MarketCode) => documents.all(db, market, 'fixedLineTariff'),
    /** Replaces a mobile tariff with `change(tariff)` (sandbox writes); undefined when the market has no such tariff. */
    change: (market: MarketCode, id: string, change: (tariff: SeedTariff) => SeedTariff) =>
      documents.update(db, market, 'tariff', (t) => t.tariffModelSalesId === id, change),
  }),
} satisfies Domain;

export type TariffStore = ReturnType<typeof tariffs.open>;
