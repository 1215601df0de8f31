/**
 * /orders: how each market takes orders (seeded), the number reservations, the placed orders and the
 * idempotency keys of POST /orders. Reservations, orders and keys are what visitors sent: a reseed
 * keeps them.
 */
import type { IdentityData, OrderItem, PaymentMethodOrder } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedOrdering } from '../../seed/types';
import { type Domain, transaction } from './database';
import { documentTable } from './documents';

/** Numbers held for one SIM card until expiresAt; salesOrderId once an order took them. */
export type Reservation = {
  id: string;
  market: MarketCode;
  itemIndex: number;
  numbers: string[];
  expiresAt: string;
  salesOrderId?: string;
};

/** An item as stored: the wire item with what it costs (market currency) and, for an eSIM, its product key and activation code. */
export type StoredOrderItem = OrderItem & {
  oneOff: number;
  monthly: number;
  /** Travels by post (a SIM card or a device). */
  physical: boolean;
  cardName?: string;
  productKey?: string;
  activationCode?: string;
};

export type StoredOrder = {
  salesOrderId: string;
  market: MarketCode;
  /** The customer's number: the logged-in customer's, or a new one for a visitor. */
  customerNumber: string;
  /** Set when a logged-in customer placed it; such an order is also theirs through their token. */
  byCustomer: boolean;
  customerEMail: string;
  createdAt: string;
  items: StoredOrderItem[];
  deliveryMethod?: string;
  deliveryCost: number;
  paymentMethod: PaymentMethodOrder;
  desiredActivationDate?: string;
  isPaymentOpen: boolean;
  isIdentOpen: boolean;
  cancelled: boolean;
  /** Whom the order is for, as typed (orders of older files have none); identification may replace it with the identity's data. */
  holder?: IdentityData;
};

/** What claiming an idempotency key found: a new key, one still running, one used for another body, or the first answer. */
export type KeyClaim = { kind: 'new' } | { kind: 'running' } | { kind: 'mismatch' } | { kind: 'done'; status: number; body: unknown };

/** Keys are kept a day: long enough for any retry of one order attempt. */
const KEY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Attempts to draw a number no live reservation holds. */
const DRAWS = 50;

const documents = documentTable<{ ordering: SeedOrdering }>('ordering_documents');

export const orders = {
  schema: `${documents.schema}
    CREATE TABLE IF NOT EXISTS number_reservations (
      id TEXT PRIMARY KEY, market TEXT NOT NULL, item_index INTEGER NOT NULL, numbers TEXT NOT NULL,
      expires_at INTEGER NOT NULL, sales_order_id TEXT
    );
    CREATE TABLE IF NOT EXISTS reserved_numbers (
      market TEXT NOT NULL, number TEXT NOT NULL, reservation_id TEXT NOT NULL, PRIMARY KEY (market, number)
    );
    CREATE TABLE IF NOT EXISTS orders (
      sales_order_id TEXT PRIMARY KEY, market TEXT NOT NULL, customer_number TEXT, token_hash TEXT NOT NULL,
      created_at INTEGER NOT NULL, body TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS order_idempotency (
      market TEXT NOT NULL, principal TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL,
      status INTEGER, body TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (market, principal, key)
    );`,
  seed: (db, seed) => documents.insert(db, seed.market, 'ordering', [seed.ordering]),
  unseed: documents.clear,
  open: (db) => {
    type ReservationRow = {
      id: string;
      market: MarketCode;
      item_index: number;
      numbers: string;
      expires_at: number;
      sales_order_id: string | null;
    };
    const toReservation = (row: ReservationRow): Reservation => ({
      id: row.id,
      market: row.market,
      itemIndex: row.item_index,
      numbers: JSON.parse(row.numbers) as string[],
      expiresAt: new Date(row.expires_at).toISOString(),
      ...(row.sales_order_id ? { salesOrderId: row.sales_order_id } : {}),
    });
    const reservation = (market: MarketCode, id: string): Reservation | undefined => {
      const row = db.prepare('SELECT * FROM number_reservations WHERE market = ? AND id = ?').get(market, id) as ReservationRow | undefined;
      return row && toReservation(row);
    };
    const saveOrder = (order: StoredOrder) =>
      db.prepare('UPDATE orders SET body = ? WHERE sales_order_id = ?').run(JSON.stringify(order), order.salesOrderId);

    return {
      ordering: (market: MarketCode) => documents.one(db, market, 'ordering'),

      /**
       * Reserves `perSim` numbers for each SIM card (its item index), drawn by `draw` and held by no
       * live reservation; numbers of reservations that expired unused are free again.
       */
      reserveNumbers(
        market: MarketCode,
        itemIndexes: number[],
        perSim: number,
        draw: () => string,
        ids: () => string,
        now: Date,
        expiresAt: Date,
      ): Reservation[] {
        return transaction(db, () => {
          db.prepare(
            `DELETE FROM reserved_numbers WHERE reservation_id IN
               (SELECT id FROM number_reservations WHERE expires_at <= ? AND sales_order_id IS NULL)`,
          ).run(now.getTime());
          const take = db.prepare('INSERT OR IGNORE INTO reserved_numbers (market, number, reservation_id) VALUES (?, ?, ?)');
          const insert = db.prepare('INSERT INTO number_reservations (id, market, item_index, numbers, expires_at) VALUES (?, ?, ?, ?, ?)');
          return itemIndexes.map((itemIndex) => {
            const id = ids();
            const numbers: string[] = [];
            for (let draws = 0; numbers.length < perSim && draws < DRAWS; draws += 1) {
              const number = draw();
              if (take.run(market, number, id).changes === 1) numbers.push(number);
            }
            if (numbers.length < perSim) throw new Error(`No free numbers left in ${market}`);
            insert.run(id, market, itemIndex, JSON.stringify(numbers), expiresAt.getTime());
            return { id, market, itemIndex, numbers, expiresAt: expiresAt.toISOString() };
          });
        });
      },

      reservation,

      /** Moves the expiry of live reservations of the market: all or none (undefined when one is unknown, expired or taken). */
      extendReservations(market: MarketCode, ids: string[], now: Date, expiresAt: Date): Reservation[] | undefined {
        return transaction(db, () => {
          const live = ids
            .map((id) => reservation(market, id))
            .filter((r) => r && !r.salesOrderId && Date.parse(r.expiresAt) > now.getTime());
          if (live.length !== ids.length) return undefined;
          const update = db.prepare('UPDATE number_reservations SET expires_at = ? WHERE market = ? AND id = ?');
          for (const id of ids) update.run(expiresAt.getTime(), market, id);
          return ids.map((id) => reservation(market, id)!);
        });
      },

      /**
       * Ends, at `now`, the live reservation offering `number` (the sandbox's stand-in for 15 minutes
       * passing): false when no reservation unordered and live holds it.
       */
      endReservationOf(market: MarketCode, number: string, now: Date): boolean {
        const ended = db
          .prepare(
            `UPDATE number_reservations SET expires_at = ? WHERE market = ? AND sales_order_id IS NULL AND expires_at > ?
               AND id = (SELECT reservation_id FROM reserved_numbers WHERE market = ? AND number = ?)`,
          )
          .run(now.getTime(), market, now.getTime(), market, number);
        return ended.changes === 1;
      },

      /** Stores an order and gives it the reservations its SIM cards took. */
      addOrder(order: StoredOrder, tokenHash: string, reservationIds: string[]): void {
        transaction(db, () => {
          db.prepare(
            'INSERT INTO orders (sales_order_id, market, customer_number, token_hash, created_at, body) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(
            order.salesOrderId,
            order.market,
            order.byCustomer ? order.customerNumber : null,
            tokenHash,
            Date.parse(order.createdAt),
            JSON.stringify(order),
          );
          const take = db.prepare('UPDATE number_reservations SET sales_order_id = ? WHERE market = ? AND id = ?');
          for (const id of reservationIds) take.run(order.salesOrderId, order.market, id);
        });
      },

      /** An order of the market with the hash of its order token. */
      order(market: MarketCode, salesOrderId: string): { order: StoredOrder; tokenHash: string } | undefined {
        const row = db.prepare('SELECT body, token_hash FROM orders WHERE market = ? AND sales_order_id = ?').get(market, salesOrderId) as
          { body: string; token_hash: string } | undefined;
        return row && { order: JSON.parse(row.body) as StoredOrder, tokenHash: row.token_hash };
      },

      /** The order a customer placed last in the market (by when it was stored: the sandbox clock may go back). */
      latestOf(market: MarketCode, customerNumber: string): StoredOrder | undefined {
        const row = db
          .prepare('SELECT body FROM orders WHERE market = ? AND customer_number = ? ORDER BY rowid DESC LIMIT 1')
          .get(market, customerNumber) as { body: string } | undefined;
        return row && (JSON.parse(row.body) as StoredOrder);
      },

      saveOrder,

      /**
       * Claims an idempotency key for a request with this fingerprint: new (now running), still
       * running, used for another request, or done with its first answer. Keys older than a day go.
       */
      claimKey(market: MarketCode, principal: string, key: string, fingerprint: string, now: Date): KeyClaim {
        return transaction(db, (): KeyClaim => {
          db.prepare('DELETE FROM order_idempotency WHERE created_at < ?').run(now.getTime() - KEY_RETENTION_MS);
          const row = db
            .prepare('SELECT fingerprint, status, body FROM order_idempotency WHERE market = ? AND principal = ? AND key = ?')
            .get(market, principal, key) as { fingerprint: string; status: number | null; body: string | null } | undefined;
          if (!row) {
            db.prepare('INSERT INTO order_idempotency (market, principal, key, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)').run(
              market,
              principal,
              key,
              fingerprint,
              now.getTime(),
            );
            return { kind: 'new' };
          }
          if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
          if (row.status === null || row.body === null) return { kind: 'running' };
          return { kind: 'done', status: row.status, body: JSON.parse(row.body) as unknown };
        });
      },

      /** Keeps the first answer to a claimed key. */
      finishKey(market: MarketCode, principal: string, key: string, status: number, body: unknown): void {
        db.prepare('UPDATE order_idempotency SET status = ?, body = ? WHERE market = ? AND principal = ? AND key = ?').run(
          status,
          JSON.stringify(body),
          market,
          principal,
          key,
        );
      },

      /** Frees a claimed key whose request failed without an answer (a server error), so a retry runs again. */
      releaseKey(market: MarketCode, principal: string, key: string): void {
        db.prepare('DELETE FROM order_idempotency WHERE market = ? AND principal = ? AND key = ? AND status IS NULL').run(
          market,
          principal,
          key,
        );
      },
    };
  },
} satisfies Domain;

export type OrderStore = ReturnType<typeof orders.open>;
