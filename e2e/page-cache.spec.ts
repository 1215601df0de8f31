import { defaultSiteOf, demoCustomer } from './support/account';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { SCRIPTED_COOKIE } from '@/lib/platform/site/head-script';

/**
 * Issue 17 §1: a public page is answered from the door's page cache whatever the visitor carries, and
 * nothing one visitor did (consent, cart, login) reaches another through it: personal state is read in
 * the browser, on top of the same cached HTML.
 */
const site = defaultSiteOf('AT');
const t = translator(site.locale);
const overview = marketUrl('AT', localizedPath(site.path, '/tariffs'));
const cartLink = (count: number) => ({ name: `${t('nav.cart')} ${t('nav.cartItems', { count })}`, exact: true });

test('AT: two visitors share the cached overview and keep their own cart, consent and login', async ({ page, browser }) => {
  await page.goto(overview);
  await page
    .getByRole('region', { name: t('consent.bannerHeading') })
    .getByRole('button', { name: t('consent.acceptAll') })
    .click();
  const customer = demoCustomer('AT', '10000002');
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([url, json]) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json })).status,
      [path, JSON.stringify(body)] as const,
    );
  expect(await post('/api/cart', { action: 'add', id: 'AT-MOBILE-M', locale: site.locale })).toBe(200);
  expect(await post('/api/auth/login', { identifier: customer.customerNumber, password: customer.secret, locale: site.locale })).toBe(200);

  // The door keeps a page for seconds only, so the copy is asked for over the visitor's own cookies
  // without the browser's HTTP cache (a browser revalidates, and the door's 304 leaves the header it
  // reports to the cached copy's); the next ask follows at once. The spec runs in the "alone" project, so
  // no other spec's renders hold the server past those seconds (tried again all the same).
  const visit = async (visitor: typeof page) => {
    const answer = await visitor.request.get(overview);
    return { door: answer.headers()['x-door-cache'], html: await answer.text() };
  };
  await expect(async () => expect((await visit(page)).door).toBe('hit')).toPass({ timeout: 60_000 });
  await page.goto(overview);
  await expect(page.getByRole('link', cartLink(1))).toBeVisible();
  await expect(page.getByRole('region', { name: t('consent.bannerHeading') })).toHaveCount(0);

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    let html = '';
    await expect(async () => {
      const answer = await visit(stranger);
      expect(answer.door).toBe('hit');
      html = answer.html;
    }).toPass({ timeout: 60_000 });
    await stranger.goto(overview);
    expect(html).not.toContain(customer.customerNumber);
    // Nor a count: the served badge is empty (a plain cart link without JavaScript), the browser fills it.
    expect(html).toMatch(/class="cart-link__badge"><\/span>/);
    await expect(stranger.getByRole('link', cartLink(0))).toBeVisible();
    await expect(stranger.getByRole('region', { name: t('consent.bannerHeading') })).toBeVisible();
    // None of the first visitor's cookies: only the mark its own head script set (lib/platform/site/head-script.ts).
    expect(await stranger.evaluate(() => document.cookie)).toBe(`${SCRIPTED_COOKIE}=1`);
    await expectNoAxeViolations(stranger);
  } finally {
    await other.close();
  }
});
