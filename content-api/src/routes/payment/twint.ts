/**
 * TWINT, the Swiss instant payment (SPEC §7 "PUT /payment/method/{swiss instant payment} and PUT
 * .../transaction/{id} for status"): a payment of a billing contract's open amount that the person
 * approves in their TWINT app (the sandbox's app page, sandbox/payment/twint-app.ts), and its status.
 */
import { Hono, type Context } from 'hono';
import { paymentResult, twintPaymentRequest } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { asOf, openAttempt } from '../../payment-ledger';
import { twintTimeoutMs } from '../../rules/twint';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { paymentResultOf } from './transaction-results';
import { payable } from './payable';
import { jsonBody } from '../../json-body';

/**
 * A TWINT payment of `fields.amount`, PENDING with the app's hand-over address until the person
 * answers in the app or `timeoutMs` passes (then ERROR EXPIRED, payment-ledger.ts asOf). One of an
 * order ends its earlier attempts still open (openAttempt); a recharge (`purpose`) ends nothing.
 */
export function startTwintTransaction<E extends Env>(
  c: Context<E>,
  { payment }: Pick<Store, 'payment'>,
  clock: Clock,
  timeoutMs: number,
  fields: Pick<Transaction, 'billingContractId' | 'amount' | 'returnUrl' | 'purpose'>,
): Transaction {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + timeoutMs).toISOString();
  return openAttempt(payment, { market: c.get('market'), kind: 'TWINT', result: 'PENDING', expiresAt, ...fields }, now);
}

export function twintPaymentRoutes(store: Pick<Store, 'payment' | 'customers'>, clock: Clock, timeoutMs = twintTimeoutMs()) {
  const { payment } = store;
  const app = new Hono<Env>();

  /**
   * PUT /payment/method/twint {billingContractId, returnUrl}: a TWINT payment of the contract's open
   * amount, PENDING with the app's hand-over address as redirectUrl, ending an earlier attempt still
   * open (openAttempt: one live attempt per order). 400 for a bad body; 404/409 as payable() says
   * (404 not_offered outside CH).
   */
  app.put('/method/twint', jsonBody(twintPaymentRequest), async (c) => {
    const body = c.req.valid('json');
    const found = payable(c, store, clock, body.billingContractId, 'TWINT');
    if (!found.ok) return found.response;
    const transaction = startTwintTransaction(c, store, clock, timeoutMs, {
      billingContractId: found.contract.id,
      amount: found.contract.open,
      returnUrl: body.returnUrl,
    });
    return c.json(paymentResult.parse(paymentResultOf(c, transaction)));
  });

  /**
   * PUT /payment/method/twint/transaction/{id}: the payment's status as the provider has it now:
   * PENDING (with the app's address again), SUCCESS, or ERROR with its reason (DECLINED in the app,
   * EXPIRED when nobody answered in time, CANCELLED when a newer attempt replaced it). 404 for no
   * TWINT payment of this market.
   */
  app.put('/method/twint/transaction/:id', (c) => {
    const transaction = payment.transaction(c.req.param('id'));
    if (transaction?.kind !== 'TWINT' || transaction.market !== c.get('market'))
      return apiError(c, 404, 'not_found', 'No such TWINT payment.');
    return c.json(paymentResult.parse(paymentResultOf(c, asOf(transaction, clock.now()))));
  });

  return app;
}
