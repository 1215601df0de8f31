/** /socialtariff: the applications for a social tariff with their notice files. */
import type { SocialTariffApplicationFields } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';
import { recordTable, type Stored } from './records';

type Fields = { application: SocialTariffApplicationFields; notice: { type: string; size: number } };

/** An application as stored (POST /socialtariff/applications); the notice file apart. */
export type StoredApplication = Stored<Fields>;

const applications = recordTable<Fields>('socialtariff_applications', 'file_type TEXT NOT NULL, file BLOB NOT NULL');

export const socialTariff = {
  schema: applications.schema,
  open: (db) => ({
    /** Stores an application with its notice file. */
    addApplication(
      market: MarketCode,
      application: SocialTariffApplicationFields,
      notice: { type: string; bytes: Uint8Array },
      createdAt: Date,
    ): StoredApplication {
      const stored = applications.create(market, createdAt, { application, notice: { type: notice.type, size: notice.bytes.byteLength } });
      db.prepare('INSERT INTO socialtariff_applications (id, market, created_at, body, file_type, file) VALUES (?, ?, ?, ?, ?, ?)').run(
        stored.id,
        market,
        createdAt.getTime(),
        JSON.stringify(stored),
        notice.type,
        Buffer.from(notice.bytes),
      );
      return stored;
    },
    /** The stored applications of a market, oldest first, without their files. */
    applications: (market: MarketCode) => applications.list(db, market),
  }),
} satisfies Domain;

export type SocialTariffStore = ReturnType<typeof socialTariff.open>;
