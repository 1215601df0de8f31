import { PRODUCT_SCREEN_ROUTES } from '@/lib/account/screens';
import { formatCalendarDay, formatMoney, formatMonth } from '@/lib/platform/i18n/format';
import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import { fill, press, tick } from './support/keyboard';

/**
 * A line's usage (DE 20000001's mobile and fibre lines, AT 10000003's prepaid line), the tariff advice
 * (UK 40000001) and cancelling a contract keyboard-only (CAMP 60000002's fourth line), each state
 * scanned with axe.
 */

// The termination answers 403 upgrade_required (then the prompt) and, from a stale tab, 409.
test.use({ allowedConsoleErrors: [/status of (403|409)/] });

test('usage: bill period, balances as meters with the forecast, a fixed line, prepaid credit with the top-up', async ({ page }) => {
  test.slow(); // two logins, four pages, axe on each

  const de = defaultSiteOf('DE');
  const tDe = translator(de.locale);
  const julia = demoCustomer('DE', '20000001');
  const mobile = julia.products.find((p) => p.type === 'IMSI')!;
  const fibre = julia.products.find((p) => p.type === 'Fixedline')!;
  await logIn(page, de, julia.customerNumber);

  await page.goto(pageUrl(de, '/account/usage/[product]', { product: mobile.key }));
  await expect(
    page.getByRole('heading', { level: 1, name: tDe('accountArea.screenHeading', { screen: 'usage', product: mobile.name }) }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tDe('accountUsage.periodHeading') })).toBeVisible();
  // Smart L: 60 GB of data (a meter named by the API's balance name), calls and SMS unlimited.
  await expect(page.getByRole('meter', { name: 'Daten', exact: true })).toBeVisible();
  await expect(page.locator('.usage-meter__forecast').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: tDe('accountUsage.chargesHeading') })).toBeVisible();
  // 30 GB a month: of the tariffs Smart L may change to, only the dearer Smart XL Unlimited covers it.
  await expect(
    page.getByText(`${tDe('accountUsage.advisor.cheapest', { tariff: 'Smart L' })} ${tDe('accountUsage.advisor.others', { covering: 1 })}`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(pageUrl(de, '/account/usage/[product]', { product: fibre.key }));
  await expect(page.getByText(tDe('accountUsage.nothingCounted', { product: fibre.name }))).toBeVisible();
  await expect(page.getByRole('meter')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const at = defaultSiteOf('AT');
  const tAt = translator(at.locale);
  const elif = demoCustomer('AT', '10000003');
  const prepaid = elif.products.find((p) => p.type === 'IMSI')!;
  await logIn(page, at, elif.customerNumber);
  await page.goto(pageUrl(at, '/account/usage/[product]', { product: prepaid.key }));
  await expect(page.getByRole('heading', { level: 2, name: tAt('accountUsage.creditHeading') })).toBeVisible();
  // The credit itself may have been topped up by another journey; the way to the top-up is always there.
  await expect(page.getByRole('link', { name: tAt('accountUsage.topUp') })).toHaveAttribute('href', new RegExp(`${prepaid.key}$`));
  await expectNoAxeViolations(page);
});

test('tariff advice: UK 40000001 uses 36 GB on Everyday 30GB; Plus 100GB would have cost less over 12 months', async ({ page }) => {
  const uk = defaultSiteOf('UK');
  const t = translator(uk.locale);
  const money = (amount: number) => formatMoney(amount, 'GBP', uk.locale);
  const oliver = demoCustomer('UK', '40000001');
  const line = oliver.products.find((p) => p.type === 'IMSI')!;
  await logIn(page, uk, oliver.customerNumber);
  await page.goto(pageUrl(uk, '/account/usage/[product]', { product: line.key }));

  const advisor = page.getByRole('region', { name: t('accountUsage.advisor.heading') });
  await expect(advisor.getByRole('heading', { level: 2 })).toBeVisible();
  // Six billed months (itemised bills are kept six months): the six before this one.
  const monthAgo = (n: number) =>
    new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - n, 15)).toISOString().slice(0, 7);
  const figure = (term: string) => advisor.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(figure(t('accountUsage.advisor.basedOn'))).toHaveText(
    t('accountUsage.advisor.months', { count: 6, from: formatMonth(monthAgo(6), uk.locale), to: formatMonth(monthAgo(1), uk.locale) }),
  );
  // Every month beyond 30 GB stops at the line's £10 cost limit (£12 with VAT): 12 × (£10 + £12).
  await expect(figure(t('accountUsage.advisor.currentCost', { tariff: 'Everyday 30GB', months: 12 }))).toHaveText(
    t('accountUsage.advisor.currentCostValue', { total: money(264), extras: money(12) }),
  );
  // Plus 100GB: £10 for the first three months, then £15: £165, 12-month minimum term.
  await expect(figure(t('accountUsage.advisor.bestCost', { tariff: 'Plus 100GB', months: 12 }))).toHaveText(money(165));
  await expect(figure(t('accountUsage.advisor.saving', { months: 12 }))).toHaveText(money(99));
  await expect(advisor.getByText(t('accountUsage.advisor.switch', { tariff: 'Plus 100GB', saving: money(99), months: 12 }))).toBeVisible();
  await expect(figure(t('accountUsage.advisor.commitment', { tariff: 'Plus 100GB' }))).toHaveText(
    t('accountUsage.advisor.commitmentMonths', { months: 12 }),
  );
  // No change this month yet: the next free one is today.
  await expect(figure(t('accountUsage.advisor.changeRule'))).toHaveText(
    t('accountUsage.advisor.nextFreeChange', { date: formatCalendarDay(new Date().toISOString().slice(0, 10), uk.locale) }),
  );
  await expect(advisor.getByRole('link', { name: t('accountUsage.advisor.change', { tariff: 'Plus 100GB' }) })).toHaveAttribute(
    'href',
    new RegExp(`/account/tariff/${line.key}$`),
  );
  await expectNoAxeViolations(page);
});

test('termination: keyboard only from the start page to the confirmation, through the upgrade prompt; a second try fails', async ({
  page,
}) => {
  test.slow();
  const site = defaultSiteOf('CAMP');
  const t = translator(site.locale);
  const customer = demoCustomer('CAMP', '60000002');
  const line = customer.products.find((p) => p.key === 'P-60000002-4')!;
  const terminateUrl = pageUrl(site, PRODUCT_SCREEN_ROUTES.terminate, { product: line.key });
  const checkbox = (on: typeof page) =>
    on.getByRole('checkbox', { name: t('accountTermination.confirmLabel', { product: line.name, number: line.msisdn ?? 'none' }) });
  const submit = (on: typeof page) => on.getByRole('button', { name: t('accountTermination.submit') });
  await logIn(page, site, customer.customerNumber);

  // A second tab opened before the cancellation keeps the form: it will try again later.
  const stale = await page.context().newPage();
  await stale.goto(terminateUrl);
  await expect(submit(stale)).toBeVisible();

  // Click one: the line's "Cancel contract" link on the start page, by keyboard.
  await page.bringToFront();
  const links = page.getByRole('navigation', { name: t('accountArea.productScreens', { product: line.name }) });
  await press(page, links.getByRole('link', { name: t('accountArea.screen', { screen: 'terminate' }) }));
  await expect(page).toHaveURL(terminateUrl);
  await expect(page.getByRole('heading', { level: 2, name: t('accountTermination.whenHeading') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t('accountTermination.consequencesHeading') })).toBeVisible();
  await expectNoAxeViolations(page);

  // Click two: tick and confirm; the door wants upgraded access, the prompt takes the focus.
  await tick(page, checkbox(page));
  await press(page, submit(page));
  const password = page.getByLabel(t('accountLogin.upgrade.password'));
  await expect(password).toBeVisible();
  await expectNoAxeViolations(page);
  await fill(page, password, customer.secret);
  await page.keyboard.press('Enter');

  // The same termination is sent again and confirmed: end date, number, e-mailed.
  await expect(page.getByRole('heading', { level: 2, name: t('accountTermination.confirmedHeading') })).toBeFocused();
  await expect(page.getByText(/K-\d{8}/)).toBeVisible();
  await expect(page.getByText(t('accountTermination.sentTo', { channel: 'EMAIL', to: customer.personal.eMail }))).toBeVisible();
  await expectNoAxeViolations(page);

  // The stale tab tries to cancel the same line again: refused with a clear message, the tick kept.
  await stale.bringToFront();
  await checkbox(stale).check();
  await submit(stale).click();
  await expect(stale.getByRole('alert').filter({ hasText: t('accountTermination.alreadyTerminated') })).toBeVisible();
  await expect(checkbox(stale)).toBeChecked();
  await expectNoAxeViolations(stale);

  // Read again, the page says the line is cancelled and offers no second cancellation.
  await stale.reload();
  await expect(stale.getByRole('heading', { level: 2, name: t('accountTermination.alreadyHeading') })).toBeVisible();
  await expect(submit(stale)).toHaveCount(0);
  await expectNoAxeViolations(stale);
});
