/**
 * Instalment financing (SPEC §7, §9): the provider's widget key, and a purchase with the fingerprint
 * form the browser posts to the provider. A purchase not completed there within 7 calendar days of
 * the order (of its start, for a contract without an order) on the sandbox clock has expired and its
 * order is cancelled (payment-ledger.ts financingDeadline, computed on read).
 */
import { Hono } from 'hono';
import { instalmentConfig, instalmentRequest, instalmentResult } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError, type Ctx, type Env } from '../../context';
import { financingDeadline, openAttempt } from '../../payment-ledger';
import { INSTALMENT_MONTHS } from '../../rules/instalment';
import { fingerprint } from '../../sandbox/payment/fingerprint';
import type { Store } from '../../store';
import { payable } from './payable';
import { jsonBody } from '../../json-body';

export function instalmentRoutes(store: Pick<Store, 'payment' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  /** The market's financing provider if it is `provider` and FINANCING is offered. */
  const financingOf = (c: Ctx) => {
    const setup = payment.setup(c.get('market'));
    const financing = setup?.methods.includes('FINANCING') ? setup.financing : undefined;
    return financing?.provider === c.req.param('provider') ? financing : undefined;
  };
  const unknownProvider = (c: Ctx) => apiError(c, 404, 'not_found', 'This market has no such financing provider.');

  /** GET /payment/method/{provider}/ratepayment/config: the widget's API key and the longest term. */
  app.get('/method/:provider/ratepayment/config', (c) => {
    const financing = financingOf(c);
    if (!financing) return unknownProvider(c);
    return c.json(instalmentConfig.parse({ apiKey: financing.apiKey, maxMonths: INSTALMENT_MONTHS }));
  });

  /**
   * POST /payment/method/{provider}/ratepayment/{id} {returnUrl}: starts an instalment purchase of
   * the billing contract's open amount (a device order of a private customer), ending an earlier
   * attempt still open (openAttempt); answers its purchaseId and the signed form the browser posts
   * to the provider.
   */
  app.post('/method/:provider/ratepayment/:id', jsonBody(instalmentRequest), async (c) => {
    const body = c.req.valid('json');
    if (!financingOf(c)) return unknownProvider(c);
    const found = payable(c, store, clock, c.req.param('id'), 'FINANCING');
    if (!found.ok) return found.response;
    const market = c.get('market');
    const { open } = found.contract;
    const now = clock.now();
    const purchase = openAttempt(
      payment,
      {
        market,
        billingContractId: found.contract.id,
        kind: 'FINANCING',
        result: 'PENDING',
        returnUrl: body.returnUrl,
        amount: open,
        financing: { provider: c.req.param('provider') },
        expiresAt: financingDeadline(found.contract, now).toISOString(),
      },
      now,
      'pur',
    );
    const signed = {
      purchaseId: purchase.id,
      merchantId: `sandbox-shop-${market.toLowerCase()}`,
      amount: open.amount.toFixed(2),
      currencyCode: open.currencyCode,
      returnUrl: body.returnUrl,
    };
    return c.json(
      instalmentResult.parse({
        purchaseId: purchase.id,
        fingerprintForm: {
          action: `${new URL(c.req.url).origin}/sandbox/payment/financing/checkout`,
          method: 'POST',
          fields: { ...signed, fingerprint: fingerprint(signed) },
        },
      }),
    );
  });

  return app;
}
