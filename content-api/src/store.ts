/**
 * The reference API's SQLite database: the catalogue of every market as JSON documents in seed order,
 * the demo customers with hashed secrets, and the bearer tokens issued at login.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { CustomerProduct, GoogleReviews, Mandant, MapsConfig, Region } from '../../lib/content-api/schemas';
import type { MarketCode } from '../../lib/markets/markets';
import type {
  MarketSeed,
  SeedConnection,
  SeedDeviceGroup,
  SeedFaqGroup,
  SeedFixedLineTariff,
  SeedNetworkDevice,
  SeedTariff,
} from '../seed/types';
import { hashSecret } from './passwords';

/** What each document kind holds. */
export type Documents = {
  mandant: Mandant;
  tariff: SeedTariff;
  fixedLineTariff: SeedFixedLineTariff;
  smartphones: SeedDeviceGroup;
  routers: SeedDeviceGroup<SeedNetworkDevice>;
  repeaters: SeedDeviceGroup<SeedNetworkDevice>;
  connection: SeedConnection;
  faq: SeedFaqGroup;
  region: Region;
  countryRedirect: MarketSeed['countryRedirect'];
  reviews: GoogleReviews;
  maps: MapsConfig;
  landing: MarketSeed['landing'];
};
export type Kind = keyof Documents;

export type Customer = {
  market: MarketCode;
  customerNumber: string;
  phoneNumber: string;
  secretHash: string;
  firstName: string;
  lastName: string;
  isCompany: boolean;
  companyName?: string;
  products: CustomerProduct[];
};

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    market TEXT NOT NULL, kind TEXT NOT NULL, position INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (market, kind, position)
  );
  CREATE TABLE IF NOT EXISTS customers (
    market TEXT NOT NULL, customer_number TEXT NOT NULL, phone_number TEXT NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (market, customer_number)
  );
  CREATE TABLE IF NOT EXISTS tokens (
    token TEXT PRIMARY KEY, market TEXT NOT NULL, customer_number TEXT NOT NULL, expires_at INTEGER NOT NULL
  );
`;

function documentsOf(seed: MarketSeed): { kind: Kind; body: unknown }[] {
  const many = <K extends Kind>(kind: K, items: Documents[K][]) => items.map((body) => ({ kind, body }));
  return [
    { kind: 'mandant', body: seed.mandant },
    ...many('tariff', seed.tariffs),
    ...many('fixedLineTariff', seed.fixedLineTariffs),
    ...many('smartphones', seed.smartphones),
    ...many('routers', seed.routers),
    ...many('repeaters', seed.repeaters),
    ...many('connection', seed.connections),
    ...many('faq', seed.faq),
    ...many('region', seed.regions),
    { kind: 'countryRedirect', body: seed.countryRedirect },
    { kind: 'reviews', body: seed.reviews },
    ...(seed.maps ? [{ kind: 'maps' as const, body: seed.maps }] : []),
    { kind: 'landing', body: seed.landing },
  ];
}

export class Store {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.exec(SCHEMA);
  }

  isSeeded(): boolean {
    return this.db.prepare('SELECT 1 FROM documents LIMIT 1').get() !== undefined;
  }

  seed(seeds: MarketSeed[]): void {
    const insertDocument = this.db.prepare('INSERT INTO documents (market, kind, position, body) VALUES (?, ?, ?, ?)');
    const insertCustomer = this.db.prepare(
      'INSERT INTO customers (market, customer_number, phone_number, body) VALUES (?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const seed of seeds) {
        documentsOf(seed).forEach(({ kind, body }, position) =>
          insertDocument.run(seed.market, kind, position, JSON.stringify(body)),
        );
        for (const { secret, ...customer } of seed.customers) {
          const stored: Customer = { ...customer, market: seed.market, secretHash: hashSecret(secret) };
          insertCustomer.run(seed.market, customer.customerNumber, customer.phoneNumber, JSON.stringify(stored));
        }
      }
    })();
  }

  /** Documents of a kind in seed order. The bodies were written by seed() from typed seed records. */
  all<K extends Kind>(market: MarketCode, kind: K): Documents[K][] {
    const rows = this.db
      .prepare('SELECT body FROM documents WHERE market = ? AND kind = ? ORDER BY position')
      .all(market, kind) as { body: string }[];
    return rows.map((row) => JSON.parse(row.body) as Documents[K]);
  }

  one<K extends Kind>(market: MarketCode, kind: K): Documents[K] | undefined {
    return this.all(market, kind)[0];
  }

  /** A customer by customer number or by phone number (international form without spaces). */
  findCustomer(market: MarketCode, customerNumber: string, phoneNumber: string | null): Customer | undefined {
    const row = this.db
      .prepare('SELECT body FROM customers WHERE market = ? AND (customer_number = ? OR phone_number = ?)')
      .get(market, customerNumber, phoneNumber ?? '') as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Customer) : undefined;
  }

  issueToken(customer: Customer, expiresAt: Date): string {
    const token = randomBytes(32).toString('base64url');
    this.db
      .prepare('INSERT INTO tokens (token, market, customer_number, expires_at) VALUES (?, ?, ?, ?)')
      .run(token, customer.market, customer.customerNumber, expiresAt.getTime());
    return token;
  }

  /** The customer a token belongs to, if it is of this market and not expired at `now`. */
  customerForToken(market: MarketCode, token: string, now: Date): Customer | undefined {
    const row = this.db
      .prepare('SELECT customer_number FROM tokens WHERE token = ? AND market = ? AND expires_at > ?')
      .get(token, market, now.getTime()) as { customer_number: string } | undefined;
    return row ? this.findCustomer(market, row.customer_number, null) : undefined;
  }

  close(): void {
    this.db.close();
  }
}
