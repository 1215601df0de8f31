/**
 * The sandbox national digital ID (ID Austria): where GET /identification/redirecturl/ sends the
 * browser. The person picks one of two test identities (the order's own data as typed, or a register
 * entry that differs from it in last name and address) and approves, or denies. Either answer sends
 * the browser back to the shop's redirectUrl?transactionId=…; POST /identification/validate/ tells
 * the shop what happened.
 *
 * GET  /sandbox/identification/id-austria/{transactionId}
 * POST /sandbox/identification/id-austria/{transactionId}   identity=as-typed|differing, decision=approve|deny
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { IdentityData } from '@storefront/wire';
import { DIFFERING_IDENTITY, SANDBOX_PERSON } from '../../identification/methods';
import type { Store } from '../../store';
import type { Attempt } from '../../store/identification';
import { backTo, page, settledPage } from '../payment/page';

const PROVIDER = 'ID Austria (national digital ID)';

export function idAustriaPageRoutes(store: Pick<Store, 'identification' | 'orders'>) {
  const app = new Hono();
  const attemptOf = (id: string) => {
    const attempt = store.identification.anyMarket(id);
    return attempt?.method === 'ID_AUSTRIA' ? attempt : undefined;
  };
  const typedOf = (a: Attempt): IdentityData => store.orders.order(a.market, a.salesOrderId)?.order.holder ?? SANDBOX_PERSON;
  const identities = (a: Attempt) => {
    const typed = typedOf(a);
    return { 'as-typed': typed, differing: { ...typed, ...DIFFERING_IDENTITY } };
  };
  const describe = (p: IdentityData) =>
    `${p.firstName} ${p.lastName}, born ${p.birthday}, ${p.street} ${p.houseNumber ?? ''}, ${p.zip} ${p.city}`;

  const notFound = (c: Context) =>
    page(c, { title: 'Unknown login', provider: PROVIDER, status: 404, body: html`<p>There is no identification at this address.</p>` });
  const answered = (c: Context, a: Attempt) =>
    settledPage(c, {
      title: 'Already answered',
      provider: PROVIDER,
      what: 'identification',
      back: backTo(a.redirectUrl, { transactionId: a.id }),
    });

  app.get('/:id', (c) => {
    const a = attemptOf(c.req.param('id'));
    if (!a) return notFound(c);
    if (a.decision) return answered(c, a);
    const choices = identities(a);
    return page(c, {
      title: 'Identify with ID Austria',
      provider: PROVIDER,
      body: html`<p>The telecom shop asks to confirm your identity for order ${a.salesOrderId}.</p>
<form method="post" action="/sandbox/identification/id-austria/${a.id}">
<fieldset><legend>Test identity</legend>
<p><input type="radio" id="identity-as-typed" name="identity" value="as-typed" checked> <label for="identity-as-typed" style="display:inline">${describe(choices['as-typed'])} (as typed in the order)</label></p>
<p><input type="radio" id="identity-differing" name="identity" value="differing"> <label for="identity-differing" style="display:inline">${describe(choices.differing)} (differs from the order)</label></p>
</fieldset>
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="approve">Approve: share my data</button>
<button type="submit" name="decision" value="deny">Deny and return to the shop</button>
</div>
</form>`,
    });
  });

  app.post('/:id', async (c) => {
    const a = attemptOf(c.req.param('id'));
    if (!a) return notFound(c);
    if (a.decision) return answered(c, a);
    const { identity, decision } = await c.req.parseBody();
    if (decision === 'approve') {
      const chosen = identities(a)[identity === 'differing' ? 'differing' : 'as-typed'];
      store.identification.save({ ...a, decision: 'APPROVED', identity: chosen });
    } else if (decision === 'deny') store.identification.save({ ...a, decision: 'DENIED' });
    else return c.redirect(`/sandbox/identification/id-austria/${a.id}`, 303);
    return c.redirect(backTo(a.redirectUrl, { transactionId: a.id }), 303);
  });

  return app;
}
