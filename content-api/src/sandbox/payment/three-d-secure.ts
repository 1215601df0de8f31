/**
 * The sandbox card issuer's 3-D Secure challenge (cards 4000 0000 0000 3220, 5200 0000 0000 1096):
 * the person approves, declines or abandons; the page then sends the browser back to the shop's
 * returnUrl with ?transactionId=…, and the shop reads the outcome with GET
 * /payment/continue/creditcard/{transactionId}. A challenge that a newer payment of the same order
 * ended (payment-ledger.ts openAttempt) takes no answer any more.
 *
 * GET  /sandbox/payment/3ds/{transactionId}   the challenge
 * POST /sandbox/payment/3ds/{transactionId}   decision=approve|decline|abandon → 303 to the shop
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Clock } from '../../clock';
import { settle } from '../../payment-ledger';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { amountText, backTo, page, replacedPage, settledPage } from './page';

const PROVIDER = 'Sandbox Bank 3-D Secure';

/** What the customer confirms: a payment, saving the card for the bills (a check, nothing charged) or a recharge. */
const PURPOSES = { PAYMENT: 'A payment to the shop', CARD_CHANGE: 'Saving this card for your bills (a check: nothing is charged)', RECHARGE: 'Recharging your prepaid line' } as const;

const OUTCOMES = {
  approve: { result: 'SUCCESS' },
  decline: { result: 'ERROR', reason: 'AUTHENTICATION_FAILED' },
  abandon: { result: 'ERROR', reason: 'ABANDONED' },
} as const;

export function threeDSecureRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono();

  const challengeOf = (id: string): Transaction | undefined => {
    const transaction = payment.transaction(id);
    return transaction?.kind === 'CARD' ? transaction : undefined;
  };
  const notFound = (c: Parameters<typeof page>[0]) =>
    page(c, { title: 'Unknown payment', provider: PROVIDER, status: 404, body: html`<p>There is no payment to confirm at this address.</p>` });
  const decided = (c: Parameters<typeof page>[0], t: Transaction) => {
    const back = backTo(t.returnUrl, { transactionId: t.id });
    if (t.replacedBy) return replacedPage(c, { provider: PROVIDER, what: 'confirmation', back });
    return settledPage(c, { title: 'Payment already confirmed or ended', provider: PROVIDER, what: 'payment', back });
  };

  app.get('/:id', (c) => {
    const t = challengeOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return decided(c, t);
    return page(c, {
      title: 'Confirm your payment',
      provider: PROVIDER,
      body: html`<dl>
<dt>For</dt><dd>${PURPOSES[t.purpose?.kind ?? 'PAYMENT']}</dd>
<dt>Amount</dt><dd>${amountText(t.amount)}</dd>
<dt>Card</dt><dd>${t.card?.brand ?? 'Card'} ending in ${t.card?.last4 ?? '????'}</dd>
</dl>
<p>Your bank asks you to confirm this payment. In the sandbox, choose what your bank app would answer.</p>
<form method="post" action="/sandbox/payment/3ds/${t.id}">
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline payment</button>
<button type="submit" name="decision" value="abandon">Abandon and return to the shop</button>
</div>
</form>`,
    });
  });

  app.post('/:id', async (c) => {
    const t = challengeOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return decided(c, t);
    const decision = (await c.req.parseBody()).decision;
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'abandon') {
      return page(c, { title: 'Choose an answer', provider: PROVIDER, status: 400, body: html`<p><a href="/sandbox/payment/3ds/${t.id}">Back to the confirmation</a></p>` });
    }
    settle(store, t, OUTCOMES[decision], clock.now());
    return c.redirect(backTo(t.returnUrl, { transactionId: t.id }), 303);
  });

  return app;
}
