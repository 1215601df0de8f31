/**
 * The store's transactions on node:sqlite (store/database.ts): all of a step or nothing, and a step
 * inside another undoes only itself when it fails, as better-sqlite3's did before it.
 */
import { DatabaseSync } from 'node:sqlite';
import { transaction } from '../src/store/database';

function table() {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE t (v TEXT NOT NULL)');
  const add = (v: string) => db.prepare('INSERT INTO t (v) VALUES (?)').run(v);
  const values = () => (db.prepare('SELECT v FROM t ORDER BY rowid').all() as { v: string }[]).map((row) => row.v);
  return { db, add, values };
}

it('keeps what a step wrote and answers what it returned', () => {
  const { db, add, values } = table();
  expect(transaction(db, () => (add('a'), add('b'), 'done'))).toBe('done');
  expect(values()).toEqual(['a', 'b']);
  expect(db.isTransaction).toBe(false);
});

it('writes nothing of a step that throws, and passes its error on', () => {
  const { db, add, values } = table();
  expect(() =>
    transaction(db, () => {
      add('a');
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(values()).toEqual([]);
  expect(db.isTransaction).toBe(false);
});

it('undoes only the inner step that failed; the outer one goes on and commits', () => {
  const { db, add, values } = table();
  transaction(db, () => {
    add('outer');
    expect(() =>
      transaction(db, () => {
        add('inner');
        throw new Error('inner refused');
      }),
    ).toThrow('inner refused');
    transaction(db, () => add('second inner'));
  });
  expect(values()).toEqual(['outer', 'second inner']);
});

it('undoes an inner step that succeeded when the outer one fails', () => {
  const { db, add, values } = table();
  expect(() =>
    transaction(db, () => {
      transaction(db, () => add('inner'));
      throw new Error('outer refused');
    }),
  ).toThrow('outer refused');
  expect(values()).toEqual([]);
});
