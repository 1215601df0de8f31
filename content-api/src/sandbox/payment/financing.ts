/**
 * The sandbox financing provider's checkout (provider key "ratenwerk"). The browser posts the
 * fingerprint form of POST /payment/method/ratenwerk/ratepayment/{id} here, directly (SPEC §7), with
 * the shop's public apiKey (GET …/ratepayment/config): the provider checks the signed fields and the
 * key, records the device session (what the browser sends of itself: its user agent and languages;
 * a real provider's script would add more) and shows the instalment plan (SPEC §9: up to 24 months
 * interest-free, gross price divided by 24). The person signs the instalment contract or cancels; a
 * purchase whose device was never checked cannot be signed. Leaving without either keeps the purchase
 * PENDING; 7 calendar days after the order (sandbox clock) it has expired and the order is cancelled
 * (SPEC §4).
 *
 * POST /sandbox/payment/financing/checkout        the fingerprint form → the device recorded, 303 to the plan
 * GET  /sandbox/payment/financing/{purchaseId}    the plan (again, coming back within the 7 days)
 * POST /sandbox/payment/financing/{purchaseId}    decision=complete|cancel → 303 to returnUrl?purchaseId=…
 */
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { Clock } from '../../clock';
import { asOf, purchaseDeadline, settle } from '../../payment-ledger';
import { INSTALMENT_MONTHS, monthlyRate } from '../../rules/instalment';
import type { Store } from '../../store';
import type { Transaction } from '../../store/payment';
import { FINGERPRINTED_FIELDS, hasValidFingerprint, type FingerprintedFields } from './fingerprint';
import { amountText, backTo, page, replacedPage } from './page';

const PROVIDER = 'Ratenwerk';

export function financingRoutes(store: Pick<Store, 'payment' | 'customerState' | 'prepaid' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono();

  const purchaseOf = (id: string): Transaction | undefined => {
    const transaction = payment.transaction(id);
    return transaction?.kind === 'FINANCING' ? asOf(transaction, clock.now()) : undefined;
  };
  const back = (t: Transaction) => backTo(t.returnUrl, { purchaseId: t.id });
  const planPath = (t: Transaction) => `/sandbox/payment/financing/${encodeURIComponent(t.id)}`;
  const refused = (c: Context, reason: string) =>
    page(c, { title: 'Cannot start', provider: PROVIDER, status: 400, body: html`<p>${reason} Go back to the shop and try again.</p>` });
  const unchecked = (c: Context, t: Transaction) =>
    page(c, {
      title: 'Start from the shop',
      provider: PROVIDER,
      status: 409,
      body: html`<p>This device has not been checked for the purchase yet: start it from the shop's page.</p><p><a href="${back(t)}">Back to the shop</a></p>`,
    });
  const notFound = (c: Context) =>
    page(c, {
      title: 'Unknown purchase',
      provider: PROVIDER,
      status: 404,
      body: html`<p>There is no instalment purchase at this address.</p>`,
    });
  const ended = (c: Context, t: Transaction) =>
    t.replacedBy
      ? replacedPage(c, { provider: PROVIDER, what: 'instalment purchase', back: back(t) })
      : page(c, {
          title: t.reason === 'EXPIRED' ? 'Purchase expired' : 'Purchase already completed or ended',
          provider: PROVIDER,
          status: 409,
          body: html`${t.reason === 'EXPIRED' ? html`<p>The instalment contract was not signed within 7 days, so the order has been cancelled.</p>` : html`<p>This purchase needs nothing more from you.</p>`}
<p><a href="${back(t)}">Back to the shop</a></p>`,
        });

  const plan = (c: Context, t: Transaction) => {
    const rate = { amount: monthlyRate(t.amount.amount), currencyCode: t.amount.currencyCode };
    const deadline = purchaseDeadline(t).toISOString().slice(0, 16).replace('T', ' ');
    return page(c, {
      title: 'Your instalment purchase',
      provider: PROVIDER,
      body: html`<dl>
<dt>Purchase</dt><dd>${amountText(t.amount)}</dd>
<dt>Instalments</dt><dd>${INSTALMENT_MONTHS} × ${amountText(rate)}</dd>
<dt>Interest</dt><dd>0 % (interest-free)</dd>
<dt>Sign by</dt><dd>${deadline} UTC; after that the order is cancelled</dd>
<dt>Device checked</dt><dd>${t.financing?.device ? 'yes, this browser' : 'not yet (start from the shop)'}</dd>
</dl>
<form method="post" action="${planPath(t)}">
<div class="actions" role="group" aria-label="Your answer">
<button class="primary" type="submit" name="decision" value="complete">Sign the instalment contract</button>
<button type="submit" name="decision" value="cancel">Cancel and return to the shop</button>
</div>
</form>`,
    });
  };

  app.post('/checkout', async (c) => {
    const body = await c.req.parseBody();
    const fields = Object.fromEntries(
      FINGERPRINTED_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
    ) as FingerprintedFields;
    const given = typeof body.fingerprint === 'string' ? body.fingerprint : '';
    if (!hasValidFingerprint(fields, given)) return refused(c, "The shop's form was changed on the way.");
    const t = purchaseOf(fields.purchaseId);
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return ended(c, t);
    const apiKey = payment.setup(t.market)?.financing?.apiKey;
    if (!apiKey || body.apiKey !== apiKey) return refused(c, "The shop's key is missing or not this shop's.");
    const device = {
      userAgent: c.req.header('User-Agent') ?? '',
      language: c.req.header('Accept-Language') ?? '',
      checkedAt: clock.now().toISOString(),
    };
    payment.saveTransaction({ ...t, financing: { provider: t.financing?.provider ?? 'ratenwerk', device } });
    return c.redirect(planPath(t), 303);
  });

  app.get('/:id', (c) => {
    const t = purchaseOf(c.req.param('id'));
    if (!t) return notFound(c);
    return t.result === 'PENDING' ? plan(c, t) : ended(c, t);
  });

  app.post('/:id', async (c) => {
    const t = purchaseOf(c.req.param('id'));
    if (!t) return notFound(c);
    if (t.result !== 'PENDING') return ended(c, t);
    const { decision } = await c.req.parseBody();
    if (decision === 'complete' && !t.financing?.device) return unchecked(c, t);
    if (decision === 'complete') settle(store, t, { result: 'SUCCESS' }, clock.now());
    else if (decision === 'cancel') settle(store, t, { result: 'ERROR', reason: 'CANCELLED' }, clock.now());
    else return plan(c, t);
    return c.redirect(back(t), 303);
  });

  return app;
}
