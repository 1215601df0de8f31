/**
 * The sandbox bank of bank e-ident: where GET /identification/e-id/bics/{bic}/redirecturl sends the
 * browser. Log in with the test login (user "sandbox", PIN "1234") and approve sharing your identity,
 * or cancel (before or after logging in). Both send the browser back to the shop's
 * RedirectUrl?TransactionId=…&status=APPROVED|CANCELLED.
 *
 * GET  /sandbox/identification/bank/{transactionId}
 * POST /sandbox/identification/bank/{transactionId}   user, pin, decision=approve|cancel
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import { E_ID_BANKS, E_ID_TEST_LOGIN } from '../../identification/methods';
import type { Store } from '../../store';
import type { Attempt } from '../../store/identification';
import { backTo, errorSummary, page, textField } from '../payment/page';

export function bankPageRoutes(store: Pick<Store, 'identification'>) {
  const app = new Hono();
  const attemptOf = (id: string) => {
    const attempt = store.identification.anyMarket(id);
    return attempt?.method === 'E_ID' ? attempt : undefined;
  };
  const provider = (a: Attempt) => `${E_ID_BANKS[a.market]?.find((b) => b.bic === a.bic)?.displayName ?? 'Bank'} (e-ident)`;
  const back = (a: Attempt) => backTo(a.redirectUrl, { TransactionId: a.id, status: a.decision === 'APPROVED' ? 'APPROVED' : 'CANCELLED' });

  const notFound = (c: Context) =>
    page(c, {
      title: 'Unknown identification',
      provider: 'e-ident',
      status: 404,
      body: html`<p>There is no identification at this address.</p>`,
    });

  const login = (c: Context, a: Attempt, failed = false) =>
    page(c, {
      title: 'Log in to confirm your identity',
      provider: provider(a),
      status: failed ? 401 : 200,
      body: html`${errorSummary(failed ? [{ field: 'user', message: 'User number or PIN is wrong.' }] : [])}
<p>The telecom shop asks your bank to confirm your name, birth date and address for order ${a.salesOrderId}.</p>
<form method="post" action="/sandbox/identification/bank/${a.id}" novalidate>
${textField({ name: 'user', label: 'User number', hint: 'Sandbox: sandbox', autocomplete: 'username' })}
${textField({ name: 'pin', label: 'PIN', hint: 'Sandbox: 1234', autocomplete: 'current-password', inputmode: 'numeric', type: 'password' })}
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">Log in and share my identity</button>
<button type="submit" name="decision" value="cancel">Cancel and return to the shop</button>
</div>
</form>`,
    });

  app.get('/:id', (c) => {
    const a = attemptOf(c.req.param('id'));
    if (!a) return notFound(c);
    if (a.decision) return c.redirect(back(a), 303);
    return login(c, a);
  });

  app.post('/:id', async (c) => {
    const a = attemptOf(c.req.param('id'));
    if (!a) return notFound(c);
    if (a.decision) return c.redirect(back(a), 303);
    const { user, pin, decision } = await c.req.parseBody();
    if (decision === 'cancel') return c.redirect(back(store.identification.save({ ...a, decision: 'CANCELLED' })), 303);
    if (decision !== 'approve' || user !== E_ID_TEST_LOGIN.user || pin !== E_ID_TEST_LOGIN.pin) return login(c, a, true);
    return c.redirect(back(store.identification.save({ ...a, decision: 'APPROVED' })), 303);
  });

  return app;
}
