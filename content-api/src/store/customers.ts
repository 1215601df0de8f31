/**
 * The demo customers with hashed secrets (/authentication, /user, /customerarea) and the bearer tokens
 * issued at login. Tokens are stored as their SHA-256 (they are long random values): a copy of the
 * database logs nobody in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedCustomer } from '../../seed/types';
import { hashSecret } from '../passwords';
import type { Domain } from './database';

export type Customer = Omit<SeedCustomer, 'secret'> & { market: MarketCode; secretHash: string };

/** A live bearer token: whose it is, until when, and until when it carries upgraded write access (SPEC §6). */
export type Bearer = { customer: Customer; token: string; expiresAt: Date; upgradedUntil: Date | null };

/** How a token, code or link is kept: its SHA-256, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const customers = {
  schema: `
    CREATE TABLE IF NOT EXISTS customers (
      market TEXT NOT NULL, customer_number TEXT NOT NULL, phone_number TEXT NOT NULL, body TEXT NOT NULL,
      PRIMARY KEY (market, customer_number)
    );
    CREATE TABLE IF NOT EXISTS tokens (
      token_hash TEXT PRIMARY KEY, market TEXT NOT NULL, customer_number TEXT NOT NULL, expires_at INTEGER NOT NULL,
      upgraded_until INTEGER
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
    const bearer = (market: MarketCode, token: string, now: Date): Bearer | undefined => {
      const row = db
        .prepare('SELECT customer_number, expires_at, upgraded_until FROM tokens WHERE token_hash = ? AND market = ? AND expires_at > ?')
        .get(tokenHash(token), market, now.getTime()) as
        { customer_number: string; expires_at: number; upgraded_until: number | null } | undefined;
      const customer = row && find(market, row.customer_number, null);
      if (!row || !customer) return undefined;
      const upgradedUntil = row.upgraded_until !== null && row.upgraded_until > now.getTime() ? new Date(row.upgraded_until) : null;
      return { customer, token, expiresAt: new Date(row.expires_at), upgradedUntil };
    };
    return {
      find,

      /** Stores a new password (hashed). */
      setSecret(customer: Customer, secret: string): void {
        const stored: Customer = { ...customer, secretHash: hashSecret(secret) };
        db.prepare('UPDATE customers SET body = ? WHERE market = ? AND customer_number = ?').run(
          JSON.stringify(stored),
          customer.market,
          customer.customerNumber,
        );
      },

      issueToken(customer: Customer, expiresAt: Date, upgradedUntil?: Date): string {
        const token = randomBytes(32).toString('base64url');
        db.prepare('INSERT INTO tokens (token_hash, market, customer_number, expires_at, upgraded_until) VALUES (?, ?, ?, ?, ?)').run(
          tokenHash(token),
          customer.market,
          customer.customerNumber,
          expiresAt.getTime(),
          upgradedUntil?.getTime() ?? null,
        );
        return token;
      },

      /** The live token: its customer, expiry and upgraded write access, if it is of this market and not expired at `now`. */
      bearer,

      /** The customer a token belongs to, if it is of this market and not expired at `now`. */
      forToken: (market: MarketCode, token: string, now: Date): Customer | undefined => bearer(market, token, now)?.customer,

      /** Ends a token (logout, rotation). */
      revokeToken(token: string): void {
        db.prepare('DELETE FROM tokens WHERE token_hash = ?').run(tokenHash(token));
      },

      /** Ends every token of a customer but `keep` (a new password logs out every other device). */
      revokeTokensOf(customer: Customer, keep?: string): void {
        db.prepare('DELETE FROM tokens WHERE market = ? AND customer_number = ? AND token_hash != ?').run(
          customer.market,
          customer.customerNumber,
          keep ? tokenHash(keep) : '',
        );
      },
    };
  },
} satisfies Domain;

export type CustomerStore = ReturnType<typeof customers.open>;
