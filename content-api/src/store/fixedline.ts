/**
 * /fixedline: the availability data of the fibre check (suppliers and verified addresses) and the
 * contact requests of addresses without availability (POST /fixedline/contact).
 */
import type { FixedLineContactRequest } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedAddress, SeedSupplier } from '../../seed/types';
import type { Domain } from './database';
import { documentTable } from './documents';
import { recordTable, type Stored } from './records';

/** A contact request of the fibre check as stored. */
export type StoredLead = Stored<{ lead: FixedLineContactRequest }>;

const availability = documentTable<{ supplier: SeedSupplier; address: SeedAddress }>('fixedline_availability');
const leads = recordTable<{ lead: FixedLineContactRequest }>('fixedline_leads');

export const fixedLine = {
  schema: `${availability.schema}\n${leads.schema}`,
  seed: (db, seed) => {
    availability.insert(db, seed.market, 'supplier', seed.fixedLineAvailability?.suppliers ?? []);
    availability.insert(db, seed.market, 'address', seed.fixedLineAvailability?.addresses ?? []);
  },
  unseed: availability.clear,
  open: (db) => ({
    suppliers: (market: MarketCode) => availability.all(db, market, 'supplier'),
    addresses: (market: MarketCode) => availability.all(db, market, 'address'),
    /** Stores a lead and deletes every lead created before `deleteBefore` (kept 6 months). */
    addLead: (market: MarketCode, lead: FixedLineContactRequest, createdAt: Date, deleteBefore: Date): StoredLead =>
      leads.addRetained(db, leads.create(market, createdAt, { lead }), deleteBefore),
    /** The stored leads of a market, oldest first. */
    leads: (market: MarketCode) => leads.list(db, market),
  }),
} satisfies Domain;

export type FixedLineStore = ReturnType<typeof fixedLine.open>;
