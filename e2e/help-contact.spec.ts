/**
 * Issue 5 §1: the help centre (FAQ, contact form, service numbers with hours, WhatsApp and Signal; its
 * topics and search are in faq.spec.ts), the Google rating badge and the contact form in five markets,
 * with axe; the form sends (stored by the reference API) and fails validation with a focused, linked
 * error summary.
 */
import { formatNumber } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { seedOf } from './support/catalogue';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';

// test.slow(): first renders (ISR) and axe runs take seconds each on a busy machine.

for (const site of CONTENT_SITES) {
  const t = translator(site.locale);
  const { mandant, reviews } = seedOf(site.market);

  test(`${site.market} (${site.locale}): the help centre leads to the FAQ and the contact form and lists the service channels`, async ({
    page,
  }) => {
    test.slow();
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/help')));
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1, name: t('help.title') })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t('help.faqLink') })).toHaveAttribute('href', localizedPath(site.path, '/faq'));
    await expect(main.getByRole('link', { name: t('help.contactLink') })).toHaveAttribute('href', localizedPath(site.path, '/contact'));
    const phone = main.getByRole('region', { name: t('help.phoneHeading') });
    await expect(phone.getByRole('link', { name: mandant.serviceLine.display })).toHaveAttribute(
      'href',
      `tel:${mandant.serviceLine.display.replace(/\s/g, '')}`,
    );
    await expect(phone.getByRole('heading', { name: t('footer.serviceHours') })).toBeVisible();
    const messenger = main.getByRole('region', { name: t('help.messengerHeading') });
    await expect(messenger.getByRole('link', { name: t('help.whatsapp', { number: mandant.serviceLine.whatsapp! }) })).toHaveAttribute(
      'href',
      `https://wa.me/${mandant.serviceLine.whatsapp!.replace(/\D/g, '')}`,
    );
    await expect(messenger.getByRole('link', { name: t('help.signal', { number: mandant.serviceLine.signal! }) })).toBeVisible();

    // The Google rating in the footer: one decimal in the page's locale, the number of reviews, a new window.
    const rating = page.getByRole('contentinfo').getByRole('region', { name: t('rating.heading') });
    const score = formatNumber(reviews.rating, site.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    await expect(rating).toContainText(
      t.markup('rating.summary', { rating: score, count: reviews.userRatingsTotal, score: (chunks) => chunks }),
    );
    const reviewsLink = rating.getByRole('link', { name: `${t('rating.link')} ${t('common.newWindow')}` });
    await expect(reviewsLink).toHaveAttribute('href', reviews.url);
    await expect(reviewsLink).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test(`${site.market} (${site.locale}): the contact form has every field labelled and passes axe`, async ({ page }) => {
    test.slow();
    // Opened from a help-centre topic: its subject is chosen.
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/contact', undefined, 'subject=porting')));
    await expect(page.getByRole('heading', { level: 1, name: t('contact.heading') })).toBeVisible();
    for (const field of ['name', 'email', 'phone', 'subject', 'message', 'customerNumber', 'callbackNumber'] as const) {
      await expect(page.getByLabel(t(`contact.${field}`), { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel(t('contact.subject'), { exact: true })).toHaveValue('porting');
    await expectNoAxeViolations(page);
  });
}

test('AT: a complete message is sent and stored by the content API', async ({ page }) => {
  test.slow();
  const at = CONTENT_SITES[0]!;
  const t = translator(at.locale);
  const email = `e2e-${Date.now()}@example.org`;
  await page.goto(marketUrl('AT', localizedPath(at.path, '/contact')));
  await page.getByLabel(t('contact.name'), { exact: true }).fill('Katharina Gruber');
  await page.getByLabel(t('contact.email'), { exact: true }).fill(email);
  await page.getByLabel(t('contact.phone'), { exact: true }).fill('0664 1234501');
  await page.getByLabel(t('contact.subject'), { exact: true }).selectOption('porting');
  await page.getByLabel(t('contact.message'), { exact: true }).fill('Wann wird meine Nummer portiert?');
  await page.getByLabel(t('contact.customerNumber'), { exact: true }).fill('10000001');
  await page.getByRole('button', { name: t('contact.submit') }).click();

  const sent = page.getByRole('status').filter({ hasText: t('contact.sent') });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page);
  const stored = (await (await fetch(`${E2E_API_URL}/sandbox/contact/messages`, { headers: { 'X-Market': 'AT' } })).json()) as {
    message: Record<string, string>;
  }[];
  expect(stored.map((s) => s.message)).toContainEqual({
    name: 'Katharina Gruber',
    email,
    phone: '0664 1234501',
    subject: 'porting',
    message: 'Wann wird meine Nummer portiert?',
    customerNumber: '10000001',
  });
});

test('DE: invalid input is marked at the fields, summarised and focused; nothing is sent', async ({ page }) => {
  test.slow();
  const de = CONTENT_SITES.find((s) => s.market === 'DE')!;
  const t = translator(de.locale);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts.push(request.url());
  });
  await page.goto(marketUrl('DE', localizedPath(de.path, '/contact')));
  await page.getByLabel(t('contact.email'), { exact: true }).fill('max.mustermann@');
  await page.getByLabel(t('contact.phone'), { exact: true }).fill('+43 664 1234567'); // Austrian, not German
  await page.getByRole('button', { name: t('contact.submit') }).click();

  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText(t('form.summary', { count: 5 }));
  const email = page.getByLabel(t('contact.email'), { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(t('contact.invalidEmail'));
  await expect(page.getByLabel(t('contact.phone'), { exact: true })).toHaveAccessibleDescription(
    `${t('contact.phoneHint')} ${t('contact.invalidPhone')}`,
  );
  await expect(page.getByLabel(t('contact.name'), { exact: true })).toHaveAccessibleDescription(t('contact.required'));
  await expect(page.getByLabel(t('contact.subject'), { exact: true })).toHaveAccessibleDescription(t('contact.chooseOption'));
  await expectNoAxeViolations(page);

  await summary
    .getByRole('link', { name: t('form.summaryItem', { field: t('contact.email'), message: t('contact.invalidEmail') }) })
    .click();
  await expect(email).toBeFocused();
  expect(posts).toEqual([]);
});
