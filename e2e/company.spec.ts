import { accessibilityStatement, STATEMENT_DATES } from '@/content/accessibility';
import { aboutDocument } from '@/content/company/about';
import { COMPANY_CONTACTS } from '@/content/company/contacts';
import { openPositions } from '@/content/company/positions';
import { pressDocument } from '@/content/company/press';
import { TEAM } from '@/content/company/team';
import { COMPANIES } from '@/content/legal/companies';
import { legalMarket } from '@/content/legal/text';
import { formatDate, formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route } from '@/lib/platform/i18n/pathnames';
import { languageOf, MARKETS } from '@/lib/platform/markets/markets';
import { CONTENT_SITES } from './support/content-sites';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';

for (const site of CONTENT_SITES) {
  const language = languageOf(site.locale);
  const t = translator(site.locale);
  const url = (route: Route, params?: Record<string, string>) => marketUrl(site.market, localizedPath(site.path, route, params));
  const { currency } = MARKETS[site.market];

  test(`${site.market} (${site.locale}): the footer's company links lead to every page of the company`, async ({ page, request }) => {
    test.slow(); // six pages, each rendered on first request
    await page.goto(url('/'));
    const company = page.getByRole('navigation', { name: t('company.nav.heading') });
    const hrefs = await company.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const routes: Route[] = ['/about', '/careers', '/press', '/shops', '/accessibility', '/social-tariff'];
    expect(hrefs).toEqual(routes.map((route) => localizedPath(site.path, route)));
    for (const href of hrefs) expect([href, (await request.get(marketUrl(site.market, href))).status()]).toEqual([href, 200]);
  });

  test(`${site.market} (${site.locale}): accessibility statement with 19 sections, its dates and the market's enforcement procedure`, async ({
    page,
  }) => {
    test.slow(); // the longest page of the shop, scanned by axe
    const statement = accessibilityStatement(site.market, language);
    await page.goto(url('/accessibility'));
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1, name: statement.title })).toBeVisible();
    const headings = page.locator('main article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(19);
    await expect(headings).toHaveText(statement.sections.map((s) => s.heading));
    const day = (iso: string) => formatDate(new Date(`${iso}T12:00:00Z`), site.locale);
    const dates = page.locator('section[aria-labelledby="dates"]');
    await expect(dates).toContainText(day(STATEMENT_DATES.created));
    await expect(dates).toContainText(day(STATEMENT_DATES.updated));
    await expect(page.locator('section[aria-labelledby="status"]')).toContainText('WCAG 2.1');
    // The enforcement body of this market, and the service contacts of /config/mandant under "feedback".
    const enforcement = statement.sections.find((s) => s.id === 'enforcement')!;
    await expect(page.locator('section[aria-labelledby="enforcement"] li').first()).toHaveText(enforcement.list![0]!);
    await expect(page.locator('section[aria-labelledby="feedback"]').getByRole('link', { name: /@/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`${site.market} (${site.locale}): about and press pages name the company and the press office`, async ({ page }) => {
    test.slow(); // two pages, each scanned by axe
    const about = aboutDocument(site.market, language);
    await page.goto(url('/about'));
    await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(COMPANIES[site.market].name);
    await expect(page.getByRole('link', { name: t('company.about.toCareers') })).toHaveAttribute(
      'href',
      localizedPath(site.path, '/careers'),
    );
    await expectNoAxeViolations(page);

    const press = pressDocument(site.market, language);
    await page.goto(url('/press'));
    await expect(page.getByRole('heading', { level: 1, name: press.title })).toBeVisible();
    for (const contact of COMPANY_CONTACTS[legalMarket(site.market)].press) {
      await expect(page.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
      await expect(page.getByText(contact.name)).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test(`${site.market} (${site.locale}): careers list the team and the open positions; a position shows its pay and how to apply`, async ({
    page,
  }) => {
    test.slow(); // two pages, each scanned by axe
    const positions = openPositions(site.market);
    await page.goto(url('/careers'));
    await expect(page.getByRole('heading', { level: 1, name: t('company.careers.title') })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('company.careers.positionsHeading', { count: positions.length }) }),
    ).toBeVisible();
    const cards = page.locator('.position-card');
    await expect(cards).toHaveCount(positions.length);
    await expect(page.locator('.team-card')).toHaveCount(TEAM.length);
    for (const member of TEAM) await expect(page.getByText(member.name)).toBeVisible();
    await expectNoAxeViolations(page);

    const position = positions[0]!;
    const terms = position.markets[legalMarket(site.market)]!;
    await cards.first().getByRole('link').click();
    await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/careers/[id]', { id: position.id }));
    await expect(page.getByRole('heading', { level: 1, name: position.title[language] })).toBeVisible();
    const money = (value: number) => formatMoney(value, currency, site.locale, { wholeUnits: true });
    const salary = page.locator('section[aria-labelledby="salary-heading"] p');
    if (terms.salary.kind === 'monthly') {
      // Austria: the collective-agreement minimum and the readiness to pay more.
      await expect(salary).toHaveText(
        t('company.careers.salaryMonthly', {
          minimum: money(terms.salary.minimum),
          from: money(terms.salary.from),
          to: money(terms.salary.to),
        }),
      );
    } else {
      await expect(salary).toContainText(money(terms.salary.from));
    }
    const jobs = COMPANY_CONTACTS[legalMarket(site.market)].jobs;
    await expect(page.getByRole('link', { name: t('company.careers.applyButton') })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${jobs}\\?subject=`),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text) as { '@type': string }).map((d) => d['@type'])).toContain('JobPosting');
    await expectNoAxeViolations(page);
  });
}
