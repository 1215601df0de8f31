/**
 * The reference API's SQLite database, one room per domain: each module of store/ owns its tables'
 * SQL, what it writes from the seed and its queries; database.ts is the core they share. A new domain
 * adds its module here.
 */
import { createHash } from 'node:crypto';
import type { MarketSeed } from '../../seed/types';
import { authThrottle } from './auth-throttle';
import { captcha } from './captcha';
import { config } from './config';
import { contact } from './contact';
import { cookieTracking } from './cookie-tracking';
import { customerState } from './customer-state';
import { customers } from './customers';
import { openDatabase, seedVersion, setSeedVersion, transaction, type Db } from './database';
import { devices } from './devices';
import { faq } from './faq';
import { fixedLine } from './fixedline';
import { identification } from './identification';
import { oneTimeCodes } from './one-time-codes';
import { orders } from './orders';
import { outbox } from './outbox';
import { payment } from './payment';
import { portingCases } from './porting-cases';
import { portings } from './portings';
import { prepaid } from './prepaid';
import { shops } from './shops';
import { socialTariff } from './social-tariff';
import { tariffs } from './tariffs';

const DOMAINS = {
  config,
  tariffs,
  devices,
  faq,
  shops,
  fixedLine,
  customers,
  contact,
  cookieTracking,
  socialTariff,
  orders,
  captcha,
  portings,
  portingCases,
  payment,
  outbox,
  customerState,
  prepaid,
  oneTimeCodes,
  authThrottle,
  identification,
};

type Domains = typeof DOMAINS;
/** Each domain's queries under its name: store.tariffs, store.customers … */
type Rooms = { [K in keyof Domains]: ReturnType<Domains[K]['open']> };

export type Store = Rooms & {
  /** The version of the seed the catalogue was written from (null for a database not yet versioned). */
  seedVersion(): string | null;
  /** Writes catalogue and demo customers of every market (into an empty database). */
  seed(seeds: MarketSeed[]): void;
  /** Replaces catalogue, demo customers and their tokens with a newer seed; what visitors sent stays. */
  reseed(seeds: MarketSeed[], version: string): void;
  /** The whole database as bytes, for openStore(file, image). */
  image(): Uint8Array;
  close(): void;
};

/** The version of a seed: whether a database was written from it (main.ts reseeds when not). */
export function versionOf(seeds: MarketSeed[]): string {
  return createHash('sha256').update(JSON.stringify(seeds)).digest('hex').slice(0, 16);
}

function seedAll(db: Db, seeds: MarketSeed[]): void {
  for (const seed of seeds) for (const domain of Object.values(DOMAINS)) if ('seed' in domain) domain.seed(db, seed);
}

/**
 * Opens (or creates) the database at `file` (":memory:" for tests); with `image` (another store's
 * image()), that database's copy: tests seed once and start each reference API from the copy.
 */
export function openStore(file: string, image?: Uint8Array): Store {
  const db = openDatabase(
    file,
    Object.values(DOMAINS).map((domain) => domain.schema),
    image,
  );
  const rooms = Object.fromEntries(Object.entries(DOMAINS).map(([name, domain]) => [name, domain.open(db)])) as Rooms;
  return {
    ...rooms,
    seedVersion: () => seedVersion(db),
    seed: (seeds) => transaction(db, () => seedAll(db, seeds)),
    reseed: (seeds, version) =>
      transaction(db, () => {
        for (const domain of Object.values(DOMAINS)) if ('unseed' in domain) domain.unseed(db);
        seedAll(db, seeds);
        setSeedVersion(db, version);
      }),
    image: () => db.serialize(),
    close: () => db.close(),
  };
}
