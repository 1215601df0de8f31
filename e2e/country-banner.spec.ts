/**
 * Issue 5 §1: the country redirect banner. The edge tells the visitor's country in X-Client-Country;
 * a visitor from Italy on the Austrian shop is offered the Italian shop, can dismiss the offer, and it
 * stays dismissed; without the header there is no banner.
 */
import { countryByIp } from '@/lib/platform/content-api/schemas';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';

// test.slow(): first renders (ISR) and axe runs take seconds each on a busy machine.

const AT = CONTENT_SITES[0]!;
const t = translator(AT.locale);

/** What the reference API offers an Italian visitor of the Austrian shop, in the page's language. */
async function italianOffer() {
  const response = await fetch(`${E2E_API_URL}/config/countries/byip`, {
    headers: { 'X-Market': 'AT', 'Accept-Language': AT.locale, 'X-Client-Country': 'IT' },
  });
  return countryByIp.parse(await response.json());
}

test.describe('a visitor from Italy', () => {
  test.use({ extraHTTPHeaders: { 'X-Client-Country': 'IT' } });

  test('AT: is offered the Italian shop; dismissed, the offer stays away after a reload', async ({ page }) => {
    test.slow();
    const offer = await italianOffer();
    await page.goto(marketUrl('AT', '/'));
    const banner = page.getByRole('region', { name: offer.redirectHeader });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(offer.redirectText);
    const country = new Intl.DisplayNames([AT.locale], { type: 'region' }).of('IT')!;
    await expect(banner.getByRole('link', { name: t('country.go', { country }) })).toHaveAttribute('href', marketUrl('IT', '/'));
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: t('country.dismiss') }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();

    const asked = page.waitForResponse((response) => response.url().includes('/api/country'));
    await page.reload();
    expect(await (await asked).json()).toMatchObject({ offer: { market: 'IT' } });
    await expect(page.getByRole('region', { name: offer.redirectHeader })).toHaveCount(0);
  });
});

test('AT: without a country header there is no offer and no banner', async ({ page }) => {
  test.slow();
  const offer = await italianOffer();
  const asked = page.waitForResponse((response) => response.url().includes('/api/country'));
  await page.goto(marketUrl('AT', '/'));
  expect(await (await asked).json()).toEqual({ offer: null });
  await expect(page.getByRole('region', { name: offer.redirectHeader })).toHaveCount(0);
});

test('IT: a visitor from Italy on the Italian shop is not offered anything', async ({ request }) => {
  test.slow();
  const answer = await request.get(marketUrl('IT', '/api/country?locale=it-IT'), { headers: { 'X-Client-Country': 'IT' } });
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect(await answer.json()).toEqual({ offer: null });
});
