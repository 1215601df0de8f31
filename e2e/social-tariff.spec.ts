import { grossOf } from '@/lib/domain/price';
import { isSocialTariff } from '@/lib/domain/tariff-kind';
import { incomeLimit, MAX_HOUSEHOLD_SIZE } from '@/lib/domain/social-tariff';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { liveTariffs } from './support/catalogue';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import type { Page } from '@playwright/test';

const offering = CONTENT_SITES.filter((s) => s.market === 'AT' || s.market === 'DE');
const notOffering = CONTENT_SITES.filter((s) => !offering.includes(s));

/** A small but real PDF: what a scanned notice starts and ends with. */
const NOTICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

for (const site of offering) {
  const t = translator(site.locale);
  const url = marketUrl(site.market, localizedPath(site.path, '/social-tariff'));
  const money = (value: number) => formatMoney(value, 'EUR', site.locale);

  test(`${site.market} (${site.locale}): the social tariff with its price, the income limits and the calculator at its boundaries`, async ({
    page,
  }) => {
    test.slow(); // six calculations and two axe scans of a long page
    const tariff = (await liveTariffs(site.market, site.locale)).find(isSocialTariff)!;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: t('socialTariff.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: tariff.tariffName })).toBeVisible();
    await expect(page.locator('main')).toContainText(formatMoney(grossOf(tariff.money), 'EUR', site.locale, { tariff: true }));
    await expect(page.locator('main')).toContainText(money(12));
    const limits = page.getByRole('table', { name: t('socialTariff.limits.caption') });
    await expect(limits.getByRole('cell')).toContainText([
      money(1426.87),
      money(2251.03),
      t('socialTariff.limits.plus', { amount: money(220.16) }),
    ]);
    await expectNoAxeViolations(page);

    const calculator = page.getByRole('form', { name: t('socialTariff.calculator.heading') });
    const check = async (persons: number, income: string) => {
      await calculator.getByLabel(t('socialTariff.calculator.persons')).fill(String(persons));
      await calculator.getByLabel(t('socialTariff.calculator.income', { currency: 'EUR' })).fill(income);
      await calculator.getByRole('button', { name: t('socialTariff.calculator.submit') }).click();
      return calculator.getByRole('status');
    };
    const decimal = (value: number) => value.toFixed(2).replace('.', ',');
    for (const persons of [1, 2, 3]) {
      const limit = incomeLimit(persons);
      await expect(await check(persons, decimal(limit))).toContainText(t('socialTariff.calculator.verdict', { qualifies: 'true' }));
      await expect(await check(persons, decimal(limit + 0.01))).toContainText(t('socialTariff.calculator.verdict', { qualifies: 'false' }));
      await expect(calculator.getByRole('status')).toContainText(money(limit));
    }
    // Input it cannot read is named at the field, and nothing is judged.
    await check(MAX_HOUSEHOLD_SIZE + 1, 'viel');
    await expect(calculator.getByText(t('socialTariff.calculator.personsError', { max: MAX_HOUSEHOLD_SIZE }))).toBeVisible();
    await expect(calculator.getByLabel(t('socialTariff.calculator.persons'))).toHaveAttribute('aria-invalid', 'true');
    await expect(calculator.getByRole('status')).toBeEmpty();
    await expectNoAxeViolations(page);
  });
}

/** The application form (the calculator above it asks for the household size too). */
function applicationForm(page: Page, t: ReturnType<typeof translator>) {
  return page.getByRole('form', { name: t('socialTariff.form.heading') });
}

async function fillApplicant(page: Page, t: ReturnType<typeof translator>) {
  const form = applicationForm(page, t);
  await form.getByLabel(t('socialTariff.form.name')).fill('Maria Huber');
  await form.getByLabel(t('socialTariff.form.email')).fill('maria.huber@example.org');
  await form.getByLabel(t('socialTariff.form.phone')).fill('0660 1234567');
  await form.getByLabel(t('socialTariff.form.householdSize')).fill('2');
}

test.describe('AT (de-AT): social-tariff application', () => {
  test.slow(); // a long page, rendered on first request, then scanned by axe
  const site = offering[0]!;
  const t = translator(site.locale);
  const url = marketUrl(site.market, localizedPath(site.path, '/social-tariff'));

  test('an application with a PDF notice is sent and stored', async ({ page }) => {
    await page.goto(url);
    await fillApplicant(page, t);
    const form = applicationForm(page, t);
    await form
      .getByLabel(t('socialTariff.form.notice'))
      .setInputFiles({ name: 'bescheid.pdf', mimeType: 'application/pdf', buffer: NOTICE_PDF });
    await form.getByRole('button', { name: t('socialTariff.form.submit') }).click();
    const confirmation = page.getByRole('status').filter({ hasText: t('socialTariff.form.sentHeading') });
    await expect(confirmation).toBeVisible();
    const stored = (await (await fetch(`${E2E_API_URL}/sandbox/socialtariff/applications`, { headers: { 'X-Market': 'AT' } })).json()) as {
      id: string;
      application: { name: string; householdSize: number };
      notice: { type: string };
    }[];
    const reference = stored.find((a) => a.application.name === 'Maria Huber')!;
    expect(reference).toMatchObject({ application: { householdSize: 2 }, notice: { type: 'application/pdf' } });
    await expect(confirmation).toContainText(reference.id);
    await expectNoAxeViolations(page);
  });

  test('a text file is refused with a clear message and everything typed stays', async ({ page }) => {
    await page.goto(url);
    await fillApplicant(page, t);
    const form = applicationForm(page, t);
    const notice = form.getByLabel(t('socialTariff.form.notice'));
    await notice.setInputFiles({ name: 'bescheid.txt', mimeType: 'text/plain', buffer: Buffer.from('Bescheid: positiv') });
    await form.getByRole('button', { name: t('socialTariff.form.submit') }).click();
    const message = t('socialTariff.form.error', { field: 'notice', code: 'wrong_type', max: MAX_HOUSEHOLD_SIZE });
    await expect(form.locator('.form__alert')).toContainText(message);
    await expect(notice).toHaveAttribute('aria-invalid', 'true');
    await expect(notice).toBeFocused();
    await expect(page.locator('#application-notice-error')).toHaveText(message);
    await expect(form.getByLabel(t('socialTariff.form.name'))).toHaveValue('Maria Huber');
    await expect(form.getByLabel(t('socialTariff.form.email'))).toHaveValue('maria.huber@example.org');
    await expectNoAxeViolations(page);
  });

  test('the route handler checks the file itself: a text file named .pdf is 415, a foreign origin 403', async ({ request }) => {
    const origin = new URL(url).origin;
    const multipart = {
      locale: 'de-AT',
      name: 'Maria Huber',
      email: 'maria.huber@example.org',
      phone: '0660 1234567',
      householdSize: '1',
      notice: { name: 'bescheid.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') },
    };
    const headers = { Origin: origin, Accept: 'application/json' };
    const wrongType = await request.post(`${origin}/api/social-tariff`, { headers, multipart });
    expect([wrongType.status(), await wrongType.json()]).toEqual([415, { error: 'unsupported_type' }]);
    const foreign = await request.post(`${origin}/api/social-tariff`, {
      headers: { ...headers, Origin: 'https://evil.example' },
      multipart,
    });
    expect(foreign.status()).toBe(403);
    const missing = await request.post(`${origin}/api/social-tariff`, {
      headers,
      multipart: { ...multipart, email: 'nope', notice: { ...multipart.notice, buffer: NOTICE_PDF } },
    });
    expect([missing.status(), await missing.json()]).toEqual([
      400,
      { error: 'invalid_request', fields: [{ field: 'email', code: 'invalid_format' }] },
    ]);
  });
});

for (const site of notOffering) {
  const t = translator(site.locale);

  test(`${site.market} (${site.locale}): explains that no social tariff is offered and links to the tariffs`, async ({ page }) => {
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/social-tariff')));
    await expect(page.getByRole('heading', { level: 1, name: t('socialTariff.title') })).toBeVisible();
    const country = new Intl.DisplayNames([site.locale], { type: 'region' }).of(site.market === 'UK' ? 'GB' : site.market)!;
    await expect(page.getByText(t('socialTariff.notOffered', { country }))).toBeVisible();
    await expect(page.getByRole('link', { name: t('socialTariff.toTariffs') })).toHaveAttribute(
      'href',
      localizedPath(site.path, '/tariffs'),
    );
    await expectNoAxeViolations(page);
  });
}
