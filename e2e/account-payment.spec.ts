import { localizedPath } from '@/lib/platform/i18n/paths';
import { defaultSiteOf, demoCustomer, fact, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { escapeRegExp, translator } from './support/i18n';
import { choose, press } from './support/keyboard';
import { enterCard } from './support/sandbox-card';
import { E2E_API_URL } from './support/urls';

/**
 * The payment screen (issue 15, SPEC §3/§4/§7 Payment, ADR 20). DE 20000002 (SEPA) changes to another
 * account, a wrong IBAN first, after the upgrade prompt, then to a 3-D Secure card through the
 * provider's pages, then to the browser's wallet (the sandbox's test wallet, ADR 47). CH 30000001 pays what
 * it owes by card, with the keyboard only. CAMP 60000002 changes to EPS from a chosen bank. Only these
 * journeys write to these customers' payment. The upgrade answers 403 and the wrong IBAN 400, which the browser logs.
 */
test.use({ allowedConsoleErrors: [/status of (400|403)/] });

test('DE 20000002: SEPA to another account (wrong IBAN, upgrade, saved), then a 3-D Secure card, then the wallet', async ({ page }) => {
  test.slow(); // an upgrade, the provider's pages and several axe scans
  // The sandbox's test wallet stands in for the browser's (README "Sandbox payment"); the server side stays real.
  await page.addInitScript({ content: await (await fetch(`${E2E_API_URL}/sandbox/payment/wallet/test-wallet.js`)).text() });
  const site = defaultSiteOf('DE');
  const t = translator(site.locale);
  const customer = demoCustomer('DE', '20000002');
  const label = (key: Parameters<typeof t>[0]) => page.getByLabel(t(key), { exact: true });

  await logIn(page, site, customer.customerNumber);
  await page.goto(pageUrl(site, '/account/payment'));
  await expect(page.getByRole('heading', { level: 1, name: t('accountPayment.heading') })).toBeVisible();
  await expect(page.getByText(t('accountPayment.current.method', { method: 'SEPA' }))).toBeVisible();
  await expect(fact(page, t('accountPayment.current.iban'))).toContainText('DE');
  await expect(page.getByText(t('accountPayment.open.nothing'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Another account, its IBAN mistyped: the upgrade prompt first, then the content API's refusal at the field.
  await page.getByRole('radio', { name: t('accountPayment.change.option', { method: 'SEPA' }) }).check();
  await label('accountPayment.sepa.labels.accountHolder').fill(`${customer.firstName} ${customer.lastName}`);
  await label('accountPayment.sepa.labels.iban').fill('DE88 3704 0044 0532 0130 00');
  await label('accountPayment.sepa.labels.mandateAccepted').check();
  await page.getByRole('button', { name: t('accountPayment.sepa.submit') }).click();
  await expect(page.getByRole('heading', { name: t('accountLogin.upgrade.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(t('accountLogin.upgrade.password'), { exact: true }).fill(customer.secret);
  await page.getByRole('button', { name: t('accountLogin.upgrade.confirm'), exact: true }).click();
  const ibanError = t('accountPayment.sepa.error', { code: 'invalid_checksum', field: 'iban' });
  await expect(label('accountPayment.sepa.labels.iban')).toHaveAccessibleDescription(new RegExp(escapeRegExp(ibanError)));
  await expect(label('accountPayment.sepa.labels.iban')).toHaveValue('DE88 3704 0044 0532 0130 00');
  await expect(label('accountPayment.sepa.labels.accountHolder')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await expectNoAxeViolations(page);

  // The IBAN corrected: saved with a new mandate reference (upgraded already, no second prompt).
  const mandateBefore = await fact(page, t('accountPayment.current.mandateReference')).textContent();
  await label('accountPayment.sepa.labels.iban').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: t('accountPayment.sepa.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('accountPayment.sepa.saved') })).toBeVisible();
  await expect(fact(page, t('accountPayment.current.mandateReference'))).not.toHaveText(mandateBefore ?? '');
  await expectNoAxeViolations(page);

  // A card: the provider's hosted field, its 3-D Secure page, and back on the payment page with the card.
  await page.getByRole('radio', { name: t('accountPayment.change.option', { method: 'CREDITCARD' }) }).check();
  await page.getByRole('button', { name: t('accountPayment.card.submit') }).click();
  await enterCard(page, '4000 0000 0000 3220', `${customer.firstName} ${customer.lastName}`);
  // Saving a card is a check of it, nothing charged: the issuer asks to confirm the card, not a payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your card' })).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Approve card check' }));
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/account/payment') && u.searchParams.get('trip') === 'success');
  await expect(page.getByRole('status').filter({ hasText: t('accountPayment.trip.success', { purpose: 'card' }) })).toBeVisible();
  await expect(page.getByText(t('accountPayment.current.method', { method: 'CREDITCARD' }))).toBeVisible();
  await expect(fact(page, t('accountPayment.current.card'))).toHaveText(
    t('accountPayment.current.cardValue', { brand: 'VISA', last4: '3220' }),
  );
  await expectNoAxeViolations(page);

  // The browser's wallet: its sheet authorises the monthly bills (nothing due now), the wallet is the method.
  await page.getByRole('radio', { name: t('accountPayment.change.option', { method: 'APPLEPAY' }) }).check();
  const wallet = page.getByRole('button', { name: t('accountPayment.wallet.submit') });
  await expect(wallet).toBeEnabled();
  await expectNoAxeViolations(page);
  await wallet.click();
  await expect(page.getByRole('status').filter({ hasText: t('accountPayment.wallet.saved') })).toBeVisible();
  await expect(page.getByText(t('accountPayment.current.method', { method: 'APPLEPAY' }))).toBeVisible();
});

test('CH 30000001: the open amount paid by card with the keyboard, then nothing owed', async ({ page }) => {
  test.slow(); // the provider's page and several axe scans
  const site = defaultSiteOf('CH');
  const t = translator(site.locale);
  const customer = demoCustomer('CH', '30000001');

  await logIn(page, site, customer.customerNumber);
  await page.goto(pageUrl(site, '/account/payment'));
  await expect(page.getByText(t('accountPayment.current.method', { method: 'EBILL' }))).toBeVisible();
  const open = page.locator('#open-positions');
  await expect(open.locator('.payment-owed')).toContainText('CHF 49.00');
  await expectNoAxeViolations(page);

  await choose(page, open.getByRole('radio', { name: t('accountPayment.open.option', { method: 'CREDITCARD' }) }));
  await press(page, open.getByRole('button', { name: t('accountPayment.open.submit', { amount: 'CHF 49.00' }) }));
  await enterCard(page, '4111 1111 1111 1111', `${customer.firstName} ${customer.lastName}`);
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/account/payment') && u.searchParams.get('trip') === 'success');
  await expect(open.getByRole('status').filter({ hasText: t('accountPayment.trip.success', { purpose: 'open' }) })).toBeVisible();
  await expect(open.getByText(t('accountPayment.open.nothing'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('CAMP 60000002: EPS from a chosen bank, after the upgrade prompt', async ({ page }) => {
  test.slow(); // an upgrade and axe scans
  const site = defaultSiteOf('CAMP');
  const t = translator(site.locale);
  const customer = demoCustomer('CAMP', '60000002');
  const bank = page.getByLabel(t('accountPayment.eps.bank'), { exact: true });

  await logIn(page, site, customer.customerNumber);
  await page.goto(pageUrl(site, '/account/payment'));
  await expect(page.getByText(t('accountPayment.current.method', { method: 'SEPA' }))).toBeVisible();
  await page.getByRole('radio', { name: t('accountPayment.change.option', { method: 'EPS' }) }).check();
  // Nothing chosen: the field says so, before anything is sent.
  await page.getByRole('button', { name: t('accountPayment.eps.submit') }).click();
  await expect(bank).toHaveAccessibleDescription(new RegExp(escapeRegExp(t('accountPayment.eps.error', { code: 'required' }))));
  await bank.selectOption({ label: 'Bank Austria' });
  await page.getByRole('button', { name: t('accountPayment.eps.submit') }).click();
  await expect(page.getByRole('heading', { name: t('accountLogin.upgrade.heading') })).toBeVisible();
  // The choice waits behind the prompt, then the same change is sent again.
  await expect(bank).toHaveValue('BKAUATWWXXX');
  await page.getByLabel(t('accountLogin.upgrade.password'), { exact: true }).fill(customer.secret);
  await page.getByRole('button', { name: t('accountLogin.upgrade.confirm'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t('accountPayment.eps.saved') })).toBeVisible();
  await expect(page.getByText(t('accountPayment.current.method', { method: 'EPS' }))).toBeVisible();
  await expect(fact(page, t('accountPayment.current.epsBank'))).toHaveText('Bank Austria');
  await expectNoAxeViolations(page);
});
