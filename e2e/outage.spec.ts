/**
 * Issue #3 §5: while the content API is down, catalogue pages that were rendered before keep being
 * served; a page with nothing cached answers 503 with the translated try-again-later page, never a
 * stack trace. Runs alone, after every other spec (project "alone" in playwright.config.ts).
 */
import { localizedPath } from '@/lib/platform/i18n/paths';
import { liveTariffs } from './support/catalogue';
import { expect, marketUrl, setContentApiFault, test } from './support/fixtures';
import { translator } from './support/i18n';

// The browser logs the 503 and React the server-render error (#441) that the error page then shows.
// One pattern: Playwright reads a two-element array whose second element is an object as [value, options].
test.use({ allowedConsoleErrors: [/status of 503|Minified React error #441/] });

const AT = { locale: 'de-AT', defaultLocale: 'de-AT' } as const;

test('catalogue pages keep serving from cache while the content API is down; uncached ones answer 503', async ({ page, request }) => {
  const [known] = await liveTariffs('CAMP', 'de-AT');
  const overview = marketUrl('CAMP', localizedPath(AT, '/tariffs'));
  const detail = marketUrl('CAMP', localizedPath(AT, '/tariffs/[slug]', { slug: known!.tariffDetailLink }));
  for (const url of [overview, detail]) expect((await request.get(url)).status()).toBe(200);

  await setContentApiFault('down');
  try {
    for (const url of [overview, detail]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text()).toContain(known!.tariffName);
    }

    // Nothing of the camp shop in English was ever read (no other spec visits it; the link check leaves it out): no cache to fall back on.
    const t = translator('en-GB');
    const never = marketUrl('CAMP', localizedPath({ locale: 'en-GB', defaultLocale: 'de-AT' }, '/tariffs'));
    const response = await page.goto(never);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('60');
    await expect(page.getByRole('heading', { level: 1, name: t('errors.unavailableHeading') })).toBeVisible();
    await expect(page.getByText(t('errors.unavailableText'))).toBeVisible();
    expect(await page.content()).not.toMatch(/at .*\.js:\d+|node_modules/);
  } finally {
    await setContentApiFault('pass');
  }
});
