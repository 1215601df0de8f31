import { PRODUCT_SCREEN_ROUTES } from '@/lib/account/screens';
import { formatMoney } from '@/lib/platform/i18n/format';
import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import { choose, fill, press } from './support/keyboard';
import { E2E_API_URL } from './support/urls';
import { answerInTwintApp, openTwintApp } from './support/sandbox-twint';

/**
 * Topping up AT 10000003's prepaid line (SPEC §7 prepaid recharge; README "Prepaid recharge"), by
 * keyboard: a used voucher first (refused at its field, the code kept), then a valid one (+10.00),
 * then a paysafecard PIN with an amount (+15.00), then EPS through the sandbox bank (+20.00, the
 * shared payment trip), then the browser's wallet (the sandbox's test wallet: declined, then +10.00);
 * each state scanned with axe. This journey is the
 * only one that tops the line up (the usage journey reads its credit without assuming an amount).
 * A refused voucher answers 400, which the browser logs. Then CH 30000003's prepaid line by TWINT
 * (ADR 48): declined, then approved in the sandbox app page in a second tab while our waiting page
 * follows the payment.
 */
test.use({ allowedConsoleErrors: [/status of 400/] });

const AT = defaultSiteOf('AT');
const t = translator(AT.locale);
const elif = demoCustomer('AT', '10000003');
const line = elif.products.find((p) => p.paymentType === 'PRE_PAY')!;
const money = (amount: number) => formatMoney(amount, 'EUR', AT.locale);

test('AT 10000003: top up by voucher (a used one first), by PIN, by EPS at the bank and by wallet, the new balance shown each time', async ({
  page,
}) => {
  test.slow(); // a login, seven states scanned with axe, a trip to the bank
  const start = line.prepaidBalance!;
  // The sandbox's test wallet stands in for the browser's (README "Sandbox payment"); the server side stays real.
  await page.addInitScript({ content: await (await fetch(`${E2E_API_URL}/sandbox/payment/wallet/test-wallet.js`)).text() });
  await logIn(page, AT, elif.customerNumber);
  await page.goto(pageUrl(AT, PRODUCT_SCREEN_ROUTES.recharge, { product: line.key }));
  await expect(
    page.getByRole('heading', { level: 1, name: t('accountArea.screenHeading', { screen: 'recharge', product: line.name }) }),
  ).toBeVisible();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start) }))).toBeVisible();
  await expectNoAxeViolations(page);

  // A used voucher: refused at its field, linked from the summary, the code still there.
  await choose(page, page.getByRole('radio', { name: 'Aufladebon' }));
  const code = page.getByLabel(t('accountRecharge.voucher.code'));
  await fill(page, code, '1100 2026 0013');
  await press(page, page.getByRole('button', { name: t('accountRecharge.voucher.submit') }));
  const used = t('accountRecharge.fieldError', { field: 'code', code: 'used' });
  await expect(page.locator('.error-summary')).toBeFocused();
  await expect(
    page.getByRole('link', { name: t('form.summaryItem', { field: t('accountRecharge.voucher.code'), message: used }) }),
  ).toBeVisible();
  await expect(code).toHaveAccessibleDescription(new RegExp(used));
  await expect(code).toHaveValue('1100 2026 0013');
  await expectNoAxeViolations(page);

  // A valid voucher: its 10.00 credited, the new balance announced and shown.
  await fill(page, code, '1100 2026 0011');
  await press(page, page.getByRole('button', { name: t('accountRecharge.voucher.submit') }));
  await expect(page.getByRole('status').filter({ hasText: t('accountRecharge.success', { balance: money(start + 10) }) })).toBeVisible();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start + 10) }))).toBeVisible();
  await expect(code).toHaveValue('');
  await expectNoAxeViolations(page);

  // A paysafecard PIN paying 15.00 of its 50.00.
  await choose(page, page.getByRole('radio', { name: 'paysafecard' }));
  await choose(page, page.getByRole('radio', { name: money(15) }));
  await fill(page, page.getByLabel(t('accountRecharge.pin.pin')), '1111 2222 3333 0001');
  await press(page, page.getByRole('button', { name: t('accountRecharge.pin.submit') }));
  await expect(page.getByRole('status').filter({ hasText: t('accountRecharge.success', { balance: money(start + 25) }) })).toBeVisible();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start + 25) }))).toBeVisible();
  await expectNoAxeViolations(page);

  // Read again, the page shows the credit the content API keeps.
  await page.reload();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start + 25) }))).toBeVisible();

  // EPS: 20.00 through the sandbox bank (the shared payment trip, ADR 20), back here with the outcome.
  await choose(page, page.getByRole('radio', { name: 'eps-Überweisung' }));
  await choose(page, page.getByRole('radio', { name: money(20) }));
  await page.getByLabel(t('accountRecharge.eps.bank')).selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: t('accountRecharge.eps.submit') }));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to pay by EPS' })).toBeVisible();
  await page.getByLabel('User number').fill('sandbox');
  await page.getByLabel('PIN').fill('1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Sign transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`${line.key}\\?method=eps&amount=20&trip=success$`));
  await expect(
    page.getByRole('status').filter({ hasText: t('accountRecharge.trip.success', { balance: money(start + 45) }) }),
  ).toBeVisible();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start + 45) }))).toBeVisible();
  await expectNoAxeViolations(page);

  // The browser's wallet: the issuer declines first (nothing credited, the reason told), then 10.00 paid.
  await page.evaluate(() => window.localStorage.setItem('sandbox-wallet-token', 'sandbox-wallet-decline'));
  await choose(page, page.getByRole('radio', { name: 'Apple Pay' }));
  await choose(page, page.getByRole('radio', { name: money(10) }));
  const wallet = page.getByRole('button', { name: t('accountRecharge.wallet.submit') });
  await expect(wallet).toBeEnabled();
  await press(page, wallet);
  await expect(page.getByRole('alert').filter({ hasText: t('accountRecharge.declined') })).toContainText(
    t('accountRecharge.reason', { reason: 'DECLINED' }),
  );
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.localStorage.setItem('sandbox-wallet-token', 'sandbox-wallet-approve'));
  await press(page, wallet);
  await expect(page.getByRole('status').filter({ hasText: t('accountRecharge.success', { balance: money(start + 55) }) })).toBeVisible();
  await expect(page.getByText(t('accountRecharge.credit', { amount: money(start + 55) }))).toBeVisible();
});

const CH = defaultSiteOf('CH');
const tCh = translator(CH.locale);
const nico = demoCustomer('CH', '30000003');
const chLine = nico.products.find((p) => p.paymentType === 'PRE_PAY')!;
const chf = (amount: number) => formatMoney(amount, 'CHF', CH.locale);

test('CH 30000003: top up by TWINT, declined in the app once, then approved; the amount kept and the new balance shown', async ({
  page,
}) => {
  test.slow(); // a login, two waits for the app, five states scanned with axe
  const start = chLine.prepaidBalance!;
  const waitingPage = new URL(pageUrl(CH, '/account/recharge/[product]/twint', { product: chLine.key })).pathname;
  await logIn(page, CH, nico.customerNumber);
  await page.goto(pageUrl(CH, PRODUCT_SCREEN_ROUTES.recharge, { product: chLine.key }));
  await expect(page.getByText(tCh('accountRecharge.credit', { amount: chf(start) }))).toBeVisible();
  await choose(page, page.getByRole('radio', { name: 'TWINT' }));
  await choose(page, page.getByRole('radio', { name: chf(20) }));
  await expect(page.getByText(tCh('accountRecharge.twint.note'))).toBeVisible();
  await expectNoAxeViolations(page);

  /** The top-up's button, then its TWINT waiting page and the app page opened from it in a tab of its own. */
  const payByTwint = async () => {
    await press(page, page.getByRole('button', { name: tCh('accountRecharge.twint.submit') }));
    await page.waitForURL((u) => u.pathname === waitingPage);
    return openTwintApp(page, CH.locale, 'recharge');
  };

  // Declined in the app: the waiting page goes back to the top-up page by itself, says why, TWINT and the amount still chosen.
  await answerInTwintApp(await payByTwint(), 'decline');
  await expect(page.getByRole('alert').filter({ hasText: tCh('accountRecharge.twint.reason', { reason: 'DECLINED' }) })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'TWINT' })).toBeChecked();
  await expect(page.getByRole('radio', { name: chf(20) })).toBeChecked();
  await expect(page.getByText(tCh('accountRecharge.credit', { amount: chf(start) }))).toBeVisible();
  await expectNoAxeViolations(page);

  // Approved on the other device: the waiting page reaches the top-up page with the new balance.
  await answerInTwintApp(await payByTwint(), 'approve');
  await expect(
    page.getByRole('status').filter({ hasText: tCh('accountRecharge.trip.success', { balance: chf(start + 20) }) }),
  ).toBeVisible();
  await expect(page.getByText(tCh('accountRecharge.credit', { amount: chf(start + 20) }))).toBeVisible();
  await expectNoAxeViolations(page);
});
