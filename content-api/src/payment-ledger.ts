/**
 * The state of payments as the provider reports it, computed on read from the stored contracts and
 * transactions and the sandbox clock. Writes go through settle(), which also marks the billing
 * contract paid. One rule for unfinished financing (SPEC §4, §9): an order paid through the financing
 * provider and not completed there within 7 calendar days of the order is cancelled, and so is every
 * instalment purchase of it (financingDeadline).
 */
import type { PaymentFailureReason, PaymentMethodName } from '@storefront/wire';
import { creditPrepaid, type PrepaidStores } from './customer-payment/prepaid-balance';
import { instalmentDeadline } from './rules/instalment';
import type { BillingContract, PaymentStore, Transaction, TransactionKind } from './store/payment';

/** Methods that collect the amount later (with the bills), so nothing is open to pay now. */
export const COLLECTED_LATER: readonly PaymentMethodName[] = ['SEPA', 'INVOICE', 'EBILL', 'DIRECT_DEBIT'];

/**
 * When the financing of a contract must be complete: 7 calendar days after its order was placed; for
 * a contract without an order (seeded, opened on first use), after the purchase started at `startedAt`.
 */
export function financingDeadline(contract: BillingContract, startedAt: Date): Date {
  return instalmentDeadline(new Date(contract.openedAt ?? startedAt));
}

/** When an instalment purchase expires unless completed (stamped when it started; older ones: 7 days on). */
export const purchaseDeadline = (purchase: Transaction): Date =>
  purchase.expiresAt ? new Date(purchase.expiresAt) : instalmentDeadline(new Date(purchase.createdAt));

/** A transaction as of `now`: a pending instalment purchase or TWINT payment past its deadline has expired. */
export function asOf(transaction: Transaction, now: Date): Transaction {
  if (transaction.result !== 'PENDING') return transaction;
  if (transaction.kind !== 'FINANCING' && !(transaction.kind === 'TWINT' && transaction.expiresAt)) return transaction;
  const deadline = purchaseDeadline(transaction);
  if (now < deadline) return transaction;
  return { ...transaction, result: 'ERROR', reason: 'EXPIRED', decidedAt: deadline.toISOString() };
}

export type ContractState = { state: 'OPEN' | 'PAID' | 'CANCELLED'; cancelledAt?: string; paymentOpen: boolean };

/**
 * A billing contract's order as of `now`: paid; cancelled (by its order, or its financing not
 * completed in time); or open, with payment open while an amount is due now that is not collected
 * later. GET /orders/status's isPaymentOpen is `paymentOpen`, its CANCELLED this CANCELLED.
 */
export function contractState(contract: BillingContract, transactions: Transaction[], now: Date): ContractState {
  if (contract.paidAt) return { state: 'PAID', paymentOpen: false };
  if (contract.cancelledAt) return { state: 'CANCELLED', cancelledAt: contract.cancelledAt, paymentOpen: false };
  const dueNowBy = contract.dueNowBy ?? contract.paymentMethod;
  if (contract.openedAt && dueNowBy === 'FINANCING') {
    const deadline = financingDeadline(contract, now);
    if (now >= deadline) return { state: 'CANCELLED', cancelledAt: deadline.toISOString(), paymentOpen: false };
  }
  // An instalment purchase not completed in time cancels its order; a TWINT payment nobody answered may simply be paid again.
  const expired = transactions.map((t) => asOf(t, now)).find((t) => t.kind === 'FINANCING' && t.reason === 'EXPIRED');
  if (expired) return { state: 'CANCELLED', cancelledAt: expired.decidedAt, paymentOpen: false };
  const collectedLater = dueNowBy !== undefined && COLLECTED_LATER.includes(dueNowBy);
  return { state: 'OPEN', paymentOpen: contract.open.amount > 0 && !collectedLater };
}

/**
 * A new attempt at a payment (PENDING until the provider decides, or decided at once with settle()).
 * One that pays its billing contract's open amount ends every earlier one of that contract still
 * PENDING (a 3-D Secure challenge, an EPS transfer, an instalment purchase, a TWINT payment): ERROR CANCELLED,
 * `replacedBy` the new one. Their provider pages then refuse a late answer, so an order is paid once
 * however often the browser went back and paid again (issue 25). A card change's check and a
 * recharge have a purpose and end nothing.
 */
export function openAttempt(payment: PaymentStore, fields: Omit<Transaction, 'id' | 'createdAt'>, now: Date, prefix?: string): Transaction {
  const earlier = fields.purpose ? [] : payment.transactionsOf(fields.market, fields.billingContractId);
  const attempt = payment.addTransaction(fields, now, prefix);
  for (const open of earlier.filter((t) => !t.purpose && asOf(t, now).result === 'PENDING')) {
    payment.saveTransaction({ ...open, result: 'ERROR', reason: 'CANCELLED', decidedAt: now.toISOString(), replacedBy: attempt.id });
  }
  return attempt;
}

/** What the provider's decision writes to: the payments, and a prepaid line's balance a recharge credits. */
export type LedgerStores = { payment: PaymentStore } & PrepaidStores;

/**
 * The provider's decision on a pending transaction. A success pays the billing contract's open amount
 * (and makes the method the contract's own when it had none: an order's first payment), or, for a
 * recharge, credits the prepaid line; a card change's check pays nothing (the change completes it).
 */
export function settle(
  stores: LedgerStores,
  transaction: Transaction,
  outcome: { result: 'SUCCESS' } | { result: 'ERROR'; reason: PaymentFailureReason },
  now: Date,
): Transaction {
  const { payment } = stores;
  const decided = payment.saveTransaction({ ...transaction, ...outcome, decidedAt: now.toISOString() });
  const { purpose } = transaction;
  if (purpose) {
    if (purpose.kind === 'RECHARGE' && outcome.result === 'SUCCESS') {
      creditPrepaid(stores, transaction.market, purpose.customerNumber, purpose.productKey, transaction.amount.amount);
    }
    return decided;
  }
  const contract = payment.contract(transaction.market, transaction.billingContractId);
  if (outcome.result === 'SUCCESS' && contract && !contract.paidAt) {
    const method: Partial<Record<TransactionKind, PaymentMethodName>> = {
      CARD: 'CREDITCARD',
      EPS: 'EPS',
      FINANCING: 'FINANCING',
      TWINT: 'TWINT',
      WALLET: 'APPLEPAY',
    };
    payment.saveContract({
      ...contract,
      open: { ...contract.open, amount: 0 },
      paidAt: now.toISOString(),
      paymentMethod: contract.paymentMethod ?? method[transaction.kind],
    });
  }
  return decided;
}
