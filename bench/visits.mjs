/**
 * The two visits the bench measures, in Lighthouse and in Playwright alike:
 * - first: a new browser profile (no cookies, empty HTTP cache), so the cookie banner shows;
 * - returning: the `consent` cookie the storefront set when "accept all" was chosen, and an HTTP cache
 *   warmed by one earlier visit of the same page in the same browser profile (its immutable
 *   /_next/static chunks, CSS and icon are then served from the cache, the HTML is asked for again
 *   as its Cache-Control says). The warm-up visit is not measured and not throttled.
 */
import { visitor } from './visitor.mjs';

export const VISITS = ['first', 'returning'];

/** The cookies a returning visitor of `pageUrl` sends: the consent cookie our own route handler sets. */
export async function returningCookies(pageUrl) {
  const { origin } = new URL(pageUrl);
  const returning = visitor(origin);
  await returning.call('POST', '/api/consent', { decision: 'all' });
  return returning
    .cookieHeader()
    .split('; ')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    });
}

/**
 * Makes a Playwright browser context a returning visitor of `pageUrl`: sets its cookies and visits
 * the page once (in a page that is closed again), which fills the context's HTTP cache.
 */
export async function becomeReturningVisitor(context, pageUrl, cookies) {
  await context.addCookies(cookies);
  const page = await context.newPage();
  try {
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
  } finally {
    await page.close();
  }
}
