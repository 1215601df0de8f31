import { appOnboardingTariffs } from '@/lib/domain/app-onboarding';
import { publicTariffs, tariffsShownTo } from '@/lib/domain/hidden-tariffs';
import { customerPlanOf, dealsFor, isCustomerPlan, isHiddenTariff, promotionsFor, toShopDeals } from '@/lib/domain/special-deals';
import { specialDealName, type SpecialDeal } from '@/lib/platform/content-api/schemas';

const deal = (name: SpecialDeal['name'], specialDealText?: string, extra: Partial<SpecialDeal> = {}): SpecialDeal => ({
  name,
  pages: ['OVERVIEW', 'DETAIL'],
  specialDealText,
  ...extra,
});

describe('special deals per page context (SPEC §2, §3)', () => {
  it('shows a deal only on the page contexts it lists', () => {
    const deals = [deal('SpecialDealBanner', 'Now!', { pages: ['LANDING'] }), deal('NewProduct')];
    expect(dealsFor(deals, 'LANDING').map((d) => d.name)).toEqual(['SpecialDealBanner']);
    expect(dealsFor(deals, 'DETAIL').map((d) => d.name)).toEqual(['NewProduct']);
    expect(dealsFor(deals, 'INTERNET')).toEqual([]);
  });

  it("reads each kind's value from its text", () => {
    expect(
      toShopDeals([
        deal('CrossedOutPrice', '24,9'),
        deal('CustomTariffCardColor', '#8a1538'),
        deal('ExpiringSpecialDeal', 'Black Week', { validUntil: '2026-12-01T22:59:59Z' }),
        deal('SpecialDealBanner', '20 GB extra'),
        deal('HighlightedData'),
        deal('Hidden'),
        deal('LoyaltyPlan', 'Bonus'),
        deal('UVPPrice', '1209.00'),
      ]),
    ).toEqual([
      { kind: 'crossedOutPrice', formerAmount: 24.9 },
      { kind: 'cardColor', color: '#8a1538' },
      { kind: 'expiring', label: 'Black Week', validUntil: new Date('2026-12-01T22:59:59Z') },
      { kind: 'banner', text: '20 GB extra' },
      { kind: 'highlightedData', label: undefined },
      { kind: 'hidden' },
      { kind: 'customerPlan', plan: 'loyalty', label: 'Bonus' },
      { kind: 'recommendedPrice', amount: 1209 },
    ]);
  });

  it('drops deals whose value cannot be read rather than showing them wrong', () => {
    expect(
      toShopDeals([
        deal('CrossedOutPrice', 'soon'),
        deal('UVPPrice', 'n/a'),
        deal('CustomTariffCardColor', 'red'),
        deal('ExpiringSpecialDeal', 'x'),
        deal('SpecialDealBanner'),
      ]),
    ).toEqual([]);
  });

  it('knows a hidden tariff by its Hidden deal', () => {
    expect(isHiddenTariff({ specialDeals: [deal('Hidden')] })).toBe(true);
    expect(isHiddenTariff({ specialDeals: [deal('Collapsed')] })).toBe(false);
  });
});

describe('every special-deal kind has its own treatment (ADR 50)', () => {
  it('reads each of the 22 names into a kind of its own, never a generic label', () => {
    const texts: Partial<Record<SpecialDeal['name'], string>> = {
      CrossedOutPrice: '10',
      UVPPrice: '10',
      CustomTariffCardColor: '#000000',
      SpecialDealBanner: 'x',
      OverviewProductBanner: 'x',
      MandatoryCustomReferer: 'campus',
    };
    const read = specialDealName.options.map((name) => toShopDeals([deal(name, texts[name], { validUntil: '2026-12-01T22:59:59Z' })]));
    expect(read.every((deals) => deals.length === 1)).toBe(true);
  });

  it('reads the partner code, the customer plans, promotions, new, seasonal and financing', () => {
    expect(
      toShopDeals([
        deal('MandatoryCustomReferer', ' Campus '),
        deal('UpgradePlan'),
        deal('PromotionSmartphone', 'Online offer'),
        deal('PromotionNetworkDevice'),
        deal('PromotionDataTariff'),
        deal('PromotionMobileTariff'),
        deal('NewProduct'),
        deal('HalloweenDeal', 'Spooky', { validUntil: '2026-10-31T22:59:59Z' }),
        deal('HalloweenDeal'),
        deal('ZeroCostFinancing'),
        deal('ExpiringSpecialDealUntil', undefined, { validUntil: '2026-12-01T22:59:59Z' }),
        deal('OverviewProductBanner', 'Ideal for tablets'),
      ]),
    ).toEqual([
      { kind: 'partnerOnly', partner: 'campus' },
      { kind: 'customerPlan', plan: 'upgrade', label: undefined },
      { kind: 'promotion', list: 'smartphones', label: 'Online offer' },
      { kind: 'promotion', list: 'networkDevices', label: undefined },
      { kind: 'promotion', list: 'dataTariffs', label: undefined },
      { kind: 'promotion', list: 'mobileTariffs', label: undefined },
      { kind: 'newProduct', label: undefined },
      { kind: 'seasonal', label: 'Spooky', validUntil: new Date('2026-10-31T22:59:59Z') },
      { kind: 'seasonal', label: undefined, validUntil: undefined },
      { kind: 'zeroCostFinancing', label: undefined },
      { kind: 'expiring', label: undefined, validUntil: new Date('2026-12-01T22:59:59Z') },
      { kind: 'banner', text: 'Ideal for tablets' },
    ]);
  });

  it('drops a partner deal without a readable code', () => {
    expect(toShopDeals([deal('MandatoryCustomReferer'), deal('MandatoryCustomReferer', 'not a code!')])).toEqual([]);
  });

  it('keeps loyalty and upgrade plans out of every public list, whatever page contexts they name', () => {
    const plain = { tariffModelSalesId: 'A', specialDeals: [] };
    const loyalty = { tariffModelSalesId: 'B', specialDeals: [deal('LoyaltyPlan', undefined, { pages: ['OVERVIEW'] })] };
    const upgrade = { tariffModelSalesId: 'C', specialDeals: [deal('UpgradePlan', undefined, { pages: [] })] };
    expect(isCustomerPlan(loyalty)).toBe(true);
    expect(customerPlanOf(upgrade.specialDeals)).toEqual({ kind: 'customerPlan', plan: 'upgrade', label: undefined });
    expect(publicTariffs([plain, loyalty, upgrade])).toEqual([plain]);
    expect(tariffsShownTo([plain, loyalty, upgrade], ['B', 'C'])).toEqual([plain]);
  });

  it('collects the promotions of one list page from the OVERVIEW context, in catalogue order', () => {
    const items = [
      { name: 'a', specialDeals: [deal('PromotionDataTariff', 'Data!')] },
      { name: 'b', specialDeals: [deal('PromotionMobileTariff', 'Mobile!')] },
      { name: 'c', specialDeals: [deal('PromotionDataTariff', 'Detail only', { pages: ['DETAIL'] })] },
      { name: 'd', specialDeals: [deal('PromotionDataTariff')] },
    ];
    expect(promotionsFor(items, (i) => i.specialDeals, 'dataTariffs').map(({ label, item }) => [label, item.name])).toEqual([
      ['Data!', 'a'],
      [undefined, 'd'],
    ]);
    expect(promotionsFor(items, (i) => i.specialDeals, 'smartphones')).toEqual([]);
  });

  it('lists on the app landing page the public tariffs with a deal for APPONBOARDING', () => {
    const app = { specialDeals: [deal('SpecialDealBanner', 'App', { pages: ['APPONBOARDING'] })] };
    const hiddenApp = { specialDeals: [deal('Hidden'), deal('NewProduct', undefined, { pages: ['APPONBOARDING'] })] };
    const other = { specialDeals: [deal('NewProduct')] };
    expect(appOnboardingTariffs([app, hiddenApp, other])).toEqual([app]);
  });
});
