/**
 * Issue 26 §2, ADR 34: pages rendered for one visitor stream. With every content-API call held at the
 * fault proxy, the usage page and the cart send their frame and their loading state while their content
 * call is still unanswered (what `curl -N` shows by eye), under a nonce policy without 'unsafe-inline'
 * scripts; let through, the same answer goes on to the page itself. Runs alone, after every other spec
 * (project "alone" in playwright.config.ts): holding stops every content call of the server.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { isPerRequestPage } from '@/lib/platform/security/page-policy';
import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, heldContentCalls, setContentApiFault, test } from './support/fixtures';
import { translator } from './support/i18n';
import { post } from './support/order';

type Streamed = { headers: http.IncomingHttpHeaders; ended: () => boolean; body: () => string; rest: Promise<string> };

/** A GET with the browser's cookies, read as it arrives: resolved once the body holds `until`. */
function streamUntil(url: string, cookie: string, until: string): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'identity' } }, (res) => {
        let body = '';
        let ended = false;
        const rest = new Promise<string>((done) =>
          res.on('end', () => {
            ended = true;
            done(body);
          }),
        );
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const before = body;
          body += chunk;
          if (body.includes(until) && !before.includes(until))
            resolve({ headers: res.headers, ended: () => ended, body: () => body, rest });
        });
        void rest.then(() => reject(new Error(`${url} ended without "${until}": ${body.slice(0, 400)}`)));
      })
      .on('error', reject);
  });
}

test('the usage page and the cart stream their loading state before their content calls answer', async ({ page }) => {
  const site = defaultSiteOf('DE');
  const t = translator(site.locale);
  const julia = demoCustomer('DE', '20000001');
  const mobile = julia.products.find((p) => p.type === 'IMSI')!;
  const usage = pageUrl(site, '/account/usage/[product]', { product: mobile.key });
  const cart = pageUrl(site, '/cart');
  await logIn(page, site, julia.customerNumber);
  // A tariff in the cart: its page asks the content API for the delivery estimate on every view.
  await page.goto(cart);
  await post(page, '/api/cart', { action: 'add', id: 'DE-MOBILE-M', locale: site.locale });
  // Once through normally, so what every page shares (the market's configuration) is in Next's data cache.
  for (const url of [usage, cart]) await page.goto(url);
  const cookie = (await page.context().cookies(usage)).map(({ name, value }) => `${name}=${value}`).join('; ');
  expect(cookie, 'the head script marks a browser that runs scripts').toMatch(/(^|; )js=1/);

  // The loading state as sent: its element with its words (the words alone may also travel with the islands' messages).
  const loadingState = (words: string) => `<div class="page-loading" role="status"><p>${words}</p>`;
  const pages = [
    { url: usage, loading: t('accountArea.loading'), content: t('accountUsage.periodHeading') },
    { url: cart, loading: t('cart.loading'), content: t('cart.monthly') },
  ];
  for (const { url, loading, content } of pages) {
    await setContentApiFault('hold');
    try {
      const answer = await streamUntil(url, cookie, loadingState(loading));
      // The loading state is here, the page's content call is still waiting at the proxy, the answer goes on.
      expect(await heldContentCalls(), url).toBeGreaterThan(0);
      expect(answer.ended(), url).toBe(false);
      expect(answer.body(), url).not.toContain(content);
      // Scripts by nonce and the boot script's hash, never 'unsafe-inline' (styles keep it for React's style attributes, ADR 26).
      expect(String(answer.headers['content-security-policy'])).toMatch(
        /script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}' 'sha256-[A-Za-z0-9+/=]{44}';/,
      );
      await setContentApiFault('pass');
      expect(await answer.rest, url).toContain(content);
    } finally {
      await setContentApiFault('pass');
    }
    // A browser without scripts (no `js` cookie from the head script) gets the page whole: nothing it could not put in place.
    const whole = await streamUntil(url, cookie.replace(/(^|; )js=1/, ''), content);
    expect(await whole.rest, url).not.toContain(loadingState(loading));
  }
});

test('the per-request pages proxy.ts gives a nonce are exactly the pages the build does not prerender', () => {
  const read = (name: string) => JSON.parse(readFileSync(`.next/${name}`, 'utf8')) as Record<string, unknown>;
  const shareable = new Set(Object.keys(read('prerender-manifest.json').dynamicRoutes as Record<string, unknown>));
  const pages = Object.entries(read('app-path-routes-manifest.json') as Record<string, string>)
    .filter(([file, route]) => file.endsWith('/page') && route.startsWith('/[market]/[locale]'))
    .map(([, route]) => route);
  expect(pages.length).toBeGreaterThan(30);
  for (const route of new Set(pages))
    expect(isPerRequestPage(route.replace('/[market]/[locale]', '/at/de-AT')), route).toBe(!shareable.has(route));
});
