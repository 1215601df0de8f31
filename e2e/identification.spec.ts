import type { Page } from '@playwright/test';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { choose, fill, press } from './support/keyboard';
import { AT_ORDER, placeOrder } from './support/order';
import type { E2ESite } from './support/sites';

/**
 * Identification after ordering (issue 16 §1, SPEC §2/§7/§8 Identification): each journey places its
 * own AT order (e2e/support/order.ts), so no other spec's data are touched. The national digital ID is
 * denied, then approved with an identity that differs from what was typed and taken over, all with the
 * keyboard; bank e-ident is approved at the sandbox bank. The providers' pages are the reference API's
 * sandbox (their texts are the sandbox's English).
 */

const METHODS = ['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO'] as const;
const AT_DE: E2ESite = { market: 'AT', locale: 'de-AT', path: { locale: 'de-AT', defaultLocale: 'de-AT' } };

/** The order placed, the browser on its thank-you page, which asks for the identification. */
async function orderedOn(page: Page, site: E2ESite): Promise<void> {
  const t = translator(site.locale);
  await page.goto(marketUrl(site.market, await placeOrder(page, site)));
  await expect(page.getByRole('heading', { level: 1, name: t('checkoutThankYou.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('checkoutThankYou.next.ident.heading') })).toBeVisible();
}

/** Back on the thank-you page: the order no longer asks for the identification. */
async function noLongerAsked(page: Page, site: E2ESite): Promise<void> {
  const t = translator(site.locale);
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/checkout/thank-you'));
  await expect(page.getByRole('heading', { level: 1, name: t('checkoutThankYou.heading') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('checkoutThankYou.next.ident.heading') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('checkoutThankYou.next.ident.link') })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('AT: national digital ID denied, then approved with a differing identity taken over, keyboard only', async ({ page }) => {
  test.slow(); // an order, two trips through the provider's page and several axe scans
  const site = AT_DE;
  const t = translator(site.locale);
  const chooser = localizedPath(site.path, '/checkout/identification');
  await orderedOn(page, site);
  await expectNoAxeViolations(page);

  await press(page, page.getByRole('link', { name: t('checkoutThankYou.next.ident.link') }));
  await page.waitForURL((u) => u.pathname === chooser);
  await expect(page.getByRole('heading', { level: 1, name: t('identification.heading') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    METHODS.map((m) => t(`identification.methods.${m}.heading`)),
  );
  await expectNoAxeViolations(page);

  // Denied at the provider: back at the chooser with SPEC §8's failure, advising a retry or another way.
  await press(page, page.getByRole('button', { name: t('identification.methods.ID_AUSTRIA.action') }));
  await expect(page.getByRole('heading', { level: 1, name: 'Identify with ID Austria' })).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Deny and return to the shop' }));
  await page.waitForURL((u) => u.pathname === chooser && u.searchParams.get('notice') === 'national-id-failed');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('identification.notice.national-id-failed'));
  await expectNoAxeViolations(page);

  // The retry: the provider's other test identity (another last name and address) approved.
  await press(page, page.getByRole('button', { name: t('identification.methods.ID_AUSTRIA.action') }));
  await choose(page, page.getByRole('radio', { name: /differs from the order/ }));
  await press(page, page.getByRole('button', { name: 'Approve: share my data' }));
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/checkout/identification/national-id'));
  await expect(page.getByRole('heading', { level: 1, name: t('identification.differences.heading') })).toBeVisible();
  const table = page.getByRole('table', { name: t('identification.differences.caption') });
  const { firstName, lastName } = AT_ORDER.holder;
  await expect(table.getByRole('row', { name: new RegExp(`^${t('identification.differences.rows.name')} `) }).getByRole('cell')).toHaveText(
    [`${firstName} ${lastName}`, `${firstName} Huber-Berger`],
  );
  await expect(
    table.getByRole('row', { name: new RegExp(`^${t('identification.differences.rows.address')} `) }).getByRole('cell'),
  ).toHaveText([/^Neubaugasse 12, 1070 Wien/, /^Mariahilfer Straße 101, 1060 Wien/]);
  await expectNoAxeViolations(page);

  await press(page, page.getByRole('button', { name: t('identification.differences.confirm') }));
  await expect(page.getByRole('heading', { level: 1, name: t('identification.success.heading') })).toBeVisible();
  await expect(page.getByText(t('identification.success.next'))).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('link', { name: t('identification.success.link') }));
  await noLongerAsked(page, site);
});

test('AT: bank e-ident approved at the sandbox bank', async ({ page }) => {
  const site = AT_DE;
  const t = translator(site.locale);
  await orderedOn(page, site);
  await page.getByRole('link', { name: t('checkoutThankYou.next.ident.link') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('identification.heading') })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('group', { name: t('identification.methods.E_ID.bank') })
    .getByRole('radio', { name: 'Sandbox Erste Bank' })
    .check();
  await page.getByRole('button', { name: t('identification.methods.E_ID.action') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to confirm your identity' })).toBeVisible();
  await expectNoAxeViolations(page);
  await fill(page, page.getByLabel('User number'), 'sandbox');
  await fill(page, page.getByLabel('PIN'), '1234');
  await page.getByRole('button', { name: 'Log in and share my identity' }).click();

  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/checkout/identification/bank'));
  await expect(page.getByRole('heading', { level: 1, name: t('identification.success.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('identification.success.link') }).click();
  await noLongerAsked(page, site);
});
