/**
 * What demo customers changed in the customer area, as one JSON document per (customer, aspect): the
 * seed gives every aspect's starting value, this room holds the customer's changes on top. Aspects are
 * named by the module that owns them, with the product key where the aspect is per line:
 * 'personal', 'payment', 'voicemail:<productKey>', 'spendingcaps:<productKey>', 'tariff:<productKey>',
 * 'sim:<productKey>', 'prepaid:<productKey>', 'contract' … A reseed replaces the demo customers and
 * forgets their changes with them.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { Domain } from './database';

export const customerState = {
  schema: `
    CREATE TABLE IF NOT EXISTS customer_state (
      market TEXT NOT NULL, customer_number TEXT NOT NULL, aspect TEXT NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (market, customer_number, aspect)
    );`,
  unseed: (db) => db.exec('DELETE FROM customer_state;'),
  open: (db) => ({
    /** The stored value of an aspect, or undefined while the customer kept the seed's. */
    get<T>(market: MarketCode, customerNumber: string, aspect: string): T | undefined {
      const row = db
        .prepare('SELECT body FROM customer_state WHERE market = ? AND customer_number = ? AND aspect = ?')
        .get(market, customerNumber, aspect) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as T) : undefined;
    },
    /** Stores an aspect's new value (the whole value: callers merge with what get() gave). */
    put<T>(market: MarketCode, customerNumber: string, aspect: string, value: T): T {
      db.prepare(
        `INSERT INTO customer_state (market, customer_number, aspect, body) VALUES (?, ?, ?, ?)
         ON CONFLICT (market, customer_number, aspect) DO UPDATE SET body = excluded.body`,
      ).run(market, customerNumber, aspect, JSON.stringify(value));
      return value;
    },
  }),
} satisfies Domain;

export type CustomerStateStore = ReturnType<typeof customerState.open>;
