/** EPS, the Austrian online-banking transfer (SPEC §7): the bank list and the transfer for an order. */
import { Hono } from 'hono';
import { epsBanks, epsPaymentRequest, paymentResult } from '../../../../lib/content-api/schemas';
import { fieldErrorsOf } from '../../../../lib/content-api/field-errors';
import type { Clock } from '../../clock';
import type { Env } from '../../context';
import type { Store } from '../../store';
import { invalid, jsonBody, notOffered, payable, paymentResultOf } from './shared';

export function epsPaymentRoutes(store: Pick<Store, 'payment'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  /** GET /payment/eps/banklist: the EPS banks by name; 404 in a market without EPS (all but AT and CAMP). */
  app.get('/eps/banklist', (c) => {
    const setup = payment.setup(c.get('market'));
    if (!setup?.methods.includes('EPS')) return notOffered(c, 'EPS');
    return c.json(epsBanks.parse(setup.epsBanks));
  });

  /**
   * POST /payment/billingcontracts/{id}/order/eps {bic, returnUrl}: a transfer of the open amount,
   * PENDING with the bank's page as redirectUrl. 400 for a bad body or a BIC not on the bank list.
   */
  app.post('/billingcontracts/:id/order/eps', async (c) => {
    const body = epsPaymentRequest.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, fieldErrorsOf(body.error.issues));
    const found = payable(c, store, clock, c.req.param('id'), 'EPS');
    if (!found.ok) return found.response;
    const bank = found.setup.epsBanks.find((b) => b.bic === body.data.bic.toUpperCase());
    if (!bank) return invalid(c, [{ field: 'bic', code: 'invalid_format' }], 'unknown_bank');
    const transaction = payment.addTransaction(
      {
        market: c.get('market'),
        billingContractId: found.contract.id,
        kind: 'EPS',
        result: 'PENDING',
        returnUrl: body.data.returnUrl,
        amount: found.contract.open,
        eps: { bic: bank.bic, bankName: bank.displayName },
      },
      clock.now(),
    );
    return c.json(paymentResult.parse(paymentResultOf(c, transaction)));
  });

  return app;
}
