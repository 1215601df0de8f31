import type { Page } from '@playwright/test';
import { defaultSiteOf, demoCustomer, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import { codeIn, linkIn, nextMessageTo, seenIds } from './support/outbox';
import type { E2ESite } from './support/sites';

/**
 * Every login method of SPEC §6 end to end, with the codes and links read from the sandbox outbox as
 * the customer would read their phone or mailbox (README "Every way to log in"). Each journey has its
 * own demo customer: codes and links must not cross between parallel journeys, and the password
 * journey changes its customer's password.
 */

// Wrong codes and used links are answered 400/401, which the browser logs as failed resource loads.
// The one-time-code journey's refused send is a 503.
test.use({ allowedConsoleErrors: [/status of (40[01]|503)/] });

const atStart = async (page: Page, site: E2ESite) => {
  await expect(page).toHaveURL(pageUrl(site, '/account'));
  await expect(page.getByRole('heading', { level: 1, name: translator(site.locale)('account.heading') })).toBeVisible();
};

const logOut = async (page: Page, site: E2ESite) => {
  await page.getByRole('button', { name: translator(site.locale)('account.logout') }).click();
  await page.waitForURL((u) => !u.pathname.startsWith(new URL(pageUrl(site, '/account')).pathname));
};

test('CAMP: code by SMS (a wrong code, then the right one), password + SMS code (OpenID), auto-login on the mobile network', async ({
  page,
}) => {
  test.slow();
  const site = defaultSiteOf('CAMP');
  const t = translator(site.locale);
  const customer = demoCustomer('CAMP', '60000001');
  const phone = customer.phoneNumber;

  // Code by SMS: the first send fails (our route handler answers as when the content API is down),
  // which says so and offers to send again with the number still filled in (SPEC §8).
  await page.goto(pageUrl(site, '/account/login', undefined, 'method=tan'));
  let seen = await seenIds('CAMP', phone);
  await page.route(
    '**/api/auth/tan',
    (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable' }) }),
    { times: 1 },
  );
  await page.getByLabel(t('accountLogin.tan.phone')).fill(phone);
  await page.getByRole('button', { name: t('accountLogin.tan.send') }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(t('accountLogin.tan.sendFailed'));
  await expect(page.getByLabel(t('accountLogin.tan.phone'))).toHaveValue(phone);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountLogin.tan.retry') }).click();
  const tan = codeIn((await nextMessageTo('CAMP', phone, seen)).text);
  await expect(page.getByLabel(t('accountLogin.tan.code'))).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel(t('accountLogin.tan.code')).fill(tan === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: t('accountLogin.tan.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('form.invalid_credentials') })).toBeVisible();
  await expect(page.getByLabel(t('accountLogin.tan.code'))).toBeFocused();
  await page.getByLabel(t('accountLogin.tan.code')).fill(tan);
  await page.getByRole('button', { name: t('accountLogin.tan.submit') }).click();
  await atStart(page, site);
  await logOut(page, site);

  // Password, then a second factor by SMS (OpenID).
  await page.goto(pageUrl(site, '/account/login', undefined, 'method=openid'));
  await page.getByLabel(t('login.identifier')).fill(customer.customerNumber);
  await page.getByLabel(t('login.password'), { exact: true }).fill(customer.secret);
  seen = await seenIds('CAMP', phone);
  await page.getByRole('button', { name: t('accountLogin.openid.next') }).click();
  const second = codeIn((await nextMessageTo('CAMP', phone, seen)).text);
  await expect(page.getByLabel(t('accountLogin.openid.code'))).toBeFocused();
  await page.getByLabel(t('accountLogin.openid.code')).fill(second);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('login.submit') }).click();
  await atStart(page, site);
  await logOut(page, site);

  // Auto-login: the mobile network names the number in a header.
  await page.setExtraHTTPHeaders({ 'X-Msisdn': phone });
  await page.goto(pageUrl(site, '/account/login'));
  await expect(page.getByRole('heading', { name: t('accountLogin.auto.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountLogin.auto.submit') }).click();
  await atStart(page, site);
});

test('DE: one-time link by e-mail, which works once', async ({ page }) => {
  const site = defaultSiteOf('DE');
  const t = translator(site.locale);
  const customer = demoCustomer('DE', '20000001');
  const mailbox = customer.personal!.eMail;

  await page.goto(pageUrl(site, '/account/login', undefined, 'method=link'));
  const seen = await seenIds('DE', mailbox);
  await page.getByLabel(t('login.identifier')).fill(customer.customerNumber);
  await page.getByRole('button', { name: t('accountLogin.link.send') }).click();
  await expect(page.getByText(t('accountLogin.link.sent'))).toBeVisible();
  const link = linkIn((await nextMessageTo('DE', mailbox, seen)).text);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('accountLogin.landing.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountLogin.landing.submit') }).click();
  await atStart(page, site);
  await logOut(page, site);

  await page.goto(link);
  await page.getByRole('button', { name: t('accountLogin.landing.submit') }).click();
  await expect(page.getByText(t('accountLogin.landing.invalid'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('AT: forgot password by SMS link, then the first-password e-mail link sets it back', async ({ page }) => {
  test.slow();
  const site = defaultSiteOf('AT');
  const t = translator(site.locale);
  const customer = demoCustomer('AT', '10000002');
  const newPassword = 'Neues-Passwort-77';

  const setPassword = async (link: string, password: string) => {
    await page.goto(link);
    await page.getByLabel(t('accountPassword.set.newPassword'), { exact: true }).fill(password);
    await page.getByLabel(t('accountPassword.set.confirmPassword'), { exact: true }).fill(password);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: t('accountPassword.set.submit') }).click();
    await expect(page.getByText(t('accountLogin.notice.password_set'))).toBeVisible();
  };
  const logInWith = async (password: string) => {
    await page.getByLabel(t('login.identifier')).fill(customer.customerNumber);
    await page.getByLabel(t('login.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await atStart(page, site);
  };

  // Forgot password: the same answer whether or not the number exists; the link comes by SMS.
  await page.goto(pageUrl(site, '/account/password/reset'));
  let seen = await seenIds('AT', customer.phoneNumber);
  await page.getByLabel(t('accountPassword.reset.field')).fill(customer.phoneNumber);
  await page.getByRole('button', { name: t('accountPassword.reset.submit') }).click();
  await expect(page.getByText(t('accountPassword.reset.sent'))).toBeVisible();
  await expectNoAxeViolations(page);
  const resetLink = linkIn((await nextMessageTo('AT', customer.phoneNumber, seen)).text);
  await setPassword(resetLink, newPassword);
  await logInWith(newPassword);
  await logOut(page, site);

  // A used link is "invalid or expired" (SPEC §8).
  await page.goto(resetLink);
  await page.getByLabel(t('accountPassword.set.newPassword'), { exact: true }).fill('Noch-ein-Passwort-78');
  await page.getByLabel(t('accountPassword.set.confirmPassword'), { exact: true }).fill('Noch-ein-Passwort-78');
  await page.getByRole('button', { name: t('accountPassword.set.submit') }).click();
  await expect(page.getByText(t('accountPassword.set.invalid'))).toBeVisible();

  // First password: by customer number, the link comes by e-mail.
  const mailbox = customer.personal!.eMail;
  await page.goto(pageUrl(site, '/account/password/first'));
  seen = await seenIds('AT', mailbox);
  await page.getByLabel(t('accountPassword.first.field')).fill(customer.customerNumber);
  await page.getByRole('button', { name: t('accountPassword.first.submit') }).click();
  await expect(page.getByText(t('accountPassword.first.sent'))).toBeVisible();
  await setPassword(linkIn((await nextMessageTo('AT', mailbox, seen)).text), customer.secret);
  await logInWith(customer.secret);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('UK: a refused password login keeps the number typed (never the password) and says why', async ({ page }) => {
    const site = defaultSiteOf('UK');
    const t = translator(site.locale);
    await page.goto(pageUrl(site, '/account/login'));
    await page.getByLabel(t('login.identifier')).fill('4999 9999');
    await page.getByLabel(t('login.password'), { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: t('login.submit') }).click();

    await expect(page).toHaveURL(pageUrl(site, '/account/login', undefined, 'error=invalid_credentials'));
    await expect(page.getByText(t('form.invalid_credentials')).first()).toBeVisible();
    await expect(page.getByLabel(t('login.identifier'))).toHaveValue('4999 9999');
    // No axe here: it runs as a script in the page, which this browser does not run (the same page is
    // scanned with JavaScript above).
    await expect(page.getByLabel(t('login.password'), { exact: true })).toHaveValue('');
  });
});
