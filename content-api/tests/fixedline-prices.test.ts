/**
 * SPEC §9 fibre and IP TV amounts as market data (issue 14): /config/mandant carries each market's own
 * amounts in its own currency, the euro markets SPEC §9's figures, and the reference API's texts and
 * products that name these amounts say the same.
 */
import { faqGroups, fixedLineSupplier, fixedLineTariffs, mandant, type FixedLinePrices } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import { referenceApp } from './support/reference-api';

const { app } = referenceApp('2026-11-23T10:00:00Z');
const get = (path: string, market: MarketCode, language = 'en-GB') =>
  app.request(path, { headers: { 'X-Market': market, 'Accept-Language': language } });

const pricesOf = async (market: MarketCode) => mandant.parse(await (await get('/config/mandant', market)).json()).fixedLinePrices;

const prices = (currencyCode: string, [from, metre, oneOff, monthly]: number[]): FixedLinePrices => ({
  fibre: { connectionFrom: { amount: from!, currencyCode }, extraMetre: { amount: metre!, currencyCode } },
  iptv: { extraBoxOneOff: { amount: oneOff!, currencyCode }, extraBoxMonthly: { amount: monthly!, currencyCode } },
});

describe('fixed-line amounts on /config/mandant (SPEC §9)', () => {
  it.each(['AT', 'DE', 'IT', 'CAMP'] as const)('%s: SPEC §9 as given, in EUR (300, 50 a metre; box 99 plus 3.90)', async (market) => {
    expect(await pricesOf(market)).toEqual(prices('EUR', [300, 50, 99, 3.9]));
  });

  it('CH: its own amounts in CHF (290, 49 a metre; box 99 plus 4.90)', async () => {
    expect(await pricesOf('CH')).toEqual(prices('CHF', [290, 49, 99, 4.9]));
  });

  it('UK: its own amounts in GBP (260, 45 a metre; box 89 plus 3.50)', async () => {
    expect(await pricesOf('UK')).toEqual(prices('GBP', [260, 45, 89, 3.5]));
  });

  it.each(Object.values(MARKETS).map((m) => [m.code, m.currency] as const))('%s: every amount is in %s', async (market, currency) => {
    const { fibre, iptv } = (await pricesOf(market))!;
    const amounts = [...Object.values(fibre!), ...Object.values(iptv!)];
    expect(amounts.map((m) => m.currencyCode)).toEqual(amounts.map(() => currency));
  });
});

describe('texts and products that name the amounts', () => {
  const SELLERS = (Object.keys(MARKETS) as MarketCode[]).filter((m) => MARKETS[m].sellsFixedLine);

  it.each(SELLERS)('%s: the fibre house connection of each fibre supplier costs the market’s connection amount', async (market) => {
    const { fibre } = (await pricesOf(market))!;
    const tariffs = fixedLineTariffs.parse(await (await get('/fixedline/tariffs', market)).json());
    const suppliers = [...new Set(tariffs.map((t) => t.connectionSupplierName))];
    const houses = [];
    for (const name of suppliers) {
      const supplier = fixedLineSupplier.parse(await (await get(`/fixedline/suppliers/${name}`, market)).json());
      houses.push(...supplier.connections.filter((c) => c.buildingTypeId === 'SINGLE_FAMILY_HOUSE' && /fibre/.test(c.deviceModelSaleId)));
    }
    expect(houses.length).toBeGreaterThan(0);
    for (const house of houses) expect(house.price).toEqual(fibre!.connectionFrom);
  });

  it.each([
    ['AT', ['€300', '€50', '€99', '€3.90']],
    ['CH', ['CHF 290', 'CHF 49', 'CHF 99', 'CHF 4.90']],
    ['UK', ['£260', '£45', '£89', '£3.50']],
  ] as const)('%s: the FAQ names the market’s amounts in its currency', async (market, [from, metre, oneOff, monthly]) => {
    const answers = faqGroups.parse(await (await get('/faq', market)).json()).flatMap((g) => g.questions);
    const answer = (id: string) => answers.find((q) => q.id === id)!.answer;
    expect(answer('construction-cost')).toContain(`from ${from} once`);
    expect(answer('construction-cost')).toContain(`each further metre costs ${metre}.`);
    expect(answer('iptv-extra-box')).toContain(`costs ${oneOff} once plus ${monthly} a month`);
  });

  it.each([
    ['CH', 'CHF 99 once plus CHF 4.90 a month'],
    ['UK', '£89 one-off plus £3.50 a month'],
    ['IT', '€99 one-off plus €3.90 a month'],
  ] as const)('%s: the TV package names the market’s extra-box amounts', async (market, text) => {
    const tariffs = fixedLineTariffs.parse(await (await get('/fixedline/tariffs', market)).json());
    const tv = tariffs.flatMap((t) => t.additionalPackages).filter((p) => p.kind === 'TV');
    expect(tv.length).toBeGreaterThan(0);
    for (const p of tv) expect(p.description).toContain(text);
  });
});
