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

/** What the person is asked to confirm. */
type Challenge = { title: string; purpose: string; charged: string; ask: string; approve: string; decline: string };

/**
 * A check of the card charges nothing: a card saved for the bills, or an order that owes nothing
 * today (a SIM-only order), whose card pays the monthly bills. Anything else is a payment of its amount.
 */
function challengeOf(t: Transaction): Challenge {
  const kind = t.purpose?.kind;
  if (kind === 'CARD_CHANGE' || (!kind && t.amount.amount === 0)) {
    return {
      title: 'Confirm your card',
      purpose: kind === 'CARD_CHANGE' ? 'Saving this card for your bills' : 'A check of your card for your monthly bills',
      charged: 'Nothing today',
      ask: 'Your bank asks you to confirm that this card may pay your monthly bills from now on. Nothing is charged today.',
      approve: 'Approve card check',
      decline: 'Decline card check',
    };
  }
  return {
    title: 'Confirm your payment',
    purpose: kind === 'RECHARGE' ? 'Recharging your prepaid line' : 'A payment to the shop',
    charged: amountText(t.amount),
    ask: 'Your bank asks you to confirm this payment.',
    approve: 'Approve payment',
    decline: 'Decline payment',
  };
}

const OUTCOMES = {
  approve: { result: 'SUCCESS' },
  decline: { result: 'ERROR', reason: 'AUTHENTICATION_FAILED' },
  abandon: { result: 'ERROR', reason: 'ABANDONED' },
} as const;

export function threeDSecureRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono();

  const transactionOf = (id: string): Transaction | undefined => {
    const transaction = payment.transaction(id);
    return transaction?.kind === 'CARD' ? transaction : undefined;
  };
  const notFound = (c: Parameters<typeof page>[0]) =>
    page(c, {
      title: 'Unknown payment',
      provider: PROVIDER,
      status: 404,
      body: html`<p>There is no payment to confirm at this address.</p>`,
    });
  const decided = (c: Parameters<typeof page>[0], t: Transaction) => {
    const back = backTo(t.returnUrl, { transactionId: t.id });
    if (t.replacedBy) return replacedPage(c, { provider: PROVIDER, what: 'confirmation', back });
    return settledPage(c, { title: 'Payment already confirmed or ended', provider: PROVIDER, what: 'payment', back });
  };

  app.get('/:id', (c) => {
    const t = transactionOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return decided(c, t);
    const challenge = challengeOf(t);
    return page(c, {
      title: challenge.title,
      provider: PROVIDER,
      body: html`<dl>
<dt>For</dt><dd>${challenge.purpose}</dd>
<dt>Charged today</dt><dd>${challenge.charged}</dd>
<dt>Card</dt><dd>${t.card?.brand ?? 'Card'} ending in ${t.card?.last4 ?? '????'}</dd>
</dl>
<p>${challenge.ask} In the sandbox, choose what your bank app would answer.</p>
<form method="post" action="/sandbox/payment/3ds/${t.id}">
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">${challenge.approve}</button>
<button type="submit" name="decision" value="decline">${challenge.decline}</button>
<button type="submit" name="decision" value="abandon">Abandon and return to the shop</button>
</div>
</form>`,
    });
  });

  app.post('/:id', async (c) => {
    const t = transactionOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return decided(c, t);
    const decision = (await c.req.parseBody()).decision;
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'abandon') {
      return page(c, {
        title: 'Choose an answer',
        provider: PROVIDER,
        status: 400,
        body: html`<p><a href="/sandbox/payment/3ds/${t.id}">Back to the confirmation</a></p>`,
      });
    }
    settle(store, t, OUTCOMES[decision], clock.now());
    return c.redirect(backTo(t.returnUrl, { transactionId: t.id }), 303);
  });

  return app;
}
