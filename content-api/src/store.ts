/**
 * The reference API's SQLite database: the catalogue of every market as JSON documents in seed order,
 * the demo customers with hashed secrets, and the bearer tokens issued at login.
 */
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type {
  ContactMessage,
  CustomerProduct,
  FixedLineContactRequest,
  GoogleReviews,
  Mandant,
  MapsConfig,
  Region,
  SocialTariffApplicationFields,
} from '../../lib/content-api/schemas';
import type { MarketCode } from '../../lib/markets/markets';
import type {
  MarketSeed,
  SeedConnection,
  SeedDeviceGroup,
  SeedFaqGroup,
  SeedFixedLineTariff,
  SeedShop,
  SeedAddress,
  SeedNetworkDevice,
  SeedSupplier,
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
  supplier: SeedSupplier;
  address: SeedAddress;
  faq: SeedFaqGroup;
  shop: SeedShop;
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
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
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
  CREATE TABLE IF NOT EXISTS socialtariff_applications (
    id TEXT PRIMARY KEY, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL,
    file_type TEXT NOT NULL, file BLOB NOT NULL
  );
  CREATE TABLE IF NOT EXISTS fixedline_leads (
    id TEXT PRIMARY KEY, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contact_messages (
    id TEXT PRIMARY KEY, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS cookie_tracking (
    market TEXT NOT NULL, key TEXT NOT NULL, created_at INTEGER NOT NULL
  );
`;

/** A social-tariff application as stored (POST /socialtariff/applications); the notice file apart. */
export type StoredApplication = {
  id: string;
  market: MarketCode;
  createdAt: string;
  application: SocialTariffApplicationFields;
  notice: { type: string; size: number };
};

/** A message of the contact form as stored (POST /contact/send). */
export type StoredContactMessage = { id: string; market: MarketCode; createdAt: string; message: ContactMessage };

/** One hit of GET /cookietracking/{x}. */
export type CookieTrackingHit = { key: string; at: string };

/** A contact request of the fibre check as stored (POST /fixedline/contact). */
export type StoredLead = { id: string; market: MarketCode; createdAt: string; lead: FixedLineContactRequest };

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
    ...many('supplier', seed.fixedLineAvailability?.suppliers ?? []),
    ...many('address', seed.fixedLineAvailability?.addresses ?? []),
    ...many('faq', seed.faq),
    ...many('shop', seed.shops),
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

  /** The version of the seed the catalogue was written from (null for a database older than versions). */
  seedVersion(): string | null {
    const row = this.db.prepare("SELECT value FROM meta WHERE key = 'seed'").get() as { value: string } | undefined;
    return row?.value ?? null;
  }

  /**
   * Replaces catalogue, demo customers and their tokens with a newer seed; what visitors stored (leads,
   * messages, applications) stays.
   */
  reseed(seeds: MarketSeed[], version: string): void {
    this.db.transaction(() => {
      this.db.exec('DELETE FROM documents; DELETE FROM customers; DELETE FROM tokens;');
      this.seed(seeds);
      this.db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(version);
    })();
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

  /**
   * Stores a lead of the fibre check and, in the same transaction, deletes every lead created before
   * `deleteBefore` (SPEC §9: contact requests are kept 6 months).
   */
  addLead(market: MarketCode, lead: FixedLineContactRequest, createdAt: Date, deleteBefore: Date): StoredLead {
    const stored: StoredLead = { id: randomBytes(9).toString('base64url'), market, createdAt: createdAt.toISOString(), lead };
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM fixedline_leads WHERE created_at < ?').run(deleteBefore.getTime());
      this.db
        .prepare('INSERT INTO fixedline_leads (id, market, created_at, body) VALUES (?, ?, ?, ?)')
        .run(stored.id, market, createdAt.getTime(), JSON.stringify(stored));
    })();
    return stored;
  }

  /** The stored leads of a market, oldest first. */
  leads(market: MarketCode): StoredLead[] {
    const rows = this.db
      .prepare('SELECT body FROM fixedline_leads WHERE market = ? ORDER BY created_at, rowid')
      .all(market) as { body: string }[];
    return rows.map((row) => JSON.parse(row.body) as StoredLead);
  }

  /** Stores a social-tariff application with its notice file. */
  addApplication(market: MarketCode, application: SocialTariffApplicationFields, notice: { type: string; bytes: Uint8Array }, createdAt: Date): StoredApplication {
    const stored: StoredApplication = {
      id: randomBytes(9).toString('base64url'),
      market,
      createdAt: createdAt.toISOString(),
      application,
      notice: { type: notice.type, size: notice.bytes.byteLength },
    };
    this.db
      .prepare('INSERT INTO socialtariff_applications (id, market, created_at, body, file_type, file) VALUES (?, ?, ?, ?, ?, ?)')
      .run(stored.id, market, createdAt.getTime(), JSON.stringify(stored), notice.type, Buffer.from(notice.bytes));
    return stored;
  }

  /** The stored applications of a market, oldest first, without their files. */
  applications(market: MarketCode): StoredApplication[] {
    const rows = this.db
      .prepare('SELECT body FROM socialtariff_applications WHERE market = ? ORDER BY created_at, rowid')
      .all(market) as { body: string }[];
    return rows.map((row) => JSON.parse(row.body) as StoredApplication);
  }

  /**
   * Stores a contact-form message and, in the same transaction, deletes every message created before
   * `deleteBefore` (SPEC §9: contact requests are kept 6 months).
   */
  addContactMessage(market: MarketCode, message: ContactMessage, createdAt: Date, deleteBefore: Date): StoredContactMessage {
    const stored: StoredContactMessage = { id: randomBytes(9).toString('base64url'), market, createdAt: createdAt.toISOString(), message };
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM contact_messages WHERE created_at < ?').run(deleteBefore.getTime());
      this.db
        .prepare('INSERT INTO contact_messages (id, market, created_at, body) VALUES (?, ?, ?, ?)')
        .run(stored.id, market, createdAt.getTime(), JSON.stringify(stored));
    })();
    return stored;
  }

  /** The stored contact messages of a market, oldest first. */
  contactMessages(market: MarketCode): StoredContactMessage[] {
    const rows = this.db
      .prepare('SELECT body FROM contact_messages WHERE market = ? ORDER BY created_at, rowid')
      .all(market) as { body: string }[];
    return rows.map((row) => JSON.parse(row.body) as StoredContactMessage);
  }

  /** Records a cookie-tracking hit; hits older than `deleteBefore` go (SPEC §9: traffic data 6 months). */
  addCookieTrackingHit(market: MarketCode, key: string, at: Date, deleteBefore: Date): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM cookie_tracking WHERE created_at < ?').run(deleteBefore.getTime());
      this.db.prepare('INSERT INTO cookie_tracking (market, key, created_at) VALUES (?, ?, ?)').run(market, key, at.getTime());
    })();
  }

  /** The cookie-tracking hits of a market, oldest first. */
  cookieTrackingHits(market: MarketCode): CookieTrackingHit[] {
    const rows = this.db
      .prepare('SELECT key, created_at FROM cookie_tracking WHERE market = ? ORDER BY created_at, rowid')
      .all(market) as { key: string; created_at: number }[];
    return rows.map((row) => ({ key: row.key, at: new Date(row.created_at).toISOString() }));
  }

  /**
   * Replaces the first document of a kind that `match` picks with `change(document)` (sandbox admin
   * writes); the changed document, or undefined when none matched.
   */
  update<K extends Kind>(market: MarketCode, kind: K, match: (doc: Documents[K]) => boolean, change: (doc: Documents[K]) => Documents[K]): Documents[K] | undefined {
    const rows = this.db
      .prepare('SELECT position, body FROM documents WHERE market = ? AND kind = ? ORDER BY position')
      .all(market, kind) as { position: number; body: string }[];
    for (const row of rows) {
      const doc = JSON.parse(row.body) as Documents[K];
      if (!match(doc)) continue;
      const changed = change(doc);
      this.db
        .prepare('UPDATE documents SET body = ? WHERE market = ? AND kind = ? AND position = ?')
        .run(JSON.stringify(changed), market, kind, row.position);
      return changed;
    }
    return undefined;
  }

  close(): void {
    this.db.close();
  }
}
