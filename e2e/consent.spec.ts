/**
 * Issue 5 §2: the cookie banner and the cookie-settings page. Before consent no analytics tag and no
 * cookie-tracking call exist; accepting statistics loads the tags and sends one tracking hit through
 * /api/cookietracking (stored by the reference API); the choice lives in the `consent` cookie for 12
 * months and can be changed from the footer at any time. The banner never shifts the page.
 */
import type { Page, Request } from '@playwright/test';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';

// test.slow(): first renders (ISR) and axe runs take seconds each on a busy machine.

const AT = CONTENT_SITES[0]!;
const t = translator(AT.locale);
const isTrackingCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/cookietracking/');

/** The reference API's stored cookie-tracking hits of a market (sandbox read). */
async function storedHits(market: string): Promise<{ key: string }[]> {
  const response = await fetch(`${E2E_API_URL}/sandbox/cookietracking`, { headers: { 'X-Market': market } });
  return (await response.json()) as { key: string }[];
}

/** The page's cumulative layout shift so far (Layout Instability API, shifts without input). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );
}

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'consent');
  return cookie && { ...cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> };
}

test('AT: nothing tracks before consent; "accept all" loads the analytics tags and sends one tracking hit', async ({ page }) => {
  test.slow();
  const tracking: string[] = [];
  page.on('request', (request) => {
    if (isTrackingCall(request)) tracking.push(request.url());
  });
  const banner = page.getByRole('region', { name: t('consent.bannerHeading') });

  await page.goto(marketUrl('AT', '/'));
  await expect(banner).toBeVisible();
  // The boot script that hides the banner for those who chose comes before the stylesheet, so the parser
  // never waits in the head for the CSS and paints the banner with the page (door/first-in-head.ts).
  const head = await page.evaluate(() => {
    const children = [...document.head.children];
    return {
      boot: children.findIndex((e) => e.matches('script[data-first-in-head]')),
      styles: children.findIndex((e) => e.matches('link[rel="stylesheet"]')),
    };
  });
  expect(head.boot).toBeGreaterThanOrEqual(0);
  expect(head.boot).toBeLessThan(head.styles);
  await expectNoAxeViolations(page);
  await page.goto(marketUrl('AT', localizedPath(AT.path, '/tariffs')));
  await expect(banner).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.1);
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect(tracking).toEqual([]);

  const hit = page.waitForResponse((response) => isTrackingCall(response.request()));
  await banner.getByRole('button', { name: t('consent.acceptAll') }).click();
  expect((await hit).status()).toBe(204);
  await expect(banner.getByRole('status')).toHaveText(t('consent.saved', { decision: 'all' }));
  await expect(banner.getByRole('status')).toBeFocused();
  await expect(page.locator('script[data-analytics="gtm"]')).toHaveAttribute('src', '/api/analytics/gtm.js?id=GTM-K7Q2XPA');
  await expect(page.locator('script[data-analytics="matomo"]')).toHaveAttribute('src', '/api/analytics/matomo.js?id=1');
  expect(tracking).toHaveLength(1);
  const key = new URL(tracking[0]!).pathname.split('/').pop();
  expect(await storedHits('AT')).toContainEqual(expect.objectContaining({ key }));

  const cookie = await consentCookie(page);
  expect(cookie?.value).toMatchObject({ v: 1, preferences: true, statistics: true, marketing: true });
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
  expect(days).toBeLessThanOrEqual(366);

  await banner.getByRole('button', { name: t('consent.hide') }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('script[data-analytics="matomo"]')).toHaveCount(1);
  await expect(banner).toBeHidden();
  expect(tracking, 'one hit per visit').toHaveLength(1);
});

test('AT: "reject all" keeps every tag away, and the tracking route refuses without consent', async ({ page }) => {
  test.slow();
  const tracking: string[] = [];
  page.on('request', (request) => {
    if (isTrackingCall(request)) tracking.push(request.url());
  });
  const banner = page.getByRole('region', { name: t('consent.bannerHeading') });
  await page.goto(marketUrl('AT', localizedPath(AT.path, '/help')));

  // The banner is keyboard operable and does not trap the focus.
  const first = banner.getByText(t('consent.chooseCategories'));
  await first.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const preferences = banner.getByRole('checkbox', { name: t('consent.categoryName', { category: 'preferences' }) });
  await expect(preferences).toBeFocused();
  await page.keyboard.press('Space');
  await expect(preferences).toBeChecked();
  const focusInBanner = () => banner.evaluate((region) => region.contains(document.activeElement));
  await banner.getByRole('link', { name: t('consent.footerLink') }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await focusInBanner()).toBe(false);
  await banner.getByRole('button', { name: t('consent.save') }).focus();
  await page.keyboard.press('Tab');
  expect(await focusInBanner()).toBe(false);

  await banner.getByRole('button', { name: t('consent.rejectAll') }).focus();
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('status')).toHaveText(t('consent.saved', { decision: 'none' }));
  expect((await consentCookie(page))?.value).toMatchObject({ v: 1, preferences: false, statistics: false, marketing: false });

  await page.reload();
  await expect(banner).toBeHidden();
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect(tracking).toEqual([]);
  const refused = await page.request.post(marketUrl('AT', '/api/cookietracking/0123456789abcdef'), {
    headers: { Origin: new URL(marketUrl('AT')).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'consent_required' });
});

test('CH (fr-CH): the choice is changed from the footer link on the settings page; withdrawing statistics removes the tags', async ({
  page,
}) => {
  test.slow();
  const ch = CONTENT_SITES.find((s) => s.market === 'CH')!;
  const fr = translator(ch.locale);
  await page.goto(marketUrl('CH', localizedPath(ch.path, '/tariffs')));
  await page
    .getByRole('region', { name: fr('consent.bannerHeading') })
    .getByRole('button', { name: fr('consent.acceptAll') })
    .click();
  await expect(page.locator('script[data-analytics]')).toHaveCount(2);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: fr('consent.footerLink') })
    .click();
  await expect(page).toHaveURL(marketUrl('CH', localizedPath(ch.path, '/cookie-settings')));
  await expect(page.getByRole('heading', { level: 1, name: fr('consent.title') })).toBeVisible();
  const statistics = page.getByRole('main').getByRole('checkbox', { name: fr('consent.categoryName', { category: 'statistics' }) });
  await expect(statistics).toBeChecked();
  await statistics.uncheck();
  await page
    .getByRole('main')
    .getByRole('button', { name: fr('consent.save') })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(fr('consent.saved', { decision: 'custom' }));
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect((await consentCookie(page))?.value).toMatchObject({ preferences: true, statistics: false, marketing: true });
  await page.reload();
  await expect(statistics).not.toBeChecked();
  await expect(page.getByRole('main').getByRole('checkbox', { name: fr('consent.categoryName', { category: 'marketing' }) })).toBeChecked();

  // The header's language links lead to the same page in the other language (?hl=, redirected by the proxy).
  await page
    .getByRole('navigation', { name: fr('nav.language') })
    .getByRole('link', { name: fr('nav.languageName', { language: 'de' }) })
    .click();
  await expect(page).toHaveURL(marketUrl('CH', localizedPath({ ...ch.path, locale: 'de-CH' }, '/cookie-settings')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(
    page.getByRole('main').getByRole('checkbox', { name: translator('de-CH')('consent.categoryName', { category: 'statistics' }) }),
  ).not.toBeChecked();
});

for (const site of CONTENT_SITES) {
  test(`${site.market} (${site.locale}): the cookie-settings page lists the four categories and links the cookie table`, async ({
    page,
  }) => {
    test.slow();
    const tr = translator(site.locale);
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/cookie-settings')));
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1, name: tr('consent.title') })).toBeVisible();
    // Not twice: the banner stays away from the page that does its job.
    await expect(page.getByRole('region', { name: tr('consent.bannerHeading') })).toHaveCount(0);
    const main = page.getByRole('main');
    for (const category of ['necessary', 'preferences', 'statistics', 'marketing'] as const) {
      await expect(main.getByRole('checkbox', { name: tr('consent.categoryName', { category }) })).toBeVisible();
    }
    await expect(main.getByRole('checkbox', { name: tr('consent.categoryName', { category: 'necessary' }) })).toBeDisabled();
    await expect(main.locator(`a[href="${localizedPath(site.path, '/privacy')}#cookies"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
