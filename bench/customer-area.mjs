/**
 * The customer area in the bench (issue 15): a demo customer logs in through our own route handler
 * (cookies kept as a browser keeps them), then
 * - the first-load JavaScript of every customer-area screen is measured with the customer's session
 *   (target ≤ 250 kB gzip), and
 * - the server time of the usage page (request sent → whole HTML received, the content API's usage
 *   read included) is taken `runs` times after a warm-up; the median counts.
 * AT in German: a contract customer with a mobile line and fibre, and the prepaid customer for the
 * top-up screen (demo customers in the README).
 */
import { measureFirstLoadJs } from './first-load-js.mjs';
import { median } from './median-of.mjs';
import { visitor } from './visitor.mjs';

const PASSWORD = 'Demo-Passwort-2026';
const MOBILE = 'P-10000001-1';
const PREPAID = 'P-10000003-1';

const SCREENS = [
  ['start page', '/mein-konto'],
  ['usage', `/mein-konto/verbrauch/${MOBILE}`],
  ['invoices', '/mein-konto/rechnungen'],
  ['itemised bill', `/mein-konto/rechnungen/${MOBILE}/einzelverbindungen`],
  ['tariff', `/mein-konto/tarif/${MOBILE}`],
  ['spending caps', `/mein-konto/kostenlimits/${MOBILE}`],
  ['voicemail', `/mein-konto/mobilbox/${MOBILE}`],
  ['SIM and eSIM', `/mein-konto/sim/${MOBILE}`],
  ['payment', '/mein-konto/zahlung'],
  ['personal details', '/mein-konto/persoenliche-daten'],
  ['cancel contract', `/mein-konto/kuendigen/${MOBILE}`],
];

async function loggedIn(origin, customerNumber) {
  const v = visitor(origin);
  await v.call('POST', '/api/auth/login', { identifier: customerNumber, password: PASSWORD, locale: 'de-AT' });
  return v;
}

const kB = (bytes) => Math.round(bytes / 100) / 10;

/** Returns { pages: [{ name, path, firstLoadJsKb }], usageServerMs: { median, runs } }. */
export async function measureCustomerArea({ webPort, runs }) {
  const origin = `http://at.localhost:${webPort}`;
  const contract = await loggedIn(origin, '10000001');
  const prepaid = await loggedIn(origin, '10000003');
  const pages = [];
  const measure = async (v, name, path) => {
    const { gzipBytes } = await measureFirstLoadJs(`${origin}${path}`, { headers: { Cookie: v.cookieHeader() } });
    pages.push({ name: `AT account: ${name}`, path, firstLoadJsKb: kB(gzipBytes) });
  };
  for (const [name, path] of SCREENS) await measure(contract, name, path);
  await measure(prepaid, 'top up', `/mein-konto/aufladen/${PREPAID}`);

  const usage = SCREENS[1][1];
  await contract.call('GET', usage);
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const page = await contract.call('GET', usage);
    if (typeof page !== 'string' || !page.includes('<h1')) throw new Error(`the usage page ${usage} did not render`);
    times.push(Math.round(performance.now() - started));
  }
  return { pages, usageServerMs: { median: median(times), runs: times } };
}
