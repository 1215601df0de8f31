import { COMPANIES } from '@/content/legal/companies';
import { feesOf } from '@/content/legal/fees';
import { imprintDocument } from '@/content/legal/imprint';
import { privacyDocument } from '@/content/legal/privacy';
import { termsDocument } from '@/content/legal/terms';
import { mandant } from '@/lib/platform/content-api/schemas';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { languageOf, MARKETS } from '@/lib/platform/markets/markets';
import { liveTariffs } from './support/catalogue';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { SITES, type E2ESite } from './support/sites';

const ITALY: E2ESite = { market: 'IT', locale: 'it-IT', path: { locale: 'it-IT', defaultLocale: 'it-IT' } };
const LEGAL_SITES = [...SITES, ITALY];

async function mandantOf(site: E2ESite) {
  const response = await fetch(`${E2E_API_URL}/config/mandant`, { headers: { 'X-Market': site.market, 'Accept-Language': site.locale } });
  return mandant.parse(await response.json());
}

for (const site of LEGAL_SITES) {
  const language = languageOf(site.locale);
  const { currency, slug } = MARKETS[site.market];
  const company = COMPANIES[site.market];
  const url = (route: '/' | '/terms' | '/privacy' | '/imprint') => marketUrl(site.market, localizedPath(site.path, route));

  test(`${site.market} (${site.locale}): the footer's legal links lead to terms, fees, privacy and imprint`, async ({ page, request }) => {
    const t = translator(site.locale);
    await page.goto(url('/'));
    const legal = page.getByRole('navigation', { name: t('footer.legal') });
    const links = legal.getByRole('link');
    await expect(links).toHaveText([t('legal.nav.terms'), t('legal.nav.fees'), t('legal.nav.privacy'), t('legal.nav.imprint')]);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    const terms = localizedPath(site.path, '/terms');
    expect(hrefs).toEqual([terms, `${terms}#fees`, localizedPath(site.path, '/privacy'), localizedPath(site.path, '/imprint')]);
    for (const href of hrefs) expect([href, (await request.get(marketUrl(site.market, href))).status()]).toEqual([href, 200]);

    // "Fees" lands on the fees section of the terms.
    await legal.getByRole('link', { name: t('legal.nav.fees') }).click();
    await expect(page).toHaveURL(/#fees$/);
    const feesHeading = termsDocument(site.market, language).sections.find((s) => s.id === 'fees')!.heading;
    await expect(page.getByRole('heading', { level: 2, name: feesHeading, exact: true })).toBeInViewport();
  });

  test(`${site.market} (${site.locale}): terms with contents, fees table and the withdrawal form as PDF`, async ({ page, request }) => {
    const t = translator(site.locale);
    const document = termsDocument(site.market, language);
    await page.goto(`${url('/terms')}#fees`);
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t('legal.terms.title')} \\|`));
    await expect(page.locator('h2#fees')).toBeInViewport();

    const contents = page.getByRole('navigation', { name: t('legal.toc') });
    await expect(contents.getByRole('link')).toHaveCount(document.sections.length);
    await expect(page.locator('main article').getByRole('heading', { level: 2 })).toHaveText(document.sections.map((s) => s.heading));

    const fees = page.getByRole('table', { name: t('legal.fees.caption', { currency }) });
    await expect(fees.getByRole('rowheader')).toHaveText(feesOf(site.market, language).map((f) => f.label));
    await expect(fees.getByRole('columnheader')).toHaveText([t('legal.fees.service'), t('legal.fees.amount')]);
    await expectNoAxeViolations(page);

    const withdrawal = page.getByRole('link', { name: t('legal.withdrawalForm') });
    const href = await withdrawal.getAttribute('href');
    expect(href).toBe(`/api/files/legal/withdrawal-${slug}.pdf?locale=${site.locale}`);
    const pdf = await request.get(marketUrl(site.market, href!));
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test(`${site.market} (${site.locale}): privacy policy with the cookie table`, async ({ page }) => {
    const t = translator(site.locale);
    await page.goto(url('/privacy'));
    await expect(page.getByRole('heading', { level: 1, name: privacyDocument(site.market, language).title })).toBeVisible();
    const cookies = page.getByRole('table', { name: t('legal.cookies.caption') });
    await expect(cookies.getByRole('rowheader', { name: '__Host-session' })).toBeVisible();
    await expect(cookies.getByRole('row').filter({ hasText: '__Host-session' })).toContainText(
      t('legal.cookies.categoryName', { category: 'necessary' }),
    );
    await expect(cookies.getByRole('rowheader', { name: '_pk_id' })).toBeVisible();
    await expect(page.getByText(company.dataProtectionAuthority.name[language], { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${site.market} (${site.locale}): imprint with company, regulator and contact`, async ({ page }) => {
    const { email } = await mandantOf(site);
    await page.goto(url('/imprint'));
    await expect(page.getByRole('heading', { level: 1, name: imprintDocument(site.market, language).title })).toBeVisible();
    await expect(page.getByText(company.name, { exact: true })).toBeVisible();
    await expect(page.getByText(company.regulator.name[language], { exact: false })).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expectNoAxeViolations(page);
  });
}

test('a tariff’s legal document is served through /api/files, never from the content API directly', async ({ page, request }) => {
  const site = SITES[0]!;
  const tariff = (await liveTariffs(site.market, site.locale)).find((t) => t.legalDocument)!;
  await page.goto(marketUrl(site.market, localizedPath(site.path, '/tariffs/[slug]', { slug: tariff.tariffDetailLink })));
  const link = page.getByRole('link', { name: tariff.legalDocument!.name });
  const href = await link.getAttribute('href');
  expect(href).toBe(`/api${tariff.legalDocument!.url}?locale=${site.locale}`);
  const pdf = await request.get(marketUrl(site.market, href!));
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the files route answers 404 JSON for names it does not serve', async ({ request }) => {
  for (const path of [
    '/api/files/legal/no-such-file.pdf',
    '/api/files/legal/Withdrawal-AT.pdf',
    '/api/files/legal/withdrawal-at.txt',
    '/api/files/other/withdrawal-at.pdf',
    '/api/files/legal',
  ]) {
    const response = await request.get(marketUrl('AT', path));
    expect([path, response.status()]).toEqual([path, 404]);
    expect(await response.json()).toEqual({ error: 'not_found' });
  }
});
