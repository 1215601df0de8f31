import { serializeSelection, SELECTION_COOKIE } from '@/lib/cart/selection';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { seedOf } from './support/catalogue';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { SITES } from './support/sites';
import { E2E_API_URL } from './support/urls';

// The wrong-password attempt is answered 401, which the browser logs as a failed resource load.
test.use({ allowedConsoleErrors: [/api\/auth\/login.*|status of 401/] });

for (const site of SITES) {
  test(`${site.market} (${site.locale}): login as a demo customer → products listed → logout`, async ({ page }) => {
    test.slow(); // several axe scans in one journey
    const t = translator(site.locale);
    const url = (route: Parameters<typeof localizedPath>[1]) => marketUrl(site.market, localizedPath(site.path, route));
    const customer = seedOf(site.market).customers.find((c) => !c.isCompany)!;

    await page.goto(url('/account/login'));
    await expect(page.getByRole('heading', { level: 1, name: t('login.heading') })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong password: a clear error, nothing about which part was wrong, the identifier kept.
    await page.getByLabel(t('login.identifier')).fill(customer.customerNumber);
    await page.getByLabel(t('login.password'), { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page.getByText(t('form.invalid_credentials'))).toBeVisible();
    await expect(page.getByLabel(t('login.identifier'))).toHaveValue(customer.customerNumber);
    await expectNoAxeViolations(page);

    await page.getByLabel(t('login.password'), { exact: true }).fill(customer.secret);
    await page.getByRole('button', { name: t('login.submit') }).click();
    await expect(page).toHaveURL(url('/account'));
    await expect(page.getByRole('heading', { level: 1, name: t('account.heading') })).toBeVisible();
    for (const product of customer.products) await expect(page.getByText(product.name).first()).toBeVisible();
    // Every line at a glance (GET /customerarea/tariffs and /customerarea/usage): its bill period and
    // allowances, its usage screen one click away.
    const lines = page.getByRole('region', { name: t('account.lines.heading') });
    const mobile = customer.products.filter((p) => p.type === 'IMSI' && p.msisdn);
    for (const { msisdn } of mobile) {
      await expect(
        lines.getByRole('link', {
          name: `${t('account.lines.usageLink')} ${t('account.lines.usageLinkContext', { line: msisdn! })}`,
          exact: true,
        }),
      ).toBeVisible();
    }
    const [billPeriod] = t('account.lines.periodEnds', { date: '\u0000' }).split('\u0000');
    await expect(lines.getByText(billPeriod!)).toHaveCount(mobile.length);
    await expectNoAxeViolations(page);

    if (site.market === 'AT') {
      // The content API stops accepting the token mid-session (SPEC §4): the next page logs out to
      // the logout address, and the tariff the customer had put in the cart is gone with the session.
      await page
        .context()
        .addCookies([
          { name: SELECTION_COOKIE, value: serializeSelection({ items: [{ kind: 'tariff', id: 'AT-MOBILE-M' }] }), url: url('/') },
        ]);
      const revoked = await fetch(`${E2E_API_URL}/sandbox/customers/${customer.customerNumber}/tokens`, {
        method: 'DELETE',
        headers: { 'X-Market': site.market },
      });
      expect(revoked.status).toBe(204);
      await page.reload();
      await page.waitForURL((u) => u.pathname === '/');
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain(SELECTION_COOKIE);
      await page.goto(url('/account'));
      await expect(page).toHaveURL(new RegExp(localizedPath(site.path, '/account/login')));
      return;
    }

    await page.getByRole('button', { name: t('account.logout') }).click();
    await page.waitForURL((u) => !u.pathname.includes(localizedPath(site.path, '/account')));
    await page.goto(url('/account'));
    await expect(page).toHaveURL(new RegExp(localizedPath(site.path, '/account/login')));
  });
}
