/**
 * The state of payments as the provider reports it, computed on read from the stored transactions
 * and the sandbox clock: an instalment purchase not completed within 7 calendar days has failed
 * (EXPIRED) and its order is cancelled (SPEC §4, §9). Writes go through settle(), which also marks
 * the billing contract paid.
 */
import type { PaymentFailureReason } from '../../lib/content-api/schemas';
import { instalmentDeadline } from './rules/instalment';
import type { BillingContract, PaymentStore, Transaction } from './store/payment';

/** A transaction as of `now`: a pending instalment purchase past its deadline has expired. */
export function asOf(transaction: Transaction, now: Date): Transaction {
  if (transaction.kind !== 'FINANCING' || transaction.result !== 'PENDING') return transaction;
  const deadline = instalmentDeadline(new Date(transaction.createdAt));
  if (now < deadline) return transaction;
  return { ...transaction, result: 'ERROR', reason: 'EXPIRED', decidedAt: deadline.toISOString() };
}

export type ContractState = { state: 'OPEN' | 'PAID' | 'CANCELLED'; cancelledAt?: string; paymentOpen: boolean };

/**
 * A billing contract's order as of `now`: paid, cancelled (an instalment purchase expired before
 * anything paid it), or open. Seam for /orders: GET /orders/status's isPaymentOpen is `paymentOpen`.
 */
export function contractState(contract: BillingContract, transactions: Transaction[], now: Date): ContractState {
  if (contract.paidAt) return { state: 'PAID', paymentOpen: false };
  const expired = transactions.map((t) => asOf(t, now)).find((t) => t.reason === 'EXPIRED');
  if (expired) return { state: 'CANCELLED', cancelledAt: expired.decidedAt, paymentOpen: false };
  const collectedLater = contract.paymentMethod === 'SEPA' || contract.paymentMethod === 'INVOICE';
  return { state: 'OPEN', paymentOpen: contract.open.amount > 0 && !collectedLater };
}

/**
 * The provider's decision on a pending transaction. A success pays the billing contract's open amount
 * (and makes the method the contract's own when it had none: an order's first payment).
 */
export function settle(
  payment: PaymentStore,
  transaction: Transaction,
  outcome: { result: 'SUCCESS' } | { result: 'ERROR'; reason: PaymentFailureReason },
  now: Date,
): Transaction {
  const decided = payment.saveTransaction({ ...transaction, ...outcome, decidedAt: now.toISOString() });
  const contract = payment.contract(transaction.market, transaction.billingContractId);
  if (outcome.result === 'SUCCESS' && contract && !contract.paidAt) {
    const method = { CARD: 'CREDITCARD', EPS: 'EPS', FINANCING: 'FINANCING' } as const;
    payment.saveContract({
      ...contract,
      open: { ...contract.open, amount: 0 },
      paidAt: now.toISOString(),
      paymentMethod: contract.paymentMethod ?? method[transaction.kind],
    });
  }
  return decided;
}
