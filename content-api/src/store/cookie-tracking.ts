/** /cookietracking: the visits of visitors who allowed statistics (GET /cookietracking/{x}). */
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';
import { insertRetained } from './records';

/** One hit of GET /cookietracking/{x}. */
export type CookieTrackingHit = { key: string; at: string };

const HITS = 'cookie_tracking';

export const cookieTracking = {
  schema: `CREATE TABLE IF NOT EXISTS ${HITS} (market TEXT NOT NULL, key TEXT NOT NULL, created_at INTEGER NOT NULL);`,
  open: (db) => ({
    /** Records a hit; hits older than `deleteBefore` go (SPEC §9: traffic data 6 months). */
    addHit(market: MarketCode, key: string, at: Date, deleteBefore: Date): void {
      insertRetained(db, HITS, deleteBefore, () =>
        db.prepare(`INSERT INTO ${HITS} (market, key, created_at) VALUES (?, ?, ?)`).run(market, key, at.getTime()),
      );
    },

    /** The hits of a market, oldest first. */
    hits(market: MarketCode): CookieTrackingHit[] {
      const rows = db.prepare(`SELECT key, created_at FROM ${HITS} WHERE market = ? ORDER BY created_at, rowid`).all(market) as {
        key: string;
        created_at: number;
      }[];
      return rows.map((row) => ({ key: row.key, at: new Date(row.created_at).toISOString() }));
    },
  }),
} satisfies Domain;

export type CookieTrackingStore = ReturnType<typeof cookieTracking.open>;
