/**
 * Seed records as JSON documents in seed order, the shape every catalogue domain of store/ keeps its
 * records in: one table per domain with one row per (market, kind, position).
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { MarketSeed } from '../../seed/types';
import type { Db, Domain } from './database';

/** The document table of one domain, `Kinds` mapping each kind of record it holds to the record's type. */
export function documentTable<Kinds extends Record<string, unknown>>(table: string) {
  type Kind = keyof Kinds & string;
  const all = <K extends Kind>(db: Db, market: MarketCode, kind: K): Kinds[K][] => {
    const rows = db.prepare(`SELECT body FROM ${table} WHERE market = ? AND kind = ? ORDER BY position`).all(market, kind) as {
      body: string;
    }[];
    return rows.map((row) => JSON.parse(row.body) as Kinds[K]);
  };

  return {
    schema: `CREATE TABLE IF NOT EXISTS ${table} (
      market TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (market, kind, position)
    );`,

    insert<K extends Kind>(db: Db, market: MarketCode, kind: K, records: Kinds[K][]): void {
      const statement = db.prepare(`INSERT INTO ${table} (market, kind, position, body) VALUES (?, ?, ?, ?)`);
      records.forEach((record, position) => statement.run(market, kind, position, JSON.stringify(record)));
    },

    clear(db: Db): void {
      db.exec(`DELETE FROM ${table}`);
    },

    /** The records of a kind in seed order. The bodies were written by insert() from typed seed records. */
    all,

    one<K extends Kind>(db: Db, market: MarketCode, kind: K): Kinds[K] | undefined {
      return all(db, market, kind)[0];
    },

    /**
     * Replaces the first record of a kind that `match` picks with `change(record)` (sandbox admin
     * writes); the changed record, or undefined when none matched.
     */
    update<K extends Kind>(
      db: Db,
      market: MarketCode,
      kind: K,
      match: (record: Kinds[K]) => boolean,
      change: (record: Kinds[K]) => Kinds[K],
    ): Kinds[K] | undefined {
      const rows = db.prepare(`SELECT position, body FROM ${table} WHERE market = ? AND kind = ? ORDER BY position`).all(market, kind) as {
        position: number;
        body: string;
      }[];
      for (const row of rows) {
        const record = JSON.parse(row.body) as Kinds[K];
        if (!match(record)) continue;
        const changed = change(record);
        db.prepare(`UPDATE ${table} SET body = ? WHERE market = ? AND kind = ? AND position = ?`).run(
          JSON.stringify(changed),
          market,
          kind,
          row.position,
        );
        return changed;
      }
      return undefined;
    },
  };
}

/** A domain that holds one kind of seed record (`recordsOf` picks them from a market's seed), read as a list in seed order. */
export function seededList<R>(table: string, recordsOf: (seed: MarketSeed) => R[]) {
  const documents = documentTable<{ record: R }>(table);
  return {
    schema: documents.schema,
    seed: (db, seed) => documents.insert(db, seed.market, 'record', recordsOf(seed)),
    unseed: documents.clear,
    open: (db) => ({ all: (market: MarketCode) => documents.all(db, market, 'record') }),
  } satisfies Domain;
}
