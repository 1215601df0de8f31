import type { Locator, Page } from '@playwright/test';
import { localizedPath, type PathContext } from '@/lib/platform/i18n/paths';
import type { RouteParams } from '@/lib/platform/i18n/pathnames';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import { seedOf } from './catalogue';
import { expect, marketUrl } from './fixtures';
import { escapeRegExp, translator } from './i18n';
import type { E2ESite } from './sites';

/** A market in its default locale (the customer area's journeys run one market each). */
export function defaultSiteOf(market: MarketCode): E2ESite {
  const locale = MARKETS[market].locales[0]!;
  return { market, locale, path: { locale, defaultLocale: locale } };
}

/** A demo customer of the seed (its password is `secret`). */
export const demoCustomer = (market: MarketCode, customerNumber: string) =>
  seedOf(market).customers.find((c) => c.customerNumber === customerNumber)!;

/** The full URL of a page of a site: `pageUrl(site, '/account/usage/[product]', { product: key })`. */
export const pageUrl = (site: E2ESite, route: Parameters<typeof localizedPath>[1], params?: RouteParams, query?: string) =>
  marketUrl(site.market, localizedPath(site.path satisfies PathContext, route, params, query));

/**
 * Logs a demo customer in with the password form and waits for the customer area's start page.
 * Journeys that change a customer's data each use their own demo customer: the account spec revokes
 * AT 10000001's tokens mid-session, and parallel journeys must not see each other's changes.
 */
export async function logIn(page: Page, site: E2ESite, customerNumber: string): Promise<void> {
  const t = translator(site.locale);
  const customer = demoCustomer(site.market, customerNumber);
  await page.goto(pageUrl(site, '/account/login'));
  await page.getByLabel(t('login.identifier')).fill(customer.customerNumber);
  await page.getByLabel(t('login.password'), { exact: true }).fill(customer.secret);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(pageUrl(site, '/account'));
}

/** The value beside a term of a facts list (dt/dd), the term matched whole ("Activation code" is not "Complete activation code"). */
export const fact = (scope: Page | Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
