/** EPS, the Austrian online-banking transfer (SPEC §7): the bank list and the transfer for an order or an open position. */
import { Hono, type Context } from 'hono';
import { epsBanks, epsPaymentRequest, paymentResult } from '@storefront/wire';
import type { Clock } from '../../clock';
import type { Env } from '../../context';
import { openAttempt } from '../../payment-ledger';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { paymentResultOf } from './transaction-results';
import { notOffered, payable } from './payable';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';

/**
 * A transfer from the bank `bic`, PENDING with the bank's page as redirectUrl (an earlier attempt still
 * open ends: openAttempt): 404 in a market without EPS, 400 unknown_bank for a BIC not on the bank list.
 */
export function startEpsTransaction<E extends Env>(
  c: Context<E>,
  { payment }: Pick<Store, 'payment'>,
  clock: Clock,
  bic: string,
  fields: Pick<Transaction, 'billingContractId' | 'amount' | 'returnUrl' | 'purpose'>,
): { ok: true; transaction: Transaction } | { ok: false; response: Response } {
  const setup = payment.setup(c.get('market'));
  if (!setup?.methods.includes('EPS')) return { ok: false, response: notOffered(c, 'EPS') };
  const bank = setup.epsBanks.find((b) => b.bic === bic.toUpperCase());
  if (!bank) return { ok: false, response: invalid(c, [{ field: 'bic', code: 'invalid_format' }], 'unknown_bank') };
  const transaction = openAttempt(
    payment,
    { market: c.get('market'), kind: 'EPS', result: 'PENDING', eps: { bic: bank.bic, bankName: bank.displayName }, ...fields },
    clock.now(),
  );
  return { ok: true, transaction };
}

export function epsPaymentRoutes(store: Pick<Store, 'payment' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();

  /** GET /payment/eps/banklist: the EPS banks by name; 404 in a market without EPS (all but AT and CAMP). */
  app.get('/eps/banklist', (c) => {
    const setup = payment.setup(c.get('market'));
    if (!setup?.methods.includes('EPS')) return notOffered(c, 'EPS');
    return c.json(epsBanks.parse(setup.epsBanks));
  });

  /**
   * POST /payment/billingcontracts/{id}/order/eps {bic, returnUrl}: a transfer of the open amount (an
   * order's, or a logged-in customer's open position), PENDING with the bank's page as redirectUrl.
   * 400 for a bad body or a BIC not on the bank list; 404/409 as payable() says.
   */
  app.post('/billingcontracts/:id/order/eps', jsonBody(epsPaymentRequest), async (c) => {
    const body = c.req.valid('json');
    const found = payable(c, store, clock, c.req.param('id'), 'EPS');
    if (!found.ok) return found.response;
    const started = startEpsTransaction(c, store, clock, body.bic, {
      billingContractId: found.contract.id,
      returnUrl: body.returnUrl,
      amount: found.contract.open,
    });
    if (!started.ok) return started.response;
    return c.json(paymentResult.parse(paymentResultOf(c, started.transaction)));
  });

  return app;
}
