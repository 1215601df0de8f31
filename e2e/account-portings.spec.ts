import type { Page, Route } from '@playwright/test';
import type { SeedFixedLinePorting, SeedMobilePorting } from '@/content-api/seed/types';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { defaultSiteOf, fact, logIn, pageUrl } from './support/account';
import { seedOf } from './support/catalogue';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import { fill, press, tabTo } from './support/keyboard';
import type { E2ESite } from './support/sites';

/**
 * The customer area's portings screen (issue 16 §2), as the private demo customer x0000001 of DE and
 * IT (the other markets' portings belong to the porting-signature journeys): P1 OPEN and unsigned
 * (the sign prompt), P2 FAILED with WRONG_NAME (its reason in plain words; corrected and re-presented,
 * it starts again as OPEN), P3 FINISHED and the landline porting waiting for a confirmation. Only these
 * journeys change P2 of these two customers.
 */

// DE: a field refused (400) by a stand-in for the content API's answer; IT: the API's own refusal to
// re-present unchanged data (409 correction_required). The browser logs both as failed loads.
test.use({ allowedConsoleErrors: [/status of (400|409)/] });

/** The private demo customer's seeded portings: P1, P2, P3 and the landline. */
function portingsOf(market: MarketCode) {
  const own = seedOf(market).portings.filter((p) => p.customerNumber === CUSTOMERS[market]);
  const mobile = own
    .filter((p): p is SeedMobilePorting => p.kind === 'MOBILE')
    .map((p) => ({ id: p.phoneAccountId, number: p.data.phoneNumber, ...p.data }));
  const [landline] = own.filter((p): p is SeedFixedLinePorting => p.kind === 'FIXEDLINE');
  const [open, failed, finished] = mobile;
  return { open: open!, failed: failed!, finished: finished!, landline: landline! };
}

const CUSTOMERS: Partial<Record<MarketCode, string>> = { DE: '20000001', IT: '50000001' };

/** The list as the screen first shows it: every porting with its state, what to do, and the current step. */
async function expectListed(page: Page, site: E2ESite) {
  const t = translator(site.locale);
  const { open, failed, finished, landline } = portingsOf(site.market);
  const card = (number: string) => page.getByRole('article', { name: number, exact: true });
  await expect(page.getByRole('heading', { level: 1, name: t('accountPortings.heading') })).toBeVisible();

  const p1 = card(open.number);
  await expect(fact(p1, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'OPEN' }));
  await expect(p1.locator('[aria-current="step"]')).toContainText(t('accountPortings.status', { status: 'OPEN' }));
  await expect(p1.getByText(t('accountPortings.sign.prompt'))).toBeVisible();
  await expect(p1.getByRole('link', { name: t('accountPortings.sign.link', { number: open.number }) })).toHaveAttribute(
    'href',
    new URL(pageUrl(site, '/porting-signature/[id]', { id: open.id })).pathname,
  );

  const p2 = card(failed.number);
  await expect(fact(p2, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'FAILED' }));
  await expect(p2.getByText(t('accountPortings.failed.reason', { reason: 'WRONG_NAME' }))).toBeVisible();
  await expect(p2.getByText(t('accountPortings.failed.todo', { reason: 'WRONG_NAME' }))).toBeVisible();
  await expect(p2.locator('[aria-current="step"]')).toHaveCount(0);

  const p3 = card(finished.number);
  await expect(fact(p3, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'FINISHED' }));
  await expect(p3.locator('[aria-current="step"]')).toContainText(t('accountPortings.status', { status: 'FINISHED' }));
  await expect(fact(p3, t('accountPortings.facts.provider'))).toHaveText(
    seedOf(site.market).portingProviders.find((p) => p.id === finished.previousProviderId)!.displayName,
  );

  const line = card(landline.phoneNumber);
  await expect(fact(line, t('accountPortings.fixedLine.state'))).toHaveText(t('accountPortings.fixedLine.stateValue', { state: 'OPEN' }));
  await expect(line.getByText(t('accountPortings.fixedLine.actionRequired'))).toBeVisible();
  // P1 has the holder's name as the old contract has it; P2 only its initial (WRONG_NAME).
  return { p2, failed, fullName: open.firstname };
}

test('DE 20000001: the portings listed; a refused correction keeps what was typed, then P2 corrected and re-presented', async ({
  page,
}) => {
  test.slow(); // a login and four axe scans
  const site = defaultSiteOf('DE');
  const t = translator(site.locale);
  await logIn(page, site, CUSTOMERS.DE!);

  // The customer's screens link it: portings belong to the customer, not to one line.
  await page
    .getByRole('navigation', { name: t('accountArea.sections') })
    .getByRole('link', { name: t('accountArea.section', { section: 'portings' }) })
    .click();
  await expect(page).toHaveURL(pageUrl(site, '/account/portings'));
  const { p2, failed, fullName } = await expectListed(page, site);
  await expectNoAxeViolations(page);

  // A refusal of the typed name (as the content API words one): at its field, the name kept, the list back as it was.
  const firstName = p2.getByLabel(t('accountPortings.correction.labels.firstname'), { exact: true });
  await expect(firstName).toHaveValue(failed.firstname);
  await firstName.fill(fullName);
  const refuse = (route: Route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'invalid_request', fields: [{ field: 'firstname', code: 'invalid_format' }] }),
        })
      : route.fallback();
  const changeUrl = `**/api/upstream/portings/phoneaccounts/${failed.id}`;
  await page.route(changeUrl, refuse);
  await p2.getByRole('button', { name: t('accountPortings.correction.submit') }).click();
  await expect(page.locator(`#${failed.id}-firstname-error`)).toHaveText(
    t('accountPortings.correction.error', { code: 'invalid_format', field: 'firstname' }),
  );
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveValue(fullName);
  await expect(fact(p2, t('accountPortings.facts.holder'))).toHaveText(`${failed.firstname} ${failed.lastname}`);
  await expectNoAxeViolations(page);
  await page.unroute(changeUrl, refuse);

  // Corrected and re-presented: the porting starts again as OPEN, and now waits for a new signature.
  await p2.getByRole('button', { name: t('accountPortings.correction.submit') }).click();
  await expect(p2.getByText(t('accountPortings.represented', { number: failed.number }))).toBeVisible();
  await expect(fact(p2, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'OPEN' }));
  await expect(fact(p2, t('accountPortings.facts.holder'))).toHaveText(`${fullName} ${failed.lastname}`);
  await expect(p2.locator('[aria-current="step"]')).toContainText(t('accountPortings.status', { status: 'OPEN' }));
  await expect(p2.getByRole('link', { name: t('accountPortings.sign.link', { number: failed.number }) })).toBeVisible();
  await expectNoAxeViolations(page);

  // As the content API has it: still there after a reload.
  await page.reload();
  await expect(fact(p2, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'OPEN' }));
});

test('IT 50000001, keyboard only: re-presenting unchanged data is refused and explained, the corrected name goes through', async ({
  page,
}) => {
  test.slow(); // a login, keyboard steps and three axe scans
  const site = defaultSiteOf('IT');
  const t = translator(site.locale);
  await logIn(page, site, CUSTOMERS.IT!);

  const nav = page.getByRole('navigation', { name: t('accountArea.sections') });
  await press(page, nav.getByRole('link', { name: t('accountArea.section', { section: 'portings' }) }));
  await expect(page).toHaveURL(pageUrl(site, '/account/portings'));
  const { p2, failed, fullName } = await expectListed(page, site);
  await expectNoAxeViolations(page);

  // Nothing changed yet: the content API refuses to re-present (409), the screen says why, nothing typed is lost.
  const submit = p2.getByRole('button', { name: t('accountPortings.correction.submit') });
  await press(page, submit);
  await expect(
    p2.getByRole('alert').filter({ hasText: t('accountPortings.correction.refused', { code: 'correction_required' }) }),
  ).toBeVisible();
  const firstName = p2.getByLabel(t('accountPortings.correction.labels.firstname'), { exact: true });
  await expect(firstName).toHaveValue(failed.firstname);
  await expectNoAxeViolations(page);

  // The full first name, typed and sent with the keyboard: re-presented, the focus on the porting.
  await fill(page, firstName, fullName);
  await press(page, submit);
  await expect(p2.getByText(t('accountPortings.represented', { number: failed.number }))).toBeVisible();
  await expect(p2.getByRole('heading', { name: failed.number, exact: true })).toBeFocused();
  await expect(fact(p2, t('accountPortings.facts.status'))).toHaveText(t('accountPortings.status', { status: 'OPEN' }));
  // The next thing to do, a Tab away: signing the authorisation of the corrected porting.
  await tabTo(page, p2.getByRole('link', { name: t('accountPortings.sign.link', { number: failed.number }) }));
  await expectNoAxeViolations(page);
});
