/**
 * /payment: the market's payment setup from the seed, the billing contracts payments are made for,
 * the sandbox provider's tokens and the payment transactions (card, EPS, instalment purchase).
 *
 * Billing contracts are the seam to /orders: POST /orders registers each order's contract under its
 * salesOrderId (registerContract). Besides, the sandbox knows the seeded ones (BC-AT-1001 …, each
 * demo customer's BC-<customerNumber>) and opens any other well-formed id on first use as a private
 * postpaid order with a device.
 *
 * No card number or CVV is ever written: a card token keeps brand, last four digits and expiry only.
 */
import { randomBytes } from 'node:crypto';
import type { Money, PaymentCart, PaymentFailureReason, PaymentMethodName, PaymentResultStatus } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import { maskIban } from '@storefront/rules/iban';
import type { MarketSeed, SeedAccountMethod, SeedPayment } from '../../seed/types';
import type { Db, Domain } from './database';
import { documentTable } from './documents';

export type PaymentSetup = Pick<SeedPayment, 'methods' | 'epsBanks' | 'financing' | 'accountMethods'>;

/** What a payment is for: an order (its one-off amount) or a customer's account (the open position). */
export type BillingContract = {
  id: string;
  market: MarketCode;
  origin: 'seed' | 'order' | 'first_use';
  cart: PaymentCart;
  /** The amount still to pay now. */
  open: Money;
  customer?: { customerNumber: string; name: string };
  /** How the bills are paid (an order's paymentMethodName; a SEPA mandate or the change to invoice sets it). */
  paymentMethod?: PaymentMethodName;
  /** An order's: the method it chose to pay `open` with (its productPaymentMethodName, else its paymentMethodName). */
  dueNowBy?: PaymentMethodName;
  /** An order's: when it was placed (the 7 days of its financing count from then, SPEC §4). */
  openedAt?: string;
  /** When its order was cancelled before anything paid it. */
  cancelledAt?: string;
  /** The accepted SEPA mandate; the IBAN kept masked. */
  mandate?: { reference: string; iban: string; accountHolder: string; signedAt: string };
  paidAt?: string;
};

/** CARD, EPS, FINANCING and TWINT go through a provider's page (TWINT's: its app); a VOUCHER or PAYSAFECARD PIN is redeemed at once, a mobile WALLET's token decided at once. */
export type TransactionKind = 'CARD' | 'EPS' | 'FINANCING' | 'TWINT' | 'VOUCHER' | 'PAYSAFECARD' | 'WALLET';

/**
 * What a transaction is for when it does not pay its billing contract's open amount: a card change
 * (a zero-amount check of the card, saved as the customer's when PUT /payment/changemethod/creditcard/{id}
 * finds it approved) or a prepaid recharge (credited to the line when the provider approves).
 */
export type TransactionPurpose =
  | { kind: 'CARD_CHANGE'; customerNumber: string; holder: string; expiryMonth: number; expiryYear: number; savedAt?: string }
  | { kind: 'RECHARGE'; customerNumber: string; productKey: string };

/**
 * The device session a financing provider records when the browser posts the fingerprint form to it
 * directly (SPEC §7): what that browser sends of itself, for the provider's fraud check.
 */
export type FinancingDevice = { userAgent: string; language: string; checkedAt: string };

/** One payment attempt for a billing contract, as the provider reports it. */
export type Transaction = {
  id: string;
  market: MarketCode;
  billingContractId: string;
  kind: TransactionKind;
  createdAt: string;
  result: PaymentResultStatus;
  reason?: PaymentFailureReason;
  decidedAt?: string;
  /** An instalment purchase or a TWINT payment: when it expires unless completed (payment-ledger.ts asOf). */
  expiresAt?: string;
  /** Where the provider's page sends the browser back (none for what is decided at once: a stored card, a voucher). */
  returnUrl?: string;
  amount: Money;
  card?: { brand: string; last4: string };
  /** EPS: the bank, whether the person logged in there, and whether the bank will confirm later. */
  eps?: { bic: string; bankName: string; loggedIn?: boolean; confirmsLater?: boolean };
  /** An instalment purchase: its provider, and the device the fingerprint form came from (sandbox/payment/financing.ts). */
  financing?: { provider: string; device?: FinancingDevice };
  /** Absent: the transaction pays its billing contract's open amount. */
  purpose?: TransactionPurpose;
  /** Ended (ERROR CANCELLED) because this newer attempt to pay the same billing contract started (payment-ledger.ts openAttempt). */
  replacedBy?: string;
};

/** The sandbox provider's card scenarios, picked by the test card number (sandbox/payment/test-cards.ts). */
export type CardScenario = 'APPROVE' | 'CHALLENGE' | 'DECLINE' | 'INSUFFICIENT_FUNDS';

/** A tokenised card: what the hosted field keeps. Never the number or the CVV. */
export type CardToken = {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
  scenario: CardScenario;
  usedAt?: string;
};

/** The session of a hosted field (GET /payment/{wallet}/getToken). */
export type ClientToken = { wallet: string; expiresAt: string };

type Tokens = { client: ClientToken; card: CardToken };

/** Order ids the sandbox opens on first use (letters, digits, hyphens). */
export const BILLING_CONTRACT_ID = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/** What a billing contract opened on first use stands for: a private postpaid order with a device. */
export const FIRST_USE_CART: PaymentCart = { items: [{ type: 'TARIFF', paymentType: 'POST_PAY' }, { type: 'DEVICE' }], isCompany: false };
export const FIRST_USE_AMOUNT = 499;

/** A demo customer's method as seeded: the IBAN already masked, a card's expiry still a seed day. */
export type SeededAccountMethod = { customerNumber: string; method: SeedAccountMethod };

const setupTable = documentTable<{ setup: PaymentSetup; customerMethod: SeededAccountMethod }>('payment_setup');

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS payment_contracts (
    market TEXT NOT NULL, id TEXT NOT NULL, origin TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (market, id)
  );
  CREATE TABLE IF NOT EXISTS payment_tokens (
    token TEXT PRIMARY KEY, kind TEXT NOT NULL, market TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS payment_transactions (
    id TEXT PRIMARY KEY, market TEXT NOT NULL, billing_contract_id TEXT NOT NULL, created_at INTEGER NOT NULL, body TEXT NOT NULL
  );`;

const money = (market: MarketCode, amount: number): Money => ({ amount, currencyCode: MARKETS[market].currency });

/** A demo customer's account as a billing contract: their products, and how they pay today (GET /payment/method). */
function customerContract(seed: MarketSeed, customer: MarketSeed['customers'][number]): BillingContract {
  const items = customer.products.map((product): PaymentCart['items'][number] => {
    if (product.type === 'IMSI') return { type: 'TARIFF', paymentType: product.paymentType };
    return { type: product.type === 'Device' ? 'DEVICE' : 'FIXEDLINE' };
  });
  return {
    id: `BC-${customer.customerNumber}`,
    market: seed.market,
    origin: 'seed',
    cart: { items, isCompany: customer.isCompany },
    open: money(seed.market, seed.payment.openPositions[customer.customerNumber] ?? 0),
    customer: { customerNumber: customer.customerNumber, name: customer.companyName ?? `${customer.firstName} ${customer.lastName}` },
    paymentMethod: seed.payment.customerMethods[customer.customerNumber]?.method,
  };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export const payment = {
  schema: `${setupTable.schema}\n${SCHEMA}`,
  seed: (db, seed) => {
    const { methods, epsBanks, financing, accountMethods, customerMethods } = seed.payment;
    setupTable.insert(db, seed.market, 'setup', [{ methods, epsBanks, accountMethods, ...(financing ? { financing } : {}) }]);
    setupTable.insert(
      db,
      seed.market,
      'customerMethod',
      Object.entries(customerMethods).map(([customerNumber, method]) => ({
        customerNumber,
        method: method.method === 'SEPA' ? { ...method, iban: maskIban(method.iban) } : method,
      })),
    );
    const insert = db.prepare("INSERT INTO payment_contracts (market, id, origin, body) VALUES (?, ?, 'seed', ?)");
    const orders = seed.payment.billingContracts.map(({ id, cart, amount }): BillingContract => ({
      id,
      market: seed.market,
      origin: 'seed',
      cart,
      open: money(seed.market, amount),
    }));
    for (const contract of [...orders, ...seed.customers.map((c) => customerContract(seed, c))]) {
      insert.run(seed.market, contract.id, JSON.stringify(contract));
    }
  },
  /** The setup and the seeded contracts come from the seed; contracts of orders, tokens and transactions stay. */
  unseed: (db) => {
    setupTable.clear(db);
    db.exec("DELETE FROM payment_contracts WHERE origin = 'seed'");
  },
  open: (db: Db) => {
    const contract = (market: MarketCode, id: string): BillingContract | undefined => {
      const row = db.prepare('SELECT body FROM payment_contracts WHERE market = ? AND id = ?').get(market, id) as
        { body: string } | undefined;
      return row ? (JSON.parse(row.body) as BillingContract) : undefined;
    };
    const saveContract = (c: BillingContract): BillingContract => {
      db.prepare(
        'INSERT INTO payment_contracts (market, id, origin, body) VALUES (?, ?, ?, ?) ON CONFLICT(market, id) DO UPDATE SET body = excluded.body',
      ).run(c.market, c.id, c.origin, JSON.stringify(c));
      return c;
    };
    const transaction = (id: string): Transaction | undefined => {
      const row = db.prepare('SELECT body FROM payment_transactions WHERE id = ?').get(id) as { body: string } | undefined;
      return row ? (JSON.parse(row.body) as Transaction) : undefined;
    };

    return {
      setup: (market: MarketCode) => setupTable.one(db, market, 'setup'),

      /** How a demo customer paid their bills at the start (before any change in the customer area). */
      seededMethod: (market: MarketCode, customerNumber: string): SeedAccountMethod | undefined =>
        setupTable.all(db, market, 'customerMethod').find((record) => record.customerNumber === customerNumber)?.method,

      contract,
      saveContract,

      /**
       * The billing contract an order's payment call names: a known one, or (sandbox) a new one for a
       * well-formed id. Undefined for an id the sandbox cannot open.
       */
      contractForPayment(market: MarketCode, id: string): BillingContract | undefined {
        const known = contract(market, id);
        if (known || !BILLING_CONTRACT_ID.test(id)) return known;
        return saveContract({ id, market, origin: 'first_use', cart: FIRST_USE_CART, open: money(market, FIRST_USE_AMOUNT) });
      },

      /**
       * Seam for /orders: the billing contract of a placed order (id = its salesOrderId), with what it
       * pays now (one-off + delivery), how its bills are paid and which method pays the amount now.
       */
      registerContract: (
        market: MarketCode,
        id: string,
        cart: PaymentCart,
        amountNow: number,
        terms: { paymentMethod: PaymentMethodName; dueNowBy: PaymentMethodName; openedAt: string },
      ): BillingContract => saveContract({ id, market, origin: 'order', cart, open: money(market, amountNow), ...terms }),

      issueToken<K extends keyof Tokens>(kind: K, market: MarketCode, body: Tokens[K], now: Date): string {
        const token = newId(kind === 'card' ? 'tok' : 'ct');
        db.prepare('INSERT INTO payment_tokens (token, kind, market, created_at, body) VALUES (?, ?, ?, ?, ?)').run(
          token,
          kind,
          market,
          now.getTime(),
          JSON.stringify(body),
        );
        return token;
      },

      token<K extends keyof Tokens>(kind: K, token: string): { market: MarketCode; body: Tokens[K] } | undefined {
        const row = db.prepare('SELECT market, body FROM payment_tokens WHERE token = ? AND kind = ?').get(token, kind) as
          { market: MarketCode; body: string } | undefined;
        return row ? { market: row.market, body: JSON.parse(row.body) as Tokens[K] } : undefined;
      },

      /** Marks a card token used (tokens pay once); false when it already was. */
      useCardToken(token: string, now: Date): boolean {
        const row = db.prepare("SELECT body FROM payment_tokens WHERE token = ? AND kind = 'card'").get(token) as
          { body: string } | undefined;
        const body = row && (JSON.parse(row.body) as CardToken);
        if (!body || body.usedAt) return false;
        db.prepare('UPDATE payment_tokens SET body = ? WHERE token = ?').run(JSON.stringify({ ...body, usedAt: now.toISOString() }), token);
        return true;
      },

      addTransaction(fields: Omit<Transaction, 'id' | 'createdAt'>, now: Date, prefix = 'tx'): Transaction {
        const stored: Transaction = { id: newId(prefix), createdAt: now.toISOString(), ...fields };
        db.prepare('INSERT INTO payment_transactions (id, market, billing_contract_id, created_at, body) VALUES (?, ?, ?, ?, ?)').run(
          stored.id,
          stored.market,
          stored.billingContractId,
          now.getTime(),
          JSON.stringify(stored),
        );
        return stored;
      },

      /** A transaction by id, whatever the market (the provider's pages know only the id). */
      transaction,

      saveTransaction(t: Transaction): Transaction {
        db.prepare('UPDATE payment_transactions SET body = ? WHERE id = ?').run(JSON.stringify(t), t.id);
        return t;
      },

      transactionsOf(market: MarketCode, billingContractId: string): Transaction[] {
        const rows = db
          .prepare('SELECT body FROM payment_transactions WHERE market = ? AND billing_contract_id = ? ORDER BY created_at, rowid')
          .all(market, billingContractId) as { body: string }[];
        return rows.map((row) => JSON.parse(row.body) as Transaction);
      },
    };
  },
} satisfies Domain;

export type PaymentStore = ReturnType<typeof payment.open>;
