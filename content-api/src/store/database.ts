/**
 * The reference API's SQLite file (the core every domain of store/ builds on): opening it, the layout
 * migrations and the version of the seed it was written from.
 */
import { DatabaseSync } from 'node:sqlite';
import type { MarketSeed } from '../../seed/types';

export type Db = DatabaseSync;

/**
 * One domain's room in the database: the SQL of its own tables, what it writes from a market's seed
 * (and deletes before a newer one; what visitors sent stays), and the queries its routes use.
 */
export type Domain = {
  schema: string;
  seed?: (db: Db, seed: MarketSeed) => void;
  unseed?: (db: Db) => void;
  open: (db: Db) => object;
};

const META = 'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);';

/**
 * Changes of the layout, oldest first; PRAGMA user_version counts those a file has had. They run
 * before the domains' CREATE TABLE IF NOT EXISTS on files of every age, a new one too, so each must
 * be harmless where there is nothing to change.
 */
const MIGRATIONS = [
  // The catalogue moved from one `documents` table into the domains' own tables: forget the seed
  // version so that the next start (main.ts) seeds them.
  "DROP TABLE IF EXISTS documents; DELETE FROM meta WHERE key = 'seed';",
  // Bearer tokens are stored hashed, with their upgraded write access: tokens of the old layout
  // (in clear) are dropped, their customers log in again.
  'DROP TABLE IF EXISTS tokens;',
];

let savepoints = 0;

/**
 * Runs `work` as one transaction: committed when it returns, rolled back when it throws. Inside
 * another transaction it is a savepoint of it, so a step that fails undoes only itself.
 */
export function transaction<T>(db: Db, work: () => T): T {
  const savepoint = db.isTransaction ? `step_${(savepoints += 1)}` : null;
  db.exec(savepoint ? `SAVEPOINT ${savepoint}` : 'BEGIN');
  try {
    const result = work();
    db.exec(savepoint ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  } catch (error) {
    db.exec(savepoint ? `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}` : 'ROLLBACK');
    throw error;
  }
}

/** Opens (or creates) the file, brings its layout up to date and creates the domains' tables. */
export function openDatabase(file: string, schemas: string[], image?: Uint8Array): Db {
  const db = new DatabaseSync(file);
  if (image) db.deserialize(image);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(META);
  const { user_version: applied } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  transaction(db, () => {
    for (const migration of MIGRATIONS.slice(applied)) db.exec(migration);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
  });
  db.exec(schemas.join('\n'));
  return db;
}

/** The version of the seed the catalogue was written from (null for a database older than versions). */
export function seedVersion(db: Db): string | null {
  const row = db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
  return row?.value ?? null;
}

export function setSeedVersion(db: Db, version: string): void {
  db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(version);
}
