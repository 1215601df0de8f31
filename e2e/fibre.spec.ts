import type { Page } from '@playwright/test';
import { fixedLineSupplier, type BuildingType } from '@/lib/platform/content-api/schemas';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { labelWithContext, translator } from './support/i18n';
import { nextMessageTo } from './support/outbox';
import { SITES } from './support/sites';

/**
 * The fibre page's availability check in AT and IT: every outcome with both building types, the
 * too-short search without a request, the contact lead, a reload, ordering, and the IP TV page.
 * Addresses are the seed's street list (README "Trying the fibre check").
 */
type Address = { zip: string; street: string; houseNumber: string };
type Case = {
  market: MarketCode;
  locale: Locale;
  phone: string;
  found: Address & { label: string; supplier: string; tariff: string };
  several: Address & { stairs: string; label: string; supplier: string };
  notFound: Address;
  /** `id`: the seed's address id, for the sandbox's "build decided". */
  planned: Address & { id: string; label: string; supplier: string; tariff: string };
};

const CASES: Case[] = [
  {
    market: 'AT',
    locale: 'de-AT',
    phone: '0660 1234567',
    found: {
      zip: '1070',
      street: 'Neubaugasse',
      houseNumber: '12',
      label: 'Neubaugasse 12, 1070 Wien',
      supplier: 'OFAA',
      tariff: 'Glasfaser 1000',
    },
    several: {
      zip: '1070',
      street: 'Neubaugasse',
      houseNumber: '20',
      stairs: '2',
      label: 'Neubaugasse 20, {stairs}, 1070 Wien',
      supplier: 'A1-WHOLESALE',
    },
    notFound: { zip: '6020', street: 'Museumstraße', houseNumber: '1' },
    planned: {
      id: 'at-8010-annenstrasse-30',
      zip: '8010',
      street: 'Annenstr.',
      houseNumber: '30',
      label: 'Annenstraße 30, 8010 Graz',
      supplier: 'OFAA',
      tariff: 'Glasfaser 150',
    },
  },
  {
    market: 'IT',
    locale: 'it-IT',
    phone: '+39 333 1234567',
    found: {
      zip: '20121',
      street: 'Via Brera',
      houseNumber: '10',
      label: 'Via Brera 10, 20121 Milano',
      supplier: 'OPEN-FIBER',
      tariff: 'Fibra 1 Giga',
    },
    several: {
      zip: '00184',
      street: 'Via Nazionale',
      houseNumber: '50',
      stairs: 'B',
      label: 'Via Nazionale 50, {stairs}, 00184 Roma',
      supplier: 'FIBERCOP',
    },
    notFound: { zip: '10121', street: 'Via Roma', houseNumber: '1' },
    planned: {
      id: 'it-40121-via-dell-indipendenza-8',
      zip: '40121',
      street: "Via dell'Indipendenza",
      houseNumber: '8',
      label: "Via dell'Indipendenza 8, 40121 Bologna",
      supplier: 'OPEN-FIBER',
      tariff: 'Fibra 500',
    },
  },
];

/** The connection price of a supplier for a building type, as the reference API of the run has it. */
async function connectionPrice(market: MarketCode, supplier: string, building: BuildingType): Promise<number> {
  const response = await fetch(`${E2E_API_URL}/fixedline/suppliers/${supplier}`, { headers: { 'X-Market': market } });
  const connection = fixedLineSupplier.parse(await response.json()).connections.find((c) => c.buildingTypeId === building);
  if (!connection) throw new Error(`${supplier} has no connection for ${building}`);
  return connection.price.amount;
}

/** Counts the browser's calls of our search handler. */
function countSearches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/fixedline/search')) count += 1;
  });
  return () => count;
}

for (const c of CASES) {
  const t = translator(c.locale);
  const path = { locale: c.locale, defaultLocale: c.locale };
  const money = (amount: number) => formatMoney(amount, 'EUR', c.locale);
  const building = (type: BuildingType) => t('fibre.buildingTypeOption', { type });

  async function checkAddress(page: Page, address: Address, type: BuildingType) {
    const form = page.locator('form.fibre-form');
    await form.getByLabel(t('fibre.zip')).fill(address.zip);
    await form.getByLabel(t('fibre.street'), { exact: true }).fill(address.street);
    await form.getByLabel(t('fibre.houseNumber')).fill(address.houseNumber);
    await form.getByRole('radio', { name: building(type) }).check();
    await form.getByRole('button', { name: t('fibre.submit') }).click();
  }

  async function openInternetPage(page: Page) {
    await page.goto(marketUrl(c.market, localizedPath(path, '/')));
    await page
      .getByRole('navigation', { name: t('nav.main') })
      .getByRole('link', { name: t('nav.internet'), exact: true })
      .click();
    await page.waitForURL(marketUrl(c.market, localizedPath(path, '/internet')));
    await expect(page.getByRole('heading', { level: 1, name: t('fibre.heading') })).toBeVisible();
  }

  test.describe(`${c.market} (${c.locale}) fibre check`, () => {
    // Journeys with several axe scans each: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    test('a too-short street is refused without a request; a found address shows the fibre banner, survives a reload and estimates the connection', async ({
      page,
    }) => {
      const searches = countSearches(page);
      await openInternetPage(page);
      await expectNoAxeViolations(page);

      await checkAddress(page, { ...c.found, street: c.found.street.slice(0, 1) }, 'SINGLE_FAMILY_HOUSE');
      const street = page.locator('form.fibre-form').getByLabel(t('fibre.street'), { exact: true });
      await expect(street).toHaveAttribute('aria-invalid', 'true');
      await expect(street).toHaveAccessibleDescription(t('fibre.errors.tooShort'));
      expect(searches()).toBe(0);
      await expectNoAxeViolations(page);

      await street.fill(c.found.street);
      await page
        .locator('form.fibre-form')
        .getByRole('button', { name: t('fibre.submit') })
        .click();
      const result = page.getByRole('heading', { name: t('fibre.resultHeading', { address: c.found.label }) });
      await expect(result).toBeFocused();
      expect(searches()).toBe(1);
      await expect(page.locator('.fibre-result .fibre-banner').first()).toContainText(t('fibre.fibreBanner', { mbits: 1000, percent: 90 }));
      const sfh = await connectionPrice(c.market, c.found.supplier, 'SINGLE_FAMILY_HOUSE');
      await expect(
        page
          .locator('.fibre-result')
          .getByText(t('fibre.connection', { type: 'SINGLE_FAMILY_HOUSE', price: money(sfh) }))
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 5, name: c.found.tariff })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.reload();
      await expect(page.getByRole('heading', { name: t('fibre.resultHeading', { address: c.found.label }) })).toBeVisible();
      expect(searches()).toBe(1);

      // SPEC §9 in the euro markets: 300 with 10 m included, 50 per further metre → 25 m cost 1050.
      const estimate = page.locator('.fibre-result .fibre-estimate');
      await estimate.getByLabel(t('fibre.distance')).fill('25');
      await expect(estimate.locator('output')).toHaveText(t('fibre.estimate', { price: money(1050), extra: 15 }));
      await expectNoAxeViolations(page);
    });

    test('several addresses: the visitor chooses one and sees the apartment connection', async ({ page }) => {
      await openInternetPage(page);
      await checkAddress(page, c.several, 'MULTI_PARTY_BUILDING');
      await expect(page.getByRole('heading', { name: t('fibre.multipleHeading') })).toBeFocused();
      await expectNoAxeViolations(page);
      const label = c.several.label.replace('{stairs}', t('fibre.stairsValue', { value: c.several.stairs }));
      await page.getByRole('radio', { name: label }).check();
      await page.getByRole('button', { name: t('fibre.choose') }).click();
      await expect(page.getByRole('heading', { name: t('fibre.resultHeading', { address: label }) })).toBeFocused();
      const flat = await connectionPrice(c.market, c.several.supplier, 'MULTI_PARTY_BUILDING');
      // In the check's result (the page's list of connections names the same price).
      await expect(
        page.locator('.fibre-result').getByText(t('fibre.connection', { type: 'MULTI_PARTY_BUILDING', price: money(flat) })),
      ).toBeVisible();
      await expect(page.locator('.fibre-result .fibre-estimate')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('not found: the contact request is validated, stored by the API, and confirmed', async ({ page }) => {
      const email = `lead-${c.market.toLowerCase()}-${Date.now()}@example.org`;
      await openInternetPage(page);
      await checkAddress(page, c.notFound, 'SINGLE_FAMILY_HOUSE');
      await expect(page.getByRole('heading', { name: t('fibre.notFoundHeading') })).toBeFocused();
      const form = page.locator('form.fibre-contact');
      await expect(form.getByText(t('fibre.retention', { months: 6 }))).toBeVisible();
      await form.getByRole('button', { name: t('fibre.contactSubmit') }).click();
      await expect(form.getByLabel(t('fibre.name'))).toHaveAccessibleDescription(t('fibre.errors.required'));
      await expectNoAxeViolations(page);

      await form.getByLabel(t('fibre.name')).fill('Test Person');
      await form.getByLabel(t('fibre.email')).fill(email);
      await form.getByLabel(t('fibre.phone')).fill(c.phone);
      await form.getByRole('checkbox', { name: t('fibre.consent') }).check();
      await form.getByRole('button', { name: t('fibre.contactSubmit') }).click();
      await expect(page.getByText(t('fibre.contactSent'))).toBeVisible();
      await expectNoAxeViolations(page);

      const leads = (await (await fetch(`${E2E_API_URL}/sandbox/fixedline/contacts`, { headers: { 'X-Market': c.market } })).json()) as {
        lead: { email: string; buildingType: string; consent: boolean; address: Address };
      }[];
      const stored = leads.find((l) => l.lead.email === email);
      expect(stored?.lead).toMatchObject({ buildingType: 'SINGLE_FAMILY_HOUSE', consent: true, address: c.notFound });
    });

    test('fibre planned: "tell me when it is built" mails a confirmation and, once the build is decided, again; a fibre tariff can be pre-ordered', async ({
      page,
    }) => {
      const email = `notice-${c.market.toLowerCase()}-${Date.now()}@example.org`;
      await openInternetPage(page);
      await checkAddress(page, c.planned, 'MULTI_PARTY_BUILDING');
      await expect(page.getByRole('heading', { name: t('fibre.resultHeading', { address: c.planned.label }) })).toBeFocused();
      await expect(page.getByText(t('fibre.plannedBanner'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('fibre.supplierPlanned'))).toBeVisible();
      await expectNoAxeViolations(page);

      const notice = page.locator('form.fibre-contact');
      const consent = notice.getByRole('checkbox', { name: t('fibre.notifyConsent', { address: c.planned.label, months: 6 }) });
      await expect(consent).not.toBeChecked();
      await notice.getByRole('button', { name: t('fibre.notifySubmit') }).click();
      await expect(notice.getByLabel(t('fibre.email'), { exact: true })).toHaveAccessibleDescription(t('fibre.errors.required'));
      await expect(notice.getByLabel(t('fibre.email'), { exact: true })).toBeFocused();
      await expectNoAxeViolations(page);
      await notice.getByLabel(t('fibre.email'), { exact: true }).fill(email);
      await notice.getByRole('button', { name: t('fibre.notifySubmit') }).click();
      await expect(consent).toBeFocused();
      await expect(notice.getByLabel(t('fibre.email'), { exact: true })).toHaveValue(email);
      await consent.check();
      await notice.getByRole('button', { name: t('fibre.notifySubmit') }).click();
      await expect(page.getByText(t('fibre.notifySent', { months: 6 }))).toBeVisible();
      await expectNoAxeViolations(page);

      const confirmation = await nextMessageTo(c.market, email, []);
      expect(confirmation.subject).toContain(c.planned.label);
      const decided = await fetch(`${E2E_API_URL}/sandbox/fixedline/builds`, {
        method: 'POST',
        headers: { 'X-Market': c.market, 'Content-Type': 'application/json' },
        body: JSON.stringify({ addressId: c.planned.id }),
      });
      expect(decided.status).toBe(200);
      const built = await nextMessageTo(c.market, email, [confirmation.id]);
      expect(built.subject).toContain(c.planned.label);

      const preOrder = labelWithContext(t('fibre.preOrder'), t('fibre.orderSuffix', { name: c.planned.tariff }));
      await page.getByRole('button', { name: preOrder, exact: true }).click();
      await page.waitForURL((u) => u.pathname === localizedPath(path, '/cart'));
      await expect(page.getByRole('heading', { level: 1, name: t('cart.heading') })).toBeVisible();
      await expect(page.getByText(c.planned.tariff).first()).toBeVisible();
      await expect(page.getByText(c.planned.label).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('IP TV page: the SPEC facts in the market’s currency, the TV packages and the way to the check', async ({ page }) => {
      await page.goto(marketUrl(c.market, localizedPath(path, '/')));
      await page
        .getByRole('navigation', { name: t('nav.main') })
        .getByRole('link', { name: t('nav.iptv'), exact: true })
        .click();
      await page.waitForURL(marketUrl(c.market, localizedPath(path, '/iptv')));
      await expect(page.getByRole('heading', { level: 1, name: t('iptv.heading') })).toBeVisible();
      await expect(page.getByText(t('iptv.extraBox', { oneOff: money(99), monthly: money(3.9) }))).toBeVisible();
      await expect(page.getByText(t('iptv.bandwidth', { mbits: 40 }), { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t('iptv.packagesHeading') })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t('iptv.checkLink') }).click();
      await page.waitForURL(`${marketUrl(c.market, localizedPath(path, '/internet'))}#check`);
      await expect(page.getByRole('heading', { level: 1, name: t('fibre.heading') })).toBeVisible();
    });
  });
}

/**
 * Issue 14: the SPEC §9 amounts are each market's own, in its own currency (seed: fixedline-prices):
 * the euro markets SPEC's figures, Switzerland and the UK their own amounts, never euro figures under
 * another label.
 */
const OWN_AMOUNTS: Partial<
  Record<MarketCode, { currency: string; from: number; metre: number; for25m: number; box: number; boxMonthly: number }>
> = {
  AT: { currency: 'EUR', from: 300, metre: 50, for25m: 1050, box: 99, boxMonthly: 3.9 },
  CH: { currency: 'CHF', from: 290, metre: 49, for25m: 1025, box: 99, boxMonthly: 4.9 },
  UK: { currency: 'GBP', from: 260, metre: 45, for25m: 935, box: 89, boxMonthly: 3.5 },
};
/** What marks an amount in each currency on the page, to prove no other currency's mark shows. */
const CURRENCY_MARK: Record<string, RegExp> = { EUR: /€|EUR/, CHF: /CHF/, GBP: /£|GBP/ };

for (const site of SITES) {
  const own = OWN_AMOUNTS[site.market]!;
  const t = translator(site.locale);
  const money = (amount: number) => formatMoney(amount, own.currency, site.locale);
  const foreign = Object.entries(CURRENCY_MARK)
    .filter(([code]) => code !== own.currency)
    .map(([, mark]) => mark);

  test.describe(`${site.market} (${site.locale}) fixed-line amounts in ${own.currency}`, () => {
    test('the fibre facts and the cost estimate use the market’s own amounts', async ({ page }) => {
      await page.goto(marketUrl(site.market, localizedPath(site.path, '/internet')));
      const facts = page.getByRole('region', { name: t('fibre.factsHeading') });
      await expect(
        facts.getByText(t('fibre.factConnection', { price: money(own.from), metres: 10, extra: money(own.metre) })),
      ).toBeVisible();
      // SPEC §9 rule with the market's amounts: 10 m included, 15 further metres for 25 m.
      const estimate = facts.locator('.fibre-estimate');
      const output = estimate.locator('output');
      // The estimate is an island reached straight after the page load: typed again until it has hydrated.
      await expect(async () => {
        await estimate.getByLabel(t('fibre.distance')).fill('');
        await estimate.getByLabel(t('fibre.distance')).fill('25');
        await expect(output).toHaveText(t('fibre.estimate', { price: money(own.for25m), extra: 15 }), { timeout: 1_000 });
      }).toPass();
      for (const mark of foreign) await expect(facts).not.toContainText(mark);
      // The connections (GET /products/connections): a fibre house connection at the same amount.
      const connections = page.getByRole('region', { name: t('fibre.connectionsHeading') });
      await expect(
        connections.getByText(t('fibre.connection', { type: 'SINGLE_FAMILY_HOUSE', price: money(own.from) })).first(),
      ).toBeVisible();
      for (const mark of foreign) await expect(connections).not.toContainText(mark);
    });

    test('the IP TV page prices the extra box in the market’s own amounts', async ({ page }) => {
      await page.goto(marketUrl(site.market, localizedPath(site.path, '/iptv')));
      const box = page.getByRole('region', { name: t('iptv.extraBoxHeading') });
      await expect(
        box.getByText(t('iptv.extraBox', { oneOff: money(own.box), monthly: money(own.boxMonthly) }), { exact: true }),
      ).toBeVisible();
      for (const mark of foreign) await expect(box).not.toContainText(mark);
    });
  });
}

test.describe('markets without fixed line', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the camp site has no internet page', async ({ page }) => {
    const response = await page.goto(marketUrl('CAMP', '/internet'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: translator('de-AT')('nav.internet'), exact: true })).toHaveCount(0);
  });
});
