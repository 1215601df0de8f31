import { defaultSiteOf, demoCustomer, logIn, pageUrl } from './support/account';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { translator } from './support/i18n';
import { E2E_API_URL } from './support/urls';

// The refused postcode and wrong link token answer 400, the e-mail change first 403 upgrade_required:
// the browser logs each as a failed resource load.
test.use({ allowedConsoleErrors: [/status of (400|403)/] });

const site = defaultSiteOf('IT');
const CUSTOMER = '50000002'; // a company customer: company fields shown

/** The link of the newest e-mail to `to` in the sandbox outbox. */
async function linkTo(to: string): Promise<string> {
  const answer = await fetch(`${E2E_API_URL}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': site.market } });
  const [newest] = (await answer.json()) as { text: string }[];
  const link = newest && /https?:\/\/\S+/.exec(newest.text)?.[0];
  if (!link) throw new Error(`no link e-mailed to ${to}`);
  return link;
}

test('IT company customer: personal details read, saved, refused; e-mail changed with upgrade and confirmed by its link', async ({
  page,
}) => {
  test.slow(); // several page loads and axe scans in one journey
  const t = translator(site.locale);
  const customer = demoCustomer(site.market, CUSTOMER);
  const newAddress = `marco.ferri+${Date.now()}@ferri-impianti.example.it`;
  const label = (key: Parameters<typeof t>[0]) => page.getByLabel(t(key), { exact: true });

  await logIn(page, site, CUSTOMER);
  await page.goto(pageUrl(site, '/account/personal'));

  // Read: what only customer service changes, shown; the company's data in the form.
  await expect(page.getByRole('heading', { level: 1, name: t('accountPersonal.heading') })).toBeVisible();
  await expect(page.getByText(`${customer.firstName} ${customer.lastName}`, { exact: true })).toBeVisible();
  await expect(label('accountPersonal.details.labels.companyName')).toHaveValue('Ferri Impianti S.r.l.');
  await expect(label('accountPersonal.details.labels.zip')).toHaveValue('10128');
  await expectNoAxeViolations(page);

  // A successful save: a contact number, still there after a reload.
  await label('accountPersonal.details.labels.contactPhoneNumber').fill('011 5550202');
  await page.getByRole('button', { name: t('accountPersonal.details.submit') }).click();
  await expect(page.getByText(t('accountArea.saved'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(label('accountPersonal.details.labels.contactPhoneNumber')).toHaveValue('011 5550202');

  // A failed save: the market's postcode pattern refuses four digits; the error at the field, the value kept.
  await label('accountPersonal.details.labels.zip').fill('1012');
  await page.getByRole('button', { name: t('accountPersonal.details.submit') }).click();
  const zipError = t('accountPersonal.details.error', { code: 'invalid_format', field: 'zip', max: 60 });
  await expect(label('accountPersonal.details.labels.zip')).toHaveAccessibleDescription(zipError);
  await expect(label('accountPersonal.details.labels.zip')).toHaveValue('1012');
  await expectNoAxeViolations(page);

  // The e-mail change: an address the form refuses, then a good one, which asks for the password once more.
  const emailField = label('accountPersonal.email.newAddress');
  const send = page.getByRole('button', { name: t('accountPersonal.email.submit') });
  await emailField.fill('marco@');
  await send.click();
  await expect(emailField).toHaveAccessibleDescription(new RegExp(t('accountPersonal.email.error', { code: 'invalid_format' })));
  await emailField.fill(newAddress);
  await send.click();
  await label('accountLogin.upgrade.password').fill(customer.secret);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t('accountLogin.upgrade.confirm'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: newAddress })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText(t('accountPersonal.email.pending', { eMail: newAddress }))).toBeVisible();

  // The link with a wrong token: "link invalid or expired" after pressing the button.
  const link = await linkTo(newAddress);
  const wrong = new URL(link);
  wrong.searchParams.set('token', 'not-the-token');
  await page.goto(wrong.href);
  const confirm = page.getByRole('button', { name: t('accountPersonal.confirm.submit') });
  await confirm.click();
  await expect(page.getByRole('alert').filter({ hasText: t('accountPassword.set.invalid') })).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mailed link: nothing happens until the button is pressed; then the new address is the customer's.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('accountPersonal.confirm.heading') })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.click();
  await expect(page.getByText(t('accountPersonal.confirm.done', { eMail: newAddress }))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('accountPersonal.confirm.back') }).click();
  await expect(page.getByText(newAddress, { exact: true })).toBeVisible();
  await expect(page.getByText(t('accountPersonal.email.pending', { eMail: newAddress }))).toHaveCount(0);
});
