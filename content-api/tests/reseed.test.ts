import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SEEDS } from '../seed';
import { openStore } from '../src/store';

describe('bringing a database up to a newer seed', () => {
  it('replaces the catalogue once, without duplicates, and remembers the seed version', () => {
    const store = openStore(':memory:');
    expect(store.seedVersion()).toBeNull();
    store.reseed(SEEDS, 'v1');
    const tariffs = store.tariffs.mobile('AT').length;
    store.reseed(SEEDS, 'v2');
    expect(store.seedVersion()).toBe('v2');
    expect(store.tariffs.mobile('AT')).toHaveLength(tariffs);
    expect(store.customers.find('AT', SEEDS[0]!.customers[0]!.customerNumber, null)).toBeDefined();
    store.close();
  });
});

describe('opening a database of the single-table layout', () => {
  it('drops the old catalogue table and forgets its seed version, so the next start reseeds; what visitors sent stays', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'content-api-')), 'old.sqlite');
    const old = new DatabaseSync(file);
    old.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE documents (market TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL);
      CREATE TABLE fixedline_leads (id TEXT PRIMARY KEY, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL);
      INSERT INTO meta VALUES ('seed', 'v1');
      INSERT INTO fixedline_leads VALUES ('lead-1', 'AT', 0, '{"id":"lead-1"}');
    `);
    old.close();

    const store = openStore(file);
    expect(store.seedVersion()).toBeNull();
    expect(store.fixedLine.leads('AT')).toEqual([{ id: 'lead-1' }]);
    store.close();
    const reopened = new DatabaseSync(file);
    expect(reopened.prepare("SELECT name FROM sqlite_master WHERE name = 'documents'").get()).toBeUndefined();
    reopened.close();
  });
});
