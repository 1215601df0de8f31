/**
 * /identification: the attempts of an order's identification, one row each (a national-ID or bank
 * e-ident transaction, or an upload link). What visitors sent: a reseed keeps them. Upload tokens
 * are kept hashed; of an upload only type and size are kept, never the bytes.
 */
import type { IdentificationMethod, IdentityData } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';

export type Attempt = {
  id: string;
  market: MarketCode;
  salesOrderId: string;
  method: IdentificationMethod;
  createdAt: string;
  /** Where the provider sends the browser back (national ID, bank e-ident). */
  redirectUrl?: string;
  /** The person's answer at the provider. */
  decision?: 'APPROVED' | 'DENIED' | 'CANCELLED';
  /** National ID: the identity the provider confirmed. Bank e-ident: the bank chosen. */
  identity?: IdentityData;
  bic?: string;
  /** Upload links: until when the link works, the hash of its token, and the upload once it came. */
  expiresAt?: string;
  upload?: { at: string; files: { field: string; type: string; bytes: number }[]; review?: 'VERIFIED' | 'FAILED' };
  /** When the attempt completed the identification. */
  finishedAt?: string;
};

export const identification = {
  schema: `
    CREATE TABLE IF NOT EXISTS identification_attempts (
      market TEXT NOT NULL, id TEXT NOT NULL, sales_order_id TEXT NOT NULL, token_hash TEXT, created_at INTEGER NOT NULL,
      body TEXT NOT NULL, PRIMARY KEY (market, id)
    );
    CREATE INDEX IF NOT EXISTS identification_attempts_order ON identification_attempts (market, sales_order_id, created_at);
    CREATE UNIQUE INDEX IF NOT EXISTS identification_attempts_token ON identification_attempts (token_hash) WHERE token_hash IS NOT NULL;`,
  open: (db) => {
    type Row = { body: string };
    const parse = (row: Row | undefined) => row && (JSON.parse(row.body) as Attempt);
    return {
      /** Adds an attempt; false when its id is taken in the market (a bank e-ident reference used again). */
      add(attempt: Attempt, tokenHash?: string): boolean {
        const inserted = db
          .prepare(
            'INSERT OR IGNORE INTO identification_attempts (market, id, sales_order_id, token_hash, created_at, body) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(attempt.market, attempt.id, attempt.salesOrderId, tokenHash ?? null, Date.parse(attempt.createdAt), JSON.stringify(attempt));
        return inserted.changes === 1;
      },
      save(attempt: Attempt): Attempt {
        db.prepare('UPDATE identification_attempts SET body = ? WHERE market = ? AND id = ?').run(
          JSON.stringify(attempt),
          attempt.market,
          attempt.id,
        );
        return attempt;
      },
      attempt: (market: MarketCode, id: string): Attempt | undefined =>
        parse(db.prepare('SELECT body FROM identification_attempts WHERE market = ? AND id = ?').get(market, id) as Row | undefined),
      /** The attempt a provider page names (the pages know only the id). */
      anyMarket: (id: string): Attempt | undefined =>
        parse(
          db.prepare('SELECT body FROM identification_attempts WHERE id = ? ORDER BY created_at DESC LIMIT 1').get(id) as Row | undefined,
        ),
      byTokenHash: (tokenHash: string): Attempt | undefined =>
        parse(db.prepare('SELECT body FROM identification_attempts WHERE token_hash = ?').get(tokenHash) as Row | undefined),
      /** The attempts of an order, oldest first. */
      ofOrder: (market: MarketCode, salesOrderId: string): Attempt[] =>
        (
          db
            .prepare('SELECT body FROM identification_attempts WHERE market = ? AND sales_order_id = ? ORDER BY created_at, rowid')
            .all(market, salesOrderId) as Row[]
        ).map((row) => JSON.parse(row.body) as Attempt),
    };
  },
} satisfies Domain;
