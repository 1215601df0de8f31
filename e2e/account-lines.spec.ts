import { firstOfNextMonth } from '@/lib/domain/line-contract';
import { formatCalendarDay, formatMoney, formatNumber } from '@/lib/platform/i18n/format';
import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { escapeRegExp, translator } from './support/i18n';

/**
 * A line's tariff and spending caps (issue 15 §2), as IT 50000001 (Giulia Rossi, it-IT) on her line
 * P-50000001-1 (Giga 150 5G): a tariff change, a second one refused in the same month with the day
 * of the next free change, a cap saved, one above its maximum refused at its field, a service switched.
 * Only this journey uses IT 50000001: it changes her line.
 */

const site = defaultSiteOf('IT');
const CUSTOMER = '50000001';
const LINE = 'P-50000001-1';

/** Text within a name or description; any white space matches any (accessible names fold a no-break space in money). */
const containing = (text: string) => new RegExp(escapeRegExp(text).replace(/\s+/g, '\\s+'));

// The second tariff change of the month is refused (409), which the browser logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 409/] });

test('IT (it-IT): tariff read → changed → second change refused; spending caps read → saved → above the maximum → a service switched', async ({
  page,
}) => {
  test.slow(); // two screens, seven axe scans
  const t = translator(site.locale);
  const money = (amount: number) => formatMoney(amount, 'EUR', site.locale);
  const line = demoCustomer(site.market, CUSTOMER).products.find((p) => p.key === LINE)!;
  await logIn(page, site, CUSTOMER);

  // Tariff: read.
  await page.goto(pageUrl(site, '/account/tariff/[product]', { product: LINE }));
  await expect(
    page.getByRole('heading', { level: 1, name: t('accountArea.screenHeading', { screen: 'tariff', product: line.name }) }),
  ).toBeVisible();
  const current = page.getByRole('region', { name: t('accountLines.tariff.heading') });
  await expect(current).toContainText('Giga 150 5G');
  // ADR 50: the loyalty and upgrade plans are offered here, named as such; the public catalogue has none.
  await expect(page.getByRole('radio', { name: /^Giga 200 Fedeltà:/ })).toHaveAccessibleName(
    containing('Grazie della fedeltà: 50 Giga in più'),
  );
  await expect(page.getByRole('radio', { name: /^Upgrade Illimitati 5G:/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Change to Giga 250 5G: saved, and the line shows it.
  await page.getByRole('radio', { name: /^Giga 250 5G:/ }).check();
  await page.getByRole('button', { name: t('accountLines.change.submit') }).click();
  await expect(page.getByText(t('accountLines.change.saved', { tariff: 'Giga 250 5G' }))).toBeVisible();
  await expect(current).toContainText('Giga 250 5G');
  await expect(page.getByRole('radio', { name: /^Giga 150 5G:/ })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // A second change this month: refused (409) with the day of the next free change; the choice stays.
  // The reference API's clock is real time and counts UTC days.
  const nextFree = formatCalendarDay(firstOfNextMonth(new Date().toISOString().slice(0, 10)), site.locale);
  await page.getByRole('radio', { name: /^Giga 50:/ }).check();
  await page.getByRole('button', { name: t('accountLines.change.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('accountLines.change.limit', { date: nextFree }) })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Giga 50:/ })).toBeChecked();
  await expect(current).toContainText('Giga 250 5G');
  await expectNoAxeViolations(page);

  // Spending caps: read. Caps and services are named by the content API (not our messages): found by their ids.
  await page.goto(pageUrl(site, '/account/spending-caps/[product]', { product: LINE }));
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${t('accountArea.screen', { screen: 'spendingCaps' })}:`) }),
  ).toBeVisible();
  const euCap = page.locator('#cap-ROAMING_EU');
  await expect(euCap).toHaveValue('0');
  await expectNoAxeViolations(page);

  // A cap within its maximum: saved.
  await euCap.fill('20');
  await page.getByRole('button', { name: t('accountLines.caps.submit') }).click();
  const caps = page.getByRole('region', { name: t('accountLines.caps.heading') });
  await expect(caps.getByText(t('accountArea.saved'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Above its maximum (50): refused by the form at the field, linked from the summary; the value stays.
  await euCap.fill('80');
  await page.getByRole('button', { name: t('accountLines.caps.submit') }).click();
  const tooLarge = t('accountLines.errors.capTooLarge', { max: money(50) });
  await expect(euCap).toHaveAttribute('aria-invalid', 'true');
  await expect(euCap).toHaveAccessibleDescription(containing(tooLarge));
  await expect(caps.getByRole('link', { name: containing(tooLarge) })).toBeVisible();
  await expect(euCap).toHaveValue('80');
  await expectNoAxeViolations(page);

  // The EU-roaming data cut-off switched off: saved; it now explains the EU cap of 20 applies.
  const cutoff = page.locator('#service-EU_ROAMING_DATA_CUTOFF');
  await expect(cutoff).toBeChecked();
  await cutoff.uncheck();
  await page.getByRole('button', { name: t('accountLines.services.submit') }).click();
  const services = page.getByRole('region', { name: t('accountLines.services.heading') });
  await expect(services.getByText(t('accountArea.saved'))).toBeVisible();
  await expect(cutoff).not.toBeChecked();
  await expect(cutoff).toHaveAccessibleDescription(containing(t('accountLines.services.chargedUpTo', { cap: money(20) })));
  await expectNoAxeViolations(page);
});

test('IT (it-IT): the EU roaming data warning at 85 % says what comes next and leads to the cut-off and the cap', async ({ page }) => {
  // IT 50000002's Business 100 is abroad today with 6.8 of its 8 GB of EU roaming data used (a steady
  // trip in the seed); this journey only reads it. account-personal changes the same customer's
  // personal data, nothing of this line.
  const t = translator(site.locale);
  const product = 'P-50000002-3';
  await logIn(page, site, '50000002');
  await page.goto(pageUrl(site, '/account/spending-caps/[product]', { product }));
  const roaming = page.getByRole('region', { name: t('accountLines.euRoaming.heading') });
  await expect(roaming).toContainText(t('accountLines.euRoaming.cutoffOn'));
  const warning = roaming.getByRole('alert');
  await expect(warning).toContainText(
    t('accountLines.euRoaming.near', {
      percent: 85,
      used: formatNumber(6.8, site.locale),
      limit: formatNumber(8, site.locale),
      unit: 'GB',
    }),
  );
  await expect(warning).toContainText(t('accountLines.euRoaming.next', { effect: 'stopsByCutoff', cap: '' }));
  await expectNoAxeViolations(page);

  await warning.getByRole('link', { name: t('accountLines.euRoaming.switchOff') }).click();
  await expect(page.locator('#service-EU_ROAMING_DATA_CUTOFF')).toBeFocused();
  await warning.getByRole('link', { name: t('accountLines.euRoaming.changeCap') }).click();
  await expect(page.locator('#cap-ROAMING_EU')).toBeFocused();
});
