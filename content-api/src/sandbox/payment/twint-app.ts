/**
 * The sandbox TWINT app: the page a TWINT payment's hand-over link opens on a phone, and the address
 * its QR code holds for a phone to scan. It shows the payment and asks to approve or decline it; the
 * shop follows the payment's status meanwhile (PUT /payment/method/twint/transaction/{id}). After an
 * answer the app offers the way back to the shop (the shop's returnUrl with ?transactionId=…), which
 * counts only in the browser that started the payment. A payment that ended (answered, expired, or
 * replaced by a newer one, payment-ledger.ts openAttempt) takes no answer.
 *
 * GET  /sandbox/payment/twint/{transactionId}            the payment, with Approve and Decline
 * POST /sandbox/payment/twint/{transactionId}/decision   decision=approve|decline
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { Clock } from '../../clock';
import { asOf, settle } from '../../payment-ledger';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { amountText, backTo, page, replacedPage, settledPage } from './page';

const PROVIDER = 'the TWINT app';

export function twintAppRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono();

  const paymentOf = (id: string): Transaction | undefined => {
    const transaction = payment.transaction(id);
    return transaction?.kind === 'TWINT' ? asOf(transaction, clock.now()) : undefined;
  };
  const back = (t: Transaction) => backTo(t.returnUrl, { transactionId: t.id });

  const notFound = (c: Context) =>
    page(c, { title: 'Unknown payment', provider: PROVIDER, status: 404, body: html`<p>There is no TWINT payment at this address.</p>` });
  const ended = (c: Context, t: Transaction) => {
    if (t.replacedBy) return replacedPage(c, { provider: PROVIDER, what: 'payment', back: back(t) });
    const title = t.result === 'SUCCESS' ? 'Payment approved' : t.reason === 'EXPIRED' ? 'Payment expired' : 'Payment declined';
    return settledPage(c, { title, provider: PROVIDER, what: 'payment', back: back(t) });
  };

  app.get('/:id', (c) => {
    const t = paymentOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return ended(c, t);
    return page(c, {
      title: 'Pay with TWINT',
      provider: PROVIDER,
      body: html`<dl>
<dt>Recipient</dt><dd>Sandbox telecom shop (${t.market})</dd>
<dt>Amount</dt><dd>${amountText(t.amount)}</dd>
<dt>Reference</dt><dd>${t.id}</dd>
</dl>
<form method="post" action="/sandbox/payment/twint/${t.id}/decision">
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline payment</button>
</div>
</form>`,
    });
  });

  app.post('/:id/decision', async (c) => {
    const t = paymentOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return ended(c, t);
    const { decision } = await c.req.parseBody();
    if (decision !== 'approve' && decision !== 'decline') return c.redirect(`/sandbox/payment/twint/${t.id}`, 303);
    const decided = settle(store, t, decision === 'approve' ? { result: 'SUCCESS' } : { result: 'ERROR', reason: 'DECLINED' }, clock.now());
    return page(c, {
      title: decided.result === 'SUCCESS' ? 'Payment approved' : 'Payment declined',
      provider: PROVIDER,
      body: html`<p role="status">${decided.result === 'SUCCESS' ? 'You approved the payment of' : 'You declined the payment of'} ${amountText(t.amount)}.
The shop's page that shows the QR code moves on by itself.</p>
<p><a href="${back(t)}">Back to the shop</a> (on this phone, when you started the payment here)</p>`,
    });
  });

  return app;
}
