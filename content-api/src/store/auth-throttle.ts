/**
 * What the authentication calls count per identifier (SPEC §6, ARCHITECTURE §5): wrong secrets in a
 * row, and the SMS and e-mails sent. Keys are derived from what was typed (content-api/src/auth/
 * throttle.ts), for unknown identifiers exactly as for customers, so the counters tell nobody whether
 * an account exists. Kept across reseeds: they protect identifiers, not seed rows.
 */
import type { MarketCode } from '@storefront/markets/markets';
import { type Domain, transaction } from './database';

export type Failures = { count: number; lastAt: number };

export const authThrottle = {
  schema: `
    CREATE TABLE IF NOT EXISTS auth_failures (
      market TEXT NOT NULL, key TEXT NOT NULL, count INTEGER NOT NULL, last_at INTEGER NOT NULL, PRIMARY KEY (market, key)
    );
    CREATE TABLE IF NOT EXISTS auth_sends (market TEXT NOT NULL, key TEXT NOT NULL, sent_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS auth_sends_key ON auth_sends (market, key, sent_at);`,
  open: (db) => ({
    failures(market: MarketCode, key: string): Failures | undefined {
      const row = db.prepare('SELECT count, last_at FROM auth_failures WHERE market = ? AND key = ?').get(market, key) as
        { count: number; last_at: number } | undefined;
      return row && { count: row.count, lastAt: row.last_at };
    },
    /** Records one more wrong secret (`count` is what it now is). */
    setFailures(market: MarketCode, key: string, failures: Failures): void {
      db.prepare(
        `INSERT INTO auth_failures (market, key, count, last_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (market, key) DO UPDATE SET count = excluded.count, last_at = excluded.last_at`,
      ).run(market, key, failures.count, failures.lastAt);
    },
    clearFailures(market: MarketCode, key: string): void {
      db.prepare('DELETE FROM auth_failures WHERE market = ? AND key = ?').run(market, key);
    },

    /** When the messages to `key` since `since` were sent, oldest first. */
    sendsSince(market: MarketCode, key: string, since: number): number[] {
      const rows = db
        .prepare('SELECT sent_at FROM auth_sends WHERE market = ? AND key = ? AND sent_at > ? ORDER BY sent_at')
        .all(market, key, since) as {
        sent_at: number;
      }[];
      return rows.map((row) => row.sent_at);
    },
    /** Counts a message to `key`, forgetting every send before `forgetBefore`. */
    addSend(market: MarketCode, key: string, at: number, forgetBefore: number): void {
      transaction(db, () => {
        db.prepare('DELETE FROM auth_sends WHERE sent_at <= ?').run(forgetBefore);
        db.prepare('INSERT INTO auth_sends (market, key, sent_at) VALUES (?, ?, ?)').run(market, key, at);
      });
    },
  }),
} satisfies Domain;

export type AuthThrottleStore = ReturnType<typeof authThrottle.open>;
