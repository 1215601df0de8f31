/** The demo customers with hashed secrets (/authentication, /user, /customerarea) and the bearer tokens issued at login. */
import { randomBytes } from 'node:crypto';
import type { MarketCode } from '../../../lib/markets/markets';
import type { SeedCustomer } from '../../seed/types';
import { hashSecret } from '../passwords';
import type { Domain } from './database';

export type Customer = Omit<SeedCustomer, 'secret'> & { market: MarketCode; secretHash: string };

export const customers = {
  schema: `
    CREATE TABLE IF NOT EXISTS customers (
      market TEXT NOT NULL, customer_number TEXT NOT NULL, phone_number TEXT NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (market, customer_number)
    );
    CREATE TABLE IF NOT EXISTS tokens (
      token TEXT PRIMARY KEY, market TEXT NOT NULL, customer_number TEXT NOT NULL, expires_at INTEGER NOT NULL
    );`,
  seed: (db, seed) => {
    const insert = db.prepare('INSERT INTO customers (market, customer_number, phone_number, body) VALUES (?, ?, ?, ?)');
    for (const { secret, ...customer } of seed.customers) {
      const stored: Customer = { ...customer, market: seed.market, secretHash: hashSecret(secret) };
      insert.run(seed.market, customer.customerNumber, customer.phoneNumber, JSON.stringify(stored));
    }
  },
  /** Demo customers come from the seed; their tokens go with them. */
  unseed: (db) => db.exec('DELETE FROM customers; DELETE FROM tokens;'),
  open: (db) => {
    /** A customer by customer number or by phone number (international form without spaces). */
    const find = (market: MarketCode, customerNumber: string, phoneNumber: string | null): Customer | undefined => {
      const row = db
        .prepare('SELECT body FROM customers WHERE market = ? AND (customer_number = ? OR phone_number = ?)')
        .get(market, customerNumber, phoneNumber ?? '') as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as Customer) : undefined;
    };
    return {
      find,

      issueToken(customer: Customer, expiresAt: Date): string {
        const token = randomBytes(32).toString('base64url');
        db.prepare('INSERT INTO tokens (token, market, customer_number, expires_at) VALUES (?, ?, ?, ?)').run(
          token,
          customer.market,
          customer.customerNumber,
          expiresAt.getTime(),
        );
        return token;
      },

      /** Revokes every token of a customer (the sandbox's stand-in for a token the content API stops accepting). */
      revokeTokens(market: MarketCode, customerNumber: string): number {
        return db.prepare('DELETE FROM tokens WHERE market = ? AND customer_number = ?').run(market, customerNumber).changes;
      },

      /** The customer a token belongs to, if it is of this market and not expired at `now`. */
      forToken(market: MarketCode, token: string, now: Date): Customer | undefined {
        const row = db
          .prepare('SELECT customer_number FROM tokens WHERE token = ? AND market = ? AND expires_at > ?')
          .get(token, market, now.getTime()) as { customer_number: string } | undefined;
        return row ? find(market, row.customer_number, null) : undefined;
      },
    };
  },
} satisfies Domain;

export type CustomerStore = ReturnType<typeof customers.open>;
