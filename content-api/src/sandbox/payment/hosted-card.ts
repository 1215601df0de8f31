/**
 * The sandbox provider's hosted card field: the only place a card number is typed. The shop starts
 * it with a client token (GET /payment/creditcard/getToken); the provider keeps brand, last four
 * digits and expiry under a card token and sends the browser back with that token alone. The number
 * and CVV are never stored, logged or shown again, not even on a page with errors.
 *
 * GET  /sandbox/payment/hosted/card?clientToken=…&returnUrl=…  the page
 * POST /sandbox/payment/hosted/card                           its form → 303 to returnUrl?cardToken=…&brand=…&last4=…
 * POST /sandbox/payment/hosted/tokens                         the same as JSON, as the field's script would call it
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { dayOf, type Clock } from '../../clock';
import { apiError } from '../../context';
import type { Store } from '../../store';
import type { MarketCode } from '@storefront/markets/markets';
import { backTo, errorSummary, page, textField } from './page';
import { checkCard, type CardProblem, type CardInput } from './test-cards';
import { jsonBody } from '../../json-body';

const PROVIDER = 'Sandbox Pay';

const MESSAGES: Record<string, Partial<Record<CardProblem, string>>> = {
  number: {
    required: 'Enter the card number.',
    invalid_format: 'Enter the 12 to 19 digits of the card number.',
    invalid_checksum: 'This card number is not valid: check the digits.',
    not_a_test_card: 'The sandbox takes only its test cards (see the README, "Sandbox payment").',
  },
  expiry: { required: 'Enter the expiry date.', invalid_format: 'Enter the expiry date as MM/YY.', expired: 'This card has expired.' },
  cvv: { required: 'Enter the security code.', invalid_format: 'Enter the 3-digit security code (4 digits for American Express).' },
  holder: { required: 'Enter the name on the card.', invalid_format: 'The name can have at most 70 characters.' },
};

const returnUrl = z.url({ protocol: /^https?$/ });
const text = z.string().max(200).catch('');
const cardForm = z.object({ number: text, expiry: text, cvv: text, holder: text });
const tokenBody = cardForm.extend({ clientToken: z.string().min(1) });

type Tokenised = { cardToken: string; brand: string; last4: string; expiryMonth: number; expiryYear: number };

export function hostedCardRoutes({ payment }: Pick<Store, 'payment'>, clock: Clock) {
  const app = new Hono();

  /** The market of a live client token, or undefined for an unknown or expired one. */
  const sessionOf = (clientToken: string): MarketCode | undefined => {
    const found = payment.token('client', clientToken);
    return found && Date.parse(found.body.expiresAt) > clock.now().getTime() ? found.market : undefined;
  };

  const tokenise = (
    market: MarketCode,
    input: CardInput,
  ): { ok: true; value: Tokenised } | { ok: false; problems: Record<string, CardProblem> } => {
    const now = clock.now();
    const checked = checkCard(input, dayOf(now));
    if (!checked.ok) return checked;
    const { card, expiryMonth, expiryYear, holder } = checked.value;
    const last4 = card.number.slice(-4);
    const cardToken = payment.issueToken(
      'card',
      market,
      { brand: card.brand, last4, expiryMonth, expiryYear, holder, scenario: card.scenario },
      now,
    );
    return { ok: true, value: { cardToken, brand: card.brand, last4, expiryMonth, expiryYear } };
  };

  const form = (
    c: Parameters<typeof page>[0],
    state: { clientToken: string; returnUrl: string; problems?: Record<string, CardProblem>; expiry?: string; holder?: string },
  ) => {
    const problems = state.problems ?? {};
    const message = (field: string) => (problems[field] ? MESSAGES[field]?.[problems[field]] : undefined);
    const errors = Object.keys(problems).map((field) => ({ field, message: message(field) ?? 'Check this entry.' }));
    return page(c, {
      title: 'Pay by card',
      provider: PROVIDER,
      status: errors.length > 0 ? 400 : 200,
      body: html`${errorSummary(errors)}
<form method="post" action="/sandbox/payment/hosted/card" novalidate>
<input type="hidden" name="clientToken" value="${state.clientToken}">
<input type="hidden" name="returnUrl" value="${state.returnUrl}">
${textField({ name: 'number', label: 'Card number', hint: 'The 12 to 19 digits on the front of your card.', error: message('number'), autocomplete: 'cc-number', inputmode: 'numeric' })}
${textField({ name: 'expiry', label: 'Expiry date (MM/YY)', error: message('expiry'), value: state.expiry, autocomplete: 'cc-exp', inputmode: 'numeric' })}
${textField({ name: 'cvv', label: 'Security code (CVV)', hint: '3 digits on the back, 4 on the front for American Express.', error: message('cvv'), autocomplete: 'cc-csc', inputmode: 'numeric', type: 'password' })}
${textField({ name: 'holder', label: 'Name on the card', error: message('holder'), value: state.holder, autocomplete: 'cc-name' })}
<div class="actions"><button class="primary" type="submit">Continue</button></div>
</form>
<p class="hint">Your card details go to ${PROVIDER} only; the shop receives a token.</p>`,
    });
  };

  const expiredSession = (c: Parameters<typeof page>[0]) =>
    page(c, {
      title: 'Payment session expired',
      provider: PROVIDER,
      status: 401,
      body: html`<p>This payment session is unknown or has expired. Go back to the shop and choose card payment again.</p>`,
    });

  app.get('/card', (c) => {
    const clientToken = c.req.query('clientToken') ?? '';
    const back = returnUrl.safeParse(c.req.query('returnUrl'));
    if (!back.success)
      return page(c, { title: 'Cannot start', provider: PROVIDER, status: 400, body: html`<p>The shop sent no valid return address.</p>` });
    if (!sessionOf(clientToken)) return expiredSession(c);
    return form(c, { clientToken, returnUrl: back.data });
  });

  app.post('/card', async (c) => {
    const body = await c.req.parseBody();
    const clientToken = typeof body.clientToken === 'string' ? body.clientToken : '';
    const back = returnUrl.safeParse(body.returnUrl);
    const market = sessionOf(clientToken);
    if (!back.success)
      return page(c, { title: 'Cannot start', provider: PROVIDER, status: 400, body: html`<p>The shop sent no valid return address.</p>` });
    if (!market) return expiredSession(c);
    const input = cardForm.parse(body);
    const result = tokenise(market, input);
    // The number and the CVV are never put back into the form.
    if (!result.ok)
      return form(c, { clientToken, returnUrl: back.data, problems: result.problems, expiry: input.expiry, holder: input.holder });
    const { cardToken, brand, last4 } = result.value;
    return c.redirect(backTo(back.data, { cardToken, brand, last4 }), 303);
  });

  app.post(
    '/tokens',
    jsonBody(tokenBody, (c) => apiError(c, 400, 'invalid_request', 'Send clientToken, number, expiry, cvv and holder.')),
    async (c) => {
      const body = c.req.valid('json');
      const market = sessionOf(body.clientToken);
      if (!market) return apiError(c, 401, 'invalid_client_token', 'The client token is unknown or has expired.');
      const result = tokenise(market, body);
      if (!result.ok) {
        const fields = Object.entries(result.problems).map(([field, code]) => ({ field, code }));
        return c.json({ error: 'invalid_card', message: 'The card was not accepted.', fields }, 400);
      }
      return c.json(result.value, 201);
    },
  );

  return app;
}
