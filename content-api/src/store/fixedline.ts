/**
 * /fixedline: the availability data of the fibre check (suppliers and verified addresses), the
 * contact requests of addresses without availability and the "tell me when it is built" requests of
 * planned fibre areas (POST /fixedline/contact).
 */
import type { FixedLineContactRequest } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedAddress, SeedSupplier } from '../../seed/types';
import type { Language } from '../localise';
import type { Domain } from './database';
import { documentTable } from './documents';
import { recordTable, type Stored } from './records';

/** A contact request of the fibre check as stored. */
export type StoredLead = Stored<{ lead: FixedLineContactRequest }>;

/** A "tell me when it is built" request: where to mail, in which language, for which planned area. */
export type BuildNotice = { email: string; addressId: string; area: string; language: Language };
export type StoredBuildNotice = Stored<{ notice: BuildNotice }>;

const availability = documentTable<{ supplier: SeedSupplier; address: SeedAddress }>('fixedline_availability');
const leads = recordTable<{ lead: FixedLineContactRequest }>('fixedline_leads');
const notices = recordTable<{ notice: BuildNotice }>('fixedline_build_notices');

export const fixedLine = {
  schema: `${availability.schema}\n${leads.schema}\n${notices.schema}`,
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
    /** Stores a build notice request and deletes every one created before `deleteBefore` (kept 6 months). */
    addBuildNotice: (market: MarketCode, notice: BuildNotice, createdAt: Date, deleteBefore: Date): StoredBuildNotice =>
      notices.addRetained(db, notices.create(market, createdAt, { notice }), deleteBefore),
    /** The stored build notice requests of a market, oldest first. */
    buildNotices: (market: MarketCode) => notices.list(db, market),
    /** Deletes the build notice requests of these ids (mailed: their purpose is done). */
    removeBuildNotices: (ids: string[]) => notices.remove(db, ids),
  }),
} satisfies Domain;

export type FixedLineStore = ReturnType<typeof fixedLine.open>;
