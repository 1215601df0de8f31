/**
 * The checkout in the bench (issue 14): a visitor's cart and checkout are driven over HTTP through
 * our own route handlers (cookies kept as a browser keeps them), then
 * - the first-load JavaScript of the cart and of every checkout step page is measured with the
 *   visitor's cookies (target ≤ 250 kB gzip), and
 * - the time from the order click (POST /api/checkout/order) to the rendered thank-you page (its
 *   HTML received) is taken `runs` times, each with a new cart; the median counts (target ≤ 1 s).
 * The AT eSIM with a new number paid by SEPA: no provider page in between, so the time is the shop's
 * and the content API's own.
 */
import { ANNA } from '../tests/support/anna.ts';
import { measureFirstLoadJs } from './first-load-js.mjs';
import { median } from './median-of.mjs';
import { visitor } from './visitor.mjs';

const MARKET_HOST = (webPort) => `http://at.localhost:${webPort}`;

/** The tests' Anna Huber of Vienna, who passes every AT rule of the personal step. */
const PERSON = { ...ANNA, locale: 'de-AT' };

/** A cart with an eSIM tariff and every step up to the summary done; answers the visitor. */
async function readyForOrder(origin) {
  const v = visitor(origin);
  await v.call('POST', '/api/cart', { action: 'add', id: 'AT-MOBILE-M', locale: 'de-AT' });
  await v.call('POST', '/api/cart', { action: 'configure', id: 'AT-MOBILE-M', simType: 'ESIM', locale: 'de-AT' });
  await v.call('POST', '/api/checkout/personal', PERSON);
  const challenge = await v.call('GET', '/api/checkout/numbers?locale=de-AT');
  const [a, b] = challenge.question.match(/\d+/g).map(Number);
  const { reservations } = await v.call('POST', '/api/checkout/numbers', {
    challengeId: challenge.challengeId,
    answer: String(a + b),
    locale: 'de-AT',
  });
  const [reserved] = reservations;
  await v.call('POST', '/api/checkout/number', {
    simCards: [
      {
        source: 'NEW',
        numberingPlanAssignmentId: reserved.numberingPlanAssignmentId,
        phoneNumber: reserved.numbers[0],
        expiresAt: reserved.expiresAt,
      },
    ],
    locale: 'de-AT',
  });
  await v.call('POST', '/api/checkout/payment', {
    method: 'SEPA',
    accountHolder: 'Anna Huber',
    iban: 'AT611904300234573201',
    mandateAccepted: true,
    locale: 'de-AT',
  });
  return v;
}

/** Returns { pages: [{ name, path, firstLoadJsKb }], orderToThankYouMs: { median, runs } }. */
export async function measureCheckout({ webPort, runs }) {
  const origin = MARKET_HOST(webPort);
  const first = await readyForOrder(origin);
  const steps = [
    ['AT cart', '/warenkorb'],
    ['AT checkout: personal details', '/kasse/persoenliche-daten'],
    ['AT checkout: number', '/kasse/rufnummer'],
    ['AT checkout: payment', '/kasse/zahlung'],
    ['AT checkout: summary', '/kasse/uebersicht'],
  ];
  const pages = [];
  for (const [name, path] of steps) {
    const { gzipBytes } = await measureFirstLoadJs(`${origin}${path}`, { headers: { Cookie: first.cookieHeader() } });
    pages.push({ name, path, firstLoadJsKb: Math.round(gzipBytes / 100) / 10 });
  }
  const times = [];
  for (let run = 0; run < runs; run++) {
    const v = run === 0 ? first : await readyForOrder(origin);
    const started = performance.now();
    const { next } = await v.call('POST', '/api/checkout/order', { termsAccepted: true, noticeConfirmed: true, locale: 'de-AT' });
    const page = await v.call('GET', next);
    if (typeof page !== 'string' || !page.includes('<h1')) throw new Error(`the thank-you page ${next} did not render`);
    times.push(Math.round(performance.now() - started));
  }
  const thankYou = await measureFirstLoadJs(`${origin}/kasse/danke`, { headers: { Cookie: first.cookieHeader() } });
  pages.push({ name: 'AT checkout: thank-you', path: '/kasse/danke', firstLoadJsKb: Math.round(thankYou.gzipBytes / 100) / 10 });
  return { pages, orderToThankYouMs: { median: median(times), runs: times } };
}
