import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { formatMonth } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { MARKETS } from '@/lib/platform/markets/markets';
import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import type { E2ESite } from './support/sites';

/**
 * Invoices and itemised bills (issue 15 §2): a year's invoices with the unpaid one flagged in words
 * and its pay link, another year, an invoice's PDF, a line's itemised bill filtered to calls with its
 * CSV, and a month without an itemised bill explained. DE 20000001 (an OPEN invoice last month) in
 * de-DE; CH 30000002 (a PARTIAL_PAID invoice two months ago, CHF) in fr-CH below de-CH.
 */

/** A month `back` months before today in the market's time zone (the seed is relative to today). */
function monthsAgo(site: E2ESite, back: number): { year: number; month: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[site.market].timeZone, year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const index = year! * 12 + (month! - 1) - back;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const monthName = (site: E2ESite, { year, month }: { year: number; month: number }) =>
  formatMonth(`${year}-${String(month).padStart(2, '0')}`, site.locale);

/** Clicks a download link and answers the file's name and content. */
async function download(page: Page, link: ReturnType<Page['getByRole']>): Promise<{ name: string; content: Buffer }> {
  const started = page.waitForEvent('download');
  await link.click();
  const file: Download = await started;
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!) };
}

test('DE (de-DE): invoices → another year → PDF → itemised bill of calls → CSV → a month without a bill', async ({ page }) => {
  test.slow(); // two downloads and five axe scans in one journey
  const site = defaultSiteOf('DE');
  const t = translator(site.locale);
  const customer = demoCustomer('DE', '20000001');
  const line = customer.products.find((p) => p.type === 'IMSI')!;
  await logIn(page, site, customer.customerNumber);

  // Read: the newest year, last month's OPEN invoice flagged in words, with the way to pay it.
  const lastMonth = monthsAgo(site, 1);
  await page.goto(pageUrl(site, '/account/invoices'));
  await expect(page.getByRole('heading', { level: 1, name: t('accountInvoices.heading') })).toBeVisible();
  await expect(page.getByRole('table', { name: t('accountInvoices.caption', { year: lastMonth.year }) })).toBeVisible();
  const unpaidRow = page.getByRole('row', { name: new RegExp(monthName(site, lastMonth)) });
  await expect(unpaidRow.getByText(t('accountInvoices.unpaid'), { exact: true })).toBeVisible();
  await expect(unpaidRow.getByText(t('accountInvoices.status', { status: 'OPEN' }))).toBeVisible();
  await expect(unpaidRow.getByText(/€/).first()).toBeVisible();
  const payHref = `${localizedPath(site.path, '/account/payment')}#open-positions`;
  await expect(page.getByRole('link', { name: t('accountInvoices.pay') })).toHaveAttribute('href', payHref);
  await expect(unpaidRow.getByRole('link', { name: t('accountInvoices.payInvoice') })).toHaveAttribute('href', payHref);
  await expectNoAxeViolations(page);

  // Switch year: the contract started 20 months ago, so the year before is there, all paid.
  const earlier = lastMonth.year - 1;
  await page
    .getByRole('navigation', { name: t('accountInvoices.years') })
    .getByRole('link', { name: String(earlier), exact: true })
    .click();
  await expect(page).toHaveURL(pageUrl(site, '/account/invoices', {}, `year=${earlier}`));
  await expect(page.getByRole('table', { name: t('accountInvoices.caption', { year: earlier }) })).toBeVisible();
  await expect(page.getByRole('link', { name: String(earlier), exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // PDF download of an invoice of that year.
  const pdf = await download(page, page.getByRole('link', { name: t('accountInvoices.download') }).first());
  expect(pdf.name).toMatch(/^INV-20000001-\d{6}\.pdf$/);
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Itemised bill of the mobile line, last month, calls only.
  await page
    .getByRole('link', { name: t('accountArea.screenHeading', { screen: 'itemised', product: line.name }) })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('accountArea.screenHeading', { screen: 'itemised', product: line.name }) }),
  ).toBeVisible();
  await page.getByLabel(t('accountInvoices.itemised.year'), { exact: true }).selectOption(String(lastMonth.year));
  await page.getByLabel(t('accountInvoices.itemised.month'), { exact: true }).selectOption(String(lastMonth.month));
  await page.getByRole('checkbox', { name: t('accountInvoices.itemised.event', { event: 'CALL' }) }).check();
  await page.getByRole('button', { name: t('accountInvoices.itemised.show') }).click();
  await expect(page).toHaveURL(/events=CALL/);
  const calls = page.getByRole('table', { name: new RegExp(t('accountInvoices.itemised.caption', { month: monthName(site, lastMonth) })) });
  await expect(calls).toBeVisible();
  const callName = t('accountInvoices.itemised.event', { event: 'CALL' });
  await expect(calls.locator('tbody tr').first()).toContainText(callName);
  expect(await calls.locator('tbody tr').filter({ hasNotText: callName }).count()).toBe(0);
  await expect(page.getByText(t('accountInvoices.itemised.totalGross'))).toBeVisible();
  await expect(page.getByRole('checkbox', { name: callName })).toBeChecked();
  await expectNoAxeViolations(page);

  // CSV download of what is shown: a heading row and a row per call.
  const csv = await download(page, page.getByRole('link', { name: t('accountInvoices.itemised.csvDownload') }));
  expect(csv.name).toMatch(/^itemised-bill-.+\.csv$/);
  const text = csv.content.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [heading, first] = text.slice(1).split('\r\n');
  expect(heading).toContain(`"${t('accountInvoices.itemised.csv.date')}";"${t('accountInvoices.itemised.csv.event')}"`);
  expect(first).toContain(`"${callName}"`);

  // Failed: a year ago is past the 6 months itemised bills are kept → said so, the form still there.
  const yearAgo = monthsAgo(site, 12);
  await page.getByLabel(t('accountInvoices.itemised.year'), { exact: true }).selectOption(String(yearAgo.year));
  await page.getByLabel(t('accountInvoices.itemised.month'), { exact: true }).selectOption(String(yearAgo.month));
  await page.getByRole('button', { name: t('accountInvoices.itemised.show') }).click();
  await expect(page.getByText(t('accountInvoices.itemised.notAvailable', { month: monthName(site, yearAgo) }))).toBeVisible();
  await expect(page.getByRole('link', { name: t('accountInvoices.itemised.csvDownload') })).toHaveCount(0);
  await expect(page.getByLabel(t('accountInvoices.itemised.month'), { exact: true })).toHaveValue(String(yearAgo.month));
  await expectNoAxeViolations(page);
});

test('CH (fr-CH): a company’s partly paid invoice in CHF, and a line’s itemised bill', async ({ page }) => {
  test.slow();
  const site: E2ESite = { market: 'CH', locale: 'fr-CH', path: { locale: 'fr-CH', defaultLocale: 'de-CH' } };
  const t = translator(site.locale);
  const customer = demoCustomer('CH', '30000002');
  await logIn(page, site, customer.customerNumber);

  // The PARTIAL_PAID invoice is two months old: its year is asked for (in February it is last year's).
  const partlyPaid = monthsAgo(site, 2);
  await page.goto(pageUrl(site, '/account/invoices', {}, `year=${partlyPaid.year}`));
  // The invoice of that month (the next month's billing period may name it too): the partly paid one.
  const row = page
    .getByRole('row', { name: new RegExp(monthName(site, partlyPaid)) })
    .filter({ hasText: t('accountInvoices.status', { status: 'PARTIAL_PAID' }) });
  await expect(row.getByText(t('accountInvoices.unpaid'), { exact: true })).toBeVisible();
  await expect(row.getByText(/CHF/).first()).toBeVisible();
  await expect(row.getByText(t('accountInvoices.delivery', { delivery: 'EMAIL' }))).toBeVisible();
  await expect(row.getByRole('link', { name: t('accountInvoices.payInvoice') })).toHaveAttribute(
    'href',
    `${localizedPath(site.path, '/account/payment')}#open-positions`,
  );
  await expectNoAxeViolations(page);

  // A line's itemised bill of last month, every event: the items and the summary in CHF.
  const lastMonth = monthsAgo(site, 1);
  const line = customer.products.find((p) => p.type === 'IMSI')!;
  await page.goto(
    pageUrl(site, '/account/invoices/[product]/itemised', { product: line.key }, `year=${lastMonth.year}&month=${lastMonth.month}`),
  );
  await expect(
    page.getByRole('table', { name: new RegExp(t('accountInvoices.itemised.caption', { month: monthName(site, lastMonth) })) }),
  ).toBeVisible();
  await expect(page.getByText(t('accountInvoices.itemised.totalNet'))).toBeVisible();
  await expect(page.locator('.itemised-summary').getByText(/CHF/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
