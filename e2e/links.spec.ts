import { LinkChecker, LinkState } from 'linkinator';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import { expect, marketUrl, test } from './support/fixtures';

/**
 * Issue 25 §0.3: no broken internal link. linkinator (the field's link checker) reads every page of
 * every market's sitemap and checks each link, image, stylesheet and script on it that stays on our
 * hosts, fragments included; other sites are left alone (no network here, and not ours to test).
 * Pages are read a few at a time with patience: this also renders every sitemap page once.
 */
const OURS = /^https?:\/\/([a-z]+\.)?localhost(:\d+)?\//;
/**
 * The camp shop in English is left unread: e2e/outage.spec.ts needs one catalogue nobody has rendered
 * (what a page with nothing cached answers while the content API is down). Its links are built by the
 * same code as camp's German pages and every other market's, which are all checked.
 */
const campEnglish = marketUrl('CAMP', localizedPath({ locale: 'en-GB', defaultLocale: 'de-AT' }, '/'));
const leftForOutage = (url: string) => url === campEnglish || (url.startsWith(campEnglish) && /^[/?#]/.test(url.slice(campEnglish.length)));

async function sitemapPages(market: MarketCode): Promise<string[]> {
  const response = await fetch(marketUrl(market, '/sitemap.xml'));
  expect(response.status, `sitemap of ${market}`).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

test('every internal link of every sitemap page leads somewhere', async () => {
  test.setTimeout(30 * 60_000); // a safety net for a slow machine, not an expectation
  const pages = (await Promise.all((Object.keys(MARKETS) as MarketCode[]).map(sitemapPages))).flat().filter((url) => !leftForOutage(url));
  expect(pages.length).toBeGreaterThan(100);

  const { links } = await new LinkChecker().check({
    path: pages,
    recurse: false,
    concurrency: 2, // beside three workers of journeys on two cores
    timeout: 120_000,
    retryErrors: true,
    retryErrorsCount: 3,
    checkFragments: true,
    linksToSkip: async (link) => !OURS.test(link) || leftForOutage(link),
  });
  const checked = links.filter((link) => link.state !== LinkState.SKIPPED);
  expect(checked.length).toBeGreaterThan(pages.length);
  const broken = links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status ?? '-'} ${link.url}  (on ${link.parent ?? 'the sitemap'})`);
  expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
});
