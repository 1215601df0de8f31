import type { APIRequestContext } from '@playwright/test';
import { isHiddenTariff } from '@/lib/domain/special-deals';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import { jsonLdScripts } from '@/tests/support/schema-org/check';
import { liveTariffs } from './support/catalogue';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { labelWithContext, translator } from './support/i18n';
import { SITES } from './support/sites';

/** The HTML a page answers with, as a crawler or "view source" gets it (cookies of `request` only). */
async function htmlOf(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Whatever would give a hidden tariff away: its name, its id, its page's path. */
function expectNoTrace(html: string, tariff: Tariff, detailPath: string) {
  expect(html).not.toContain(tariff.tariffName);
  expect(html).not.toContain(tariff.tariffModelSalesId);
  expect(html).not.toContain(detailPath);
}

/**
 * SPEC §3 (Hidden) and §9 (the session list), ADR 16: a hidden tariff is in no public HTML, only in
 * its own (noindex) page reached by its link; from then on, this visitor's overview lists it for the
 * rest of the browser session, rendered by the server. Another visitor still gets no trace of it.
 */
for (const site of SITES) {
  test(`${site.market} (${site.locale}): a hidden tariff is in no public HTML, then listed in the overview of the visitor who opened its link`, async ({
    page,
    request,
    browser,
  }) => {
    test.slow(); // several full page loads and two axe scans
    const t = translator(site.locale);
    const url = (route: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
      marketUrl(site.market, localizedPath(site.path, route, params));
    const tariffs = await liveTariffs(site.market, site.locale);
    const hidden = tariffs.find(isHiddenTariff)!;
    expect(hidden, 'the seed has a hidden tariff in this market').toBeDefined();
    const detailPath = localizedPath(site.path, '/tariffs/[slug]', { slug: hidden.tariffDetailLink });
    const overview = url('/tariffs');
    const publicCount = tariffs.filter((tariff) => !isHiddenTariff(tariff)).length;

    // Before its link: neither the overview nor the home page carries it, in the HTML or the page.
    expectNoTrace(await htmlOf(request, overview), hidden, detailPath);
    expectNoTrace(await htmlOf(request, url('/')), hidden, detailPath);
    await page.goto(overview);
    expectNoTrace(await page.content(), hidden, detailPath);
    const cards = page.locator('.card-grid > li');
    await expect(cards).toHaveCount(publicCount);
    await expect(page.locator('#results-heading')).toHaveText(t('overview.results', { count: publicCount }));

    // Its own link: the page shows it, is kept out of search engines, and puts it on the session list.
    const remembered = page.waitForResponse((r) => r.url().endsWith('/api/hidden-tariffs') && r.request().method() === 'POST');
    await page.goto(marketUrl(site.market, detailPath));
    await expect(page.getByRole('heading', { level: 1, name: hidden.tariffName })).toBeVisible();
    await expect(page.getByText(t('deals.hiddenNotice'))).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
    expect((await remembered).status()).toBe(200);
    await expectNoAxeViolations(page);
    // No structured data names it, not even its own page's (only the site's Organization is there).
    const ownData = jsonLdScripts(await htmlOf(page.request, marketUrl(site.market, detailPath))).map(
      (text) => JSON.parse(text) as { '@type': string },
    );
    expect(ownData.map((d) => d['@type'])).toEqual(['Organization']);

    // The list is a session cookie no script can read.
    const cookie = (await page.context().cookies()).find((c) => c.name === SHOWN_HIDDEN_COOKIE);
    expect(cookie).toMatchObject({ value: hidden.tariffModelSalesId, httpOnly: true, secure: true, sameSite: 'Lax', expires: -1 });
    expect(await page.evaluate(() => document.cookie)).not.toContain(SHOWN_HIDDEN_COOKIE);

    // Back in the overview: rendered with it by the server, counted with the rest; its ItemList for search engines still without it.
    const shownOverview = await htmlOf(page.request, overview);
    expect(shownOverview).toContain(hidden.tariffName);
    const list = jsonLdScripts(shownOverview).map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] });
    expect(list.find((d) => d['@type'] === 'ItemList')?.itemListElement).toHaveLength(publicCount);
    expect(JSON.stringify(list)).not.toContain(hidden.tariffName);
    await page
      .getByRole('link', { name: t('tariff.back') })
      .first()
      .click();
    await expect(
      page.getByRole('link', {
        name: labelWithContext(t('tariff.details'), t('tariff.detailsSuffix', { name: hidden.tariffName })),
        exact: true,
      }),
    ).toBeVisible();
    await expect(cards).toHaveCount(publicCount + 1);
    await expect(page.locator('#results-heading')).toHaveText(t('overview.results', { count: publicCount + 1 }));
    await expectNoAxeViolations(page);

    // Everyone else still gets no trace of it: a crawler, and another browser.
    expectNoTrace(await htmlOf(request, overview), hidden, detailPath);
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(overview);
    expectNoTrace(await stranger.content(), hidden, detailPath);
    await other.close();
  });
}
