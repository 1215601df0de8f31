/**
 * The sandbox EPS bank: the online banking an EPS transfer sends the browser to. Log in with the
 * test login (user number "sandbox", PIN "1234"), then sign, reject or leave the transfer for the bank
 * to confirm later; or cancel before logging in. Every answer sends the browser back to the shop's
 * returnUrl with ?transactionId=…; GET /payment/status/{id} then says SUCCESS, ERROR or PENDING. A
 * transfer that a newer payment of the same order ended (payment-ledger.ts openAttempt) takes no answer.
 *
 * GET  /sandbox/payment/eps/{transactionId}            login (or the transfer, once logged in)
 * POST /sandbox/payment/eps/{transactionId}/login      user, pin
 * POST /sandbox/payment/eps/{transactionId}/decision   decision=approve|decline|pending|cancel
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { Clock } from '../../clock';
import { settle } from '../../payment-ledger';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { amountText, backTo, errorSummary, page, replacedPage, settledPage, textField } from './page';

/** The test login of every sandbox EPS bank (README "Sandbox payment"). */
export const EPS_TEST_LOGIN = { user: 'sandbox', pin: '1234' } as const;

export function epsBankRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono();

  const transferOf = (id: string): Transaction | undefined => {
    const transaction = payment.transaction(id);
    return transaction?.kind === 'EPS' ? transaction : undefined;
  };
  const provider = (t: Transaction) => `${t.eps?.bankName ?? 'Bank'} (EPS)`;
  const back = (t: Transaction) => backTo(t.returnUrl, { transactionId: t.id });
  const summary = (t: Transaction) => html`<dl>
<dt>Recipient</dt><dd>Sandbox telecom shop (${t.market})</dd>
<dt>Amount</dt><dd>${amountText(t.amount)}</dd>
<dt>Reference</dt><dd>${t.id}</dd>
</dl>`;

  const notFound = (c: Context) =>
    page(c, { title: 'Unknown transfer', provider: 'EPS', status: 404, body: html`<p>There is no EPS transfer at this address.</p>` });
  const settled = (c: Context, t: Transaction) =>
    t.replacedBy
      ? replacedPage(c, { provider: provider(t), what: 'transfer', back: back(t) })
      : settledPage(c, {
          title: t.eps?.confirmsLater ? 'Transfer awaiting confirmation' : 'Transfer already completed or ended',
          provider: provider(t),
          what: 'transfer',
          back: back(t),
        });
  const open = (t: Transaction) => t.result === 'PENDING' && !t.eps?.confirmsLater;

  const cancelButton = html`<button type="submit" name="decision" value="cancel">Cancel and return to the shop</button>`;

  const login = (c: Context, t: Transaction, failed = false) =>
    page(c, {
      title: 'Log in to pay by EPS',
      provider: provider(t),
      status: failed ? 401 : 200,
      body: html`${errorSummary(failed ? [{ field: 'user', message: 'User number or PIN is wrong.' }] : [])}
${summary(t)}
<form method="post" action="/sandbox/payment/eps/${t.id}/login" novalidate>
${textField({ name: 'user', label: 'User number', hint: 'Sandbox: sandbox', autocomplete: 'username' })}
${textField({ name: 'pin', label: 'PIN', hint: 'Sandbox: 1234', autocomplete: 'current-password', inputmode: 'numeric', type: 'password' })}
<div class="actions"><button class="primary" type="submit">Log in</button></div>
</form>
<form method="post" action="/sandbox/payment/eps/${t.id}/decision"><div class="actions">${cancelButton}</div></form>`,
    });

  const transfer = (c: Context, t: Transaction) =>
    page(c, {
      title: 'Sign the EPS transfer',
      provider: provider(t),
      body: html`${summary(t)}
<form method="post" action="/sandbox/payment/eps/${t.id}/decision">
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">Sign transfer</button>
<button type="submit" name="decision" value="decline">Reject transfer</button>
<button type="submit" name="decision" value="pending">Leave for the bank to confirm later</button>
${cancelButton}
</div>
</form>`,
    });

  app.get('/:id', (c) => {
    const t = transferOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (!open(t)) return settled(c, t);
    return t.eps?.loggedIn ? transfer(c, t) : login(c, t);
  });

  app.post('/:id/login', async (c) => {
    const t = transferOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (!open(t)) return settled(c, t);
    const { user, pin } = await c.req.parseBody();
    if (user !== EPS_TEST_LOGIN.user || pin !== EPS_TEST_LOGIN.pin) return login(c, t, true);
    return transfer(c, payment.saveTransaction({ ...t, eps: { ...t.eps!, loggedIn: true } }));
  });

  app.post('/:id/decision', async (c) => {
    const t = transferOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (!open(t)) return settled(c, t);
    const { decision } = await c.req.parseBody();
    const now = clock.now();
    if (decision === 'cancel') settle(store, t, { result: 'ERROR', reason: 'CANCELLED' }, now);
    else if (!t.eps?.loggedIn) return login(c, t, true);
    else if (decision === 'approve') settle(store, t, { result: 'SUCCESS' }, now);
    else if (decision === 'decline') settle(store, t, { result: 'ERROR', reason: 'DECLINED' }, now);
    else if (decision === 'pending') payment.saveTransaction({ ...t, eps: { ...t.eps, confirmsLater: true } });
    else return transfer(c, t);
    return c.redirect(back(t), 303);
  });

  return app;
}
