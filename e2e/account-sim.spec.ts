import type { Page } from '@playwright/test';
import { simReplacement } from '@/lib/platform/contracts/sim-cards';
import { luhnCheckDigit } from '@/lib/domain/luhn';
import { defaultSiteOf, demoCustomer, fact, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';

/**
 * The SIM and eSIM screen (issue 15 §2, SPEC §3/§7 "SIM cards"), in the UK, where switching codes
 * exist too. UK 40000001 reads the eSIM of its first line and requests a PAC; UK 40000002 blocks its
 * data SIM and replaces the SIM of its third line, first with a number that is not the card's.
 * Upgraded writes answer 403 upgrade_required and a refused ICCID 400, which the browser logs.
 */
test.use({ allowedConsoleErrors: [/status of (400|403)/] });

const UK = defaultSiteOf('UK');
const t = translator(UK.locale);

/** Answers the upgrade prompt with the customer's password (upgraded write access, SPEC §6). */
async function upgrade(page: Page, customerNumber: string) {
  await expect(page.getByRole('heading', { name: t('accountLogin.upgrade.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(t('accountLogin.upgrade.password'), { exact: true }).fill(demoCustomer('UK', customerNumber).secret);
  await page.getByRole('button', { name: t('accountLogin.upgrade.confirm'), exact: true }).click();
}

test('UK 40000001: the eSIM to install, and a PAC after the upgrade prompt', async ({ page }) => {
  test.slow(); // several axe scans and an upgrade
  await logIn(page, UK, '40000001');
  await page.goto(pageUrl(UK, '/account/sim/[product]', { product: 'P-40000001-1' }));
  await expect(
    page.getByRole('heading', { level: 1, name: t('accountArea.screenHeading', { screen: 'sim', product: 'Everyday 30GB' }) }),
  ).toBeVisible();
  await expect(fact(page, t('accountSim.card.type'))).toHaveText(t('accountSim.card.typeValue', { type: 'ESIM' }));

  // The eSIM: QR code with its text alternative, one-tap links, and the details to type by hand.
  await expect(page.getByRole('img', { name: t('accountSim.esim.qrAlt', { line: '+44 7700 900123' }) })).toBeVisible();
  const ios = page.getByRole('link', { name: `${t('accountSim.esim.ios')} ${t('accountSim.esim.forLine', { line: '+44 7700 900123' })}` });
  await expect(ios).toHaveAttribute(
    'href',
    /^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=LPA%3A1%24smdp\.sandbox\.example%24/,
  );
  await expect(fact(page, t('accountSim.esim.smdpAddress'))).toContainText('smdp.sandbox.example');
  await expect(fact(page, t('accountSim.esim.activationCode')).locator('code')).toHaveText(/^\d{6}$/);
  await expectNoAxeViolations(page);

  // A PAC: the upgrade prompt, then the same request; the code and its last day are shown.
  await expect(page.getByText(t('accountSim.codes.none'))).toBeVisible();
  await page.getByRole('button', { name: t('accountSim.codes.request', { type: 'PAC' }) }).click();
  await upgrade(page, '40000001');
  await expect(page.getByRole('status').filter({ hasText: /[A-Z]{3}\d{6}/ })).toBeVisible();
  await expect(fact(page, t('accountSim.codes.type', { type: 'PAC' })).locator('code')).toHaveText(/^[A-Z]{3}\d{6}$/);
  await expect(fact(page, t('accountSim.codes.type', { type: 'PAC' }))).toContainText(t('accountSim.codes.validUntil'));
  await expectNoAxeViolations(page);
});

test('UK 40000002: block a SIM after warning, confirmation and upgrade; replace another, a wrong ICCID first', async ({ page }) => {
  test.slow(); // several axe scans, an upgrade and two screens
  await logIn(page, UK, '40000002');

  // Blocking the data SIM (line 4).
  await page.goto(pageUrl(UK, '/account/sim/[product]', { product: 'P-40000002-4' }));
  await expect(fact(page, t('accountSim.card.status'))).toHaveText(t('accountSim.card.statusValue', { status: 'ACTIVE' }));
  await expect(page.getByText(t('accountSim.block.warning'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountSim.block.start'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('accountSim.block.confirmHeading', { line: '+44 7700 900203' }) })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountSim.block.confirm'), exact: true }).click();
  await upgrade(page, '40000002');
  await expect(page.getByText(t('accountSim.block.done'))).toBeVisible();
  await expect(fact(page, t('accountSim.card.status'))).toHaveText(t('accountSim.card.statusValue', { status: 'BLOCKED' }));
  await expect(page.getByText(t('accountSim.block.blocked'))).toBeVisible();
  await expect(page.getByText(t('accountSim.replacement.blocked'))).toBeVisible();
  await expectNoAxeViolations(page);

  // Replacing the SIM of line 3 (still upgraded): a card by post, then its printed ICCID.
  await page.goto(pageUrl(UK, '/account/sim/[product]', { product: 'P-40000002-3' }));
  await page.getByRole('radio', { name: t('accountSim.replacement.simTypeValue', { type: 'SIM' }) }).check();
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/upstream/simcards/replacements') && r.request().method() === 'POST' && r.ok(),
  );
  await page.getByRole('button', { name: t('accountSim.replacement.request'), exact: true }).click();
  // The sandbox's card "in the post": the ICCID printed on it is in the request's answer.
  const card = simReplacement.parse(await (await answered).json());
  await expect(page.getByText(t('accountSim.replacement.requested'))).toBeVisible();
  const iccidField = page.getByLabel(t('accountSim.replacement.iccid'), { exact: true });
  await expect(iccidField).toBeVisible();
  await expectNoAxeViolations(page);

  // A well-formed number that is not the card sent: refused at the field, the number kept.
  const printed = card.humanReadableIccid.replace(/\s/g, '');
  const body = printed.slice(0, -2) + ((Number(printed.at(-2)) + 1) % 10);
  const wrong = body + luhnCheckDigit(body);
  await iccidField.fill(wrong);
  await page.getByRole('button', { name: t('accountSim.replacement.confirm'), exact: true }).click();
  await expect(page.locator('#replacement-iccid-error')).toHaveText(t('accountSim.replacement.error.mismatch'));
  await expect(iccidField).toHaveValue(wrong);
  await expectNoAxeViolations(page);

  // The number as printed on the card: the new card is in use.
  await iccidField.fill(card.humanReadableIccid);
  await page.getByRole('button', { name: t('accountSim.replacement.confirm'), exact: true }).click();
  await expect(page.getByText(t('accountSim.replacement.confirmed'))).toBeVisible();
  await expect(fact(page, t('accountSim.card.iccid'))).toHaveText(card.humanReadableIccid);
  await expectNoAxeViolations(page);
});
