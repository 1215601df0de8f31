/**
 * No card number is ever stored or echoed: every test card goes through the hosted field (form and
 * JSON), a payment and its 3-D Secure page; then neither any answer nor any row of any table of the
 * database file holds a card number, and a card token keeps no security code.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SEEDS } from '../seed';
import { createApp } from '../src/app';
import { sandboxClock } from '../src/clock';
import { TEST_CARDS } from '../src/sandbox/payment/test-cards';
import { openStore } from '../src/store';
import { paymentProviderToken } from '@storefront/wire';
import { RETURN_URL } from './support/payment';

const dir = mkdtempSync(join(tmpdir(), 'card-data-'));
const file = join(dir, 'api.sqlite');
const store = openStore(file);
store.seed(SEEDS);
const app = createApp({ store, clock: sandboxClock('2026-11-23T10:00:00Z') });
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const answers: string[] = [];
async function send(method: string, path: string, body?: { json?: unknown; form?: Record<string, string> }) {
  const headers: Record<string, string> = { 'X-Market': 'AT' };
  let payload: string | undefined;
  if (body?.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body?.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  }
  const response = await app.request(path, { method, headers, body: payload });
  answers.push(`${response.headers.get('Location') ?? ''}\n${await response.clone().text()}`);
  return response;
}

const clientToken = async () => paymentProviderToken.parse(await (await send('GET', '/payment/creditcard/getToken')).json()).token;

/** A card number anywhere: its digits in a row, or grouped in fours. */
const traces = (number: string) => [number, number.replace(/(\d{4})(?=\d)/g, '$1 '), number.replace(/(\d{4})(?=\d)/g, '$1-')];

it('keeps no card number in any answer or any table', async () => {
  let order = 0;
  for (const card of TEST_CARDS) {
    const cvv = card.brand === 'AMEX' ? '7373' : '737';
    // The browser, through the hosted page and through the field's JSON call.
    const viaPage = await send('POST', '/sandbox/payment/hosted/card', {
      form: {
        clientToken: await clientToken(),
        returnUrl: RETURN_URL,
        number: traces(card.number)[1]!,
        expiry: '12/29',
        cvv,
        holder: 'Anna Berger',
      },
    });
    expect(viaPage.status).toBe(303);
    const viaJson = await send('POST', '/sandbox/payment/hosted/tokens', {
      json: { clientToken: await clientToken(), number: card.number, expiry: '12/29', cvv, holder: 'Anna Berger' },
    });
    expect(viaJson.status).toBe(201);
    // A form with an error is shown again, without the number.
    expect(
      (
        await send('POST', '/sandbox/payment/hosted/card', {
          form: { clientToken: await clientToken(), returnUrl: RETURN_URL, number: card.number, expiry: '13/29', cvv, holder: 'A' },
        })
      ).status,
    ).toBe(400);

    const { cardToken } = (await viaJson.json()) as { cardToken: string };
    const paid = await send('POST', `/payment/billingcontracts/BC-DATA-${++order}/order/creditcard/`, {
      json: { cardToken, returnUrl: RETURN_URL },
    });
    const { transactionId, redirectUrl } = (await paid.json()) as { transactionId: string; redirectUrl?: string };
    if (redirectUrl) await send('GET', new URL(redirectUrl).pathname);
    await send('GET', `/payment/continue/creditcard/${transactionId}`);
    await send('GET', `/payment/status/${transactionId}`);
  }

  const db = new DatabaseSync(file, { readOnly: true });
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
  const rows = tables.flatMap((table) => (db.prepare(`SELECT * FROM "${table}"`).all() as object[]).map((row) => JSON.stringify(row)));
  const cardTokens = db.prepare("SELECT body FROM payment_tokens WHERE kind = 'card'").all() as { body: string }[];
  db.close();

  expect(tables).toEqual(expect.arrayContaining(['payment_tokens', 'payment_transactions', 'payment_contracts']));
  expect(cardTokens.length).toBe(TEST_CARDS.length * 2);
  const kept = ['brand', 'last4', 'expiryMonth', 'expiryYear', 'holder', 'scenario', 'usedAt'];
  for (const { body } of cardTokens) expect(Object.keys(JSON.parse(body)).filter((key) => !kept.includes(key))).toEqual([]);
  for (const card of TEST_CARDS) {
    for (const trace of traces(card.number)) {
      expect(rows.filter((row) => row.includes(trace))).toEqual([]);
      expect(answers.filter((answer) => answer.includes(trace))).toEqual([]);
    }
  }
});
