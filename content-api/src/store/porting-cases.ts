/**
 * Customers' portings (SPEC §3 Mobile porting, Fixed-line porting): one JSON body a porting, under its
 * phoneAccountId, with the customer it belongs to and the order that made it (none for the seed's). A
 * reseed replaces the seed's portings; those of orders stay. The signing links of the phone (link:qrcode,
 * link:sms) are stored as the SHA-256 of their token, single use, with their expiry.
 */
import type { MobilePortingStatus, PortingFailureReason } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedFixedLinePorting, SeedMobilePorting, SeedMobilePortingData, SeedPorting } from '../../seed/types';
import type { Domain } from './database';
import { tokenHash } from './customers';

/** A mobile porting as stored: the seed's fields, and what happened to it since. */
export type MobilePortingRecord = SeedMobilePorting & {
  /** The order (salesOrderId = its billing contract) whose SIM card ports this number. */
  orderId?: string;
  /** What the data was when the porting failed: re-presenting needs a correction of it (rules in portings/represent.ts). */
  failure?: { reason: PortingFailureReason; data: SeedMobilePortingData; at: string };
  signature?: { method: 'DRAWN' | 'TYPED'; at: string; png?: string; typedName?: string };
  /** When the SMS code sent to the number being ported was validated (the typed-name signature needs it). */
  smsVerifiedAt?: string;
};
export type FixedLinePortingRecord = SeedFixedLinePorting & { orderId?: string };
export type PortingRecord = MobilePortingRecord | FixedLinePortingRecord;
export type { MobilePortingStatus };

/** A signing link's state: live, or why not. */
export type SigningLink = { phoneAccountId: string; state: 'live' | 'expired' | 'used'; expiresAt: string };

/** A seed porting as stored: a FAILED one remembers the data it failed with (re-presenting needs a correction of it). */
function seededRecord(porting: SeedPorting): PortingRecord {
  if (porting.kind !== 'MOBILE' || porting.status !== 'FAILED' || !porting.reason) return porting;
  return { ...porting, failure: { reason: porting.reason, data: porting.data, at: new Date(0).toISOString() } };
}

export const portingCases = {
  schema: `
    CREATE TABLE IF NOT EXISTS portings (
      market TEXT NOT NULL, id TEXT NOT NULL, customer_number TEXT NOT NULL, seeded INTEGER NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (market, id)
    );
    CREATE TABLE IF NOT EXISTS porting_links (
      hash TEXT PRIMARY KEY, market TEXT NOT NULL, porting_id TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
    );`,
  seed: (db, seed) => {
    const insert = db.prepare('INSERT INTO portings (market, id, customer_number, seeded, body) VALUES (?, ?, ?, 1, ?)');
    for (const porting of seed.portings)
      insert.run(seed.market, porting.phoneAccountId, porting.customerNumber, JSON.stringify(seededRecord(porting)));
  },
  unseed: (db) => db.exec('DELETE FROM portings WHERE seeded = 1; DELETE FROM porting_links;'),
  open: (db) => {
    const save = (market: MarketCode, porting: PortingRecord, seeded: 0 | 1) =>
      db
        .prepare(
          `INSERT INTO portings (market, id, customer_number, seeded, body) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (market, id) DO UPDATE SET body = excluded.body`,
        )
        .run(market, porting.phoneAccountId, porting.customerNumber, seeded, JSON.stringify(porting));
    return {
      /** The customer's portings, in seed or creation order. */
      ofCustomer(market: MarketCode, customerNumber: string): PortingRecord[] {
        const rows = db
          .prepare('SELECT body FROM portings WHERE market = ? AND customer_number = ? ORDER BY rowid')
          .all(market, customerNumber) as { body: string }[];
        return rows.map((row) => JSON.parse(row.body) as PortingRecord);
      },
      get(market: MarketCode, id: string): PortingRecord | undefined {
        const row = db.prepare('SELECT body FROM portings WHERE market = ? AND id = ?').get(market, id) as { body: string } | undefined;
        return row ? (JSON.parse(row.body) as PortingRecord) : undefined;
      },
      /** Stores a porting an order made. */
      add: (market: MarketCode, porting: PortingRecord) => void save(market, porting, 0),
      /** Stores a changed porting (keeping whether it came from the seed). */
      put: (market: MarketCode, porting: PortingRecord) =>
        void db
          .prepare('UPDATE portings SET body = ? WHERE market = ? AND id = ?')
          .run(JSON.stringify(porting), market, porting.phoneAccountId),

      addLink(market: MarketCode, phoneAccountId: string, token: string, expiresAt: Date): void {
        db.prepare('INSERT INTO porting_links (hash, market, porting_id, expires_at) VALUES (?, ?, ?, ?)').run(
          tokenHash(token),
          market,
          phoneAccountId,
          expiresAt.getTime(),
        );
      },
      /** A signing link by its token: live, expired or used; undefined when unknown. */
      link(market: MarketCode, token: string, now: Date): SigningLink | undefined {
        const row = db
          .prepare('SELECT porting_id, expires_at, used_at FROM porting_links WHERE market = ? AND hash = ?')
          .get(market, tokenHash(token)) as { porting_id: string; expires_at: number; used_at: number | null } | undefined;
        if (!row) return undefined;
        const state = row.used_at !== null ? 'used' : row.expires_at <= now.getTime() ? 'expired' : 'live';
        return { phoneAccountId: row.porting_id, state, expiresAt: new Date(row.expires_at).toISOString() };
      },
      /** Ends a porting's live signing links now, as if their time had passed; answers how many. */
      expireLinks(market: MarketCode, phoneAccountId: string, now: Date): number {
        const { changes } = db
          .prepare('UPDATE porting_links SET expires_at = ? WHERE market = ? AND porting_id = ? AND used_at IS NULL AND expires_at > ?')
          .run(now.getTime(), market, phoneAccountId, now.getTime());
        return Number(changes);
      },
      /** Uses up a signing link. */
      useLink(market: MarketCode, token: string, now: Date): void {
        db.prepare('UPDATE porting_links SET used_at = ? WHERE market = ? AND hash = ?').run(now.getTime(), market, tokenHash(token));
      },
    };
  },
} satisfies Domain;

export type PortingCaseStore = ReturnType<typeof portingCases.open>;
