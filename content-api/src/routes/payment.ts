/**
 * SPEC §7 Payment, mounted at /payment: methods (payment/methods.ts), a logged-in customer's account
 * (payment/account.ts, payment/card-change.ts) and prepaid recharge (payment/recharge.ts), card
 * (payment/card.ts), EPS (payment/eps.ts), instalment financing (payment/instalment.ts), TWINT
 * (payment/twint.ts), the mobile wallet (payment/wallet.ts) and the status of any of their
 * transactions. The providers' pages are the sandbox's (sandbox/payment/).
 *
 * Seam to /orders: the {id} of .../billingcontracts/{id}/... and .../ratepayment/{id} is an order's
 * billing contract, which POST /orders registers under the salesOrderId (orders/billing.ts). Besides,
 * the sandbox knows BC-<market>-1001…1004 and each demo customer's BC-<customerNumber>, and opens any
 * other well-formed id on first use (store/payment.ts).
 */
import { Hono } from 'hono';
import { paymentResult } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { asOf } from '../payment-ledger';
import type { Store } from '../store';
import { accountRoutes } from './payment/account';
import { cardPaymentRoutes } from './payment/card';
import { cardChangeRoutes } from './payment/card-change';
import { epsPaymentRoutes } from './payment/eps';
import { instalmentRoutes } from './payment/instalment';
import { paymentMethodRoutes } from './payment/methods';
import { rechargeRoutes } from './payment/recharge';
import { twintPaymentRoutes } from './payment/twint';
import { walletRoutes } from './payment/wallet';
import { paymentResultOf } from './payment/transaction-results';

export function paymentRoutes(store: Pick<Store, 'payment' | 'customers' | 'customerState' | 'prepaid'>, clock: Clock) {
  const app = new Hono<Env>();

  /** GET /payment/status/{id}: SUCCESS, ERROR or PENDING of a card, EPS or TWINT transaction or an instalment purchase. */
  app.get('/status/:id', (c) => {
    const transaction = store.payment.transaction(c.req.param('id'));
    if (!transaction || transaction.market !== c.get('market')) return apiError(c, 404, 'not_found', 'No such payment.');
    return c.json(paymentResult.parse(paymentResultOf(c, asOf(transaction, clock.now()))));
  });

  app.route('/', paymentMethodRoutes(store, clock));
  app.route('/', accountRoutes(store, clock));
  app.route('/', cardChangeRoutes(store, clock));
  app.route('/', rechargeRoutes(store, clock));
  app.route('/', epsPaymentRoutes(store, clock));
  app.route('/', instalmentRoutes(store, clock));
  app.route('/', twintPaymentRoutes(store, clock));
  app.route('/', walletRoutes(store, clock));
  // Last: its GET /{wallet}/getToken would take any first segment.
  app.route('/', cardPaymentRoutes(store, clock));
  return app;
}
