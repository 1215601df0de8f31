/**
 * What visitors sent (leads, messages, applications, tracking hits): rows that a reseed keeps and the
 * retention rule deletes (SPEC §9: contact requests and traffic data are kept 6 months).
 */
import { randomBytes } from 'node:crypto';
import type { MarketCode } from '@storefront/markets/markets';
import { type Db, transaction } from './database';

/** A record as stored: its id, market and creation time with what was sent. */
export type Stored<Fields> = { id: string; market: MarketCode; createdAt: string } & Fields;

/** Runs `insert` and, in the same transaction, deletes the rows of `table` created before `deleteBefore`. */
export function insertRetained(db: Db, table: string, deleteBefore: Date, insert: () => void): void {
  transaction(db, () => {
    db.prepare(`DELETE FROM ${table} WHERE created_at < ?`).run(deleteBefore.getTime());
    insert();
  });
}

/** A table with one JSON body a row (id, market, created_at, body and `extraColumns`), listed per market oldest first. */
export function recordTable<Fields extends object>(table: string, extraColumns = '') {
  return {
    schema: `CREATE TABLE IF NOT EXISTS ${table} (
      id TEXT PRIMARY KEY, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL${extraColumns ? `, ${extraColumns}` : ''}
    );`,

    /** A new record of the market created at `createdAt`, not yet stored. */
    create: (market: MarketCode, createdAt: Date, fields: Fields): Stored<Fields> => ({
      id: randomBytes(9).toString('base64url'),
      market,
      createdAt: createdAt.toISOString(),
      ...fields,
    }),

    /** Stores a record and deletes every record created before `deleteBefore`. */
    addRetained(db: Db, record: Stored<Fields>, deleteBefore: Date): Stored<Fields> {
      insertRetained(db, table, deleteBefore, () =>
        db
          .prepare(`INSERT INTO ${table} (id, market, created_at, body) VALUES (?, ?, ?, ?)`)
          .run(record.id, record.market, Date.parse(record.createdAt), JSON.stringify(record)),
      );
      return record;
    },

    /** Deletes the records of these ids. */
    remove(db: Db, ids: string[]): void {
      const statement = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
      transaction(db, () => ids.forEach((id) => statement.run(id)));
    },

    list(db: Db, market: MarketCode): Stored<Fields>[] {
      const rows = db.prepare(`SELECT body FROM ${table} WHERE market = ? ORDER BY created_at, rowid`).all(market) as { body: string }[];
      return rows.map((row) => JSON.parse(row.body) as Stored<Fields>);
    },
  };
}
