import { dealsFor, isHiddenTariff, toShopDeals } from '@/lib/domain/special-deals';
import type { SpecialDeal } from '@/lib/content-api/schemas';

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

  it('reads each kind\'s value from its text', () => {
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
      { kind: 'badge', name: 'LoyaltyPlan', label: 'Bonus' },
      { kind: 'recommendedPrice', amount: 1209 },
    ]);
  });

  it('drops deals whose value cannot be read rather than showing them wrong', () => {
    expect(
      toShopDeals([deal('CrossedOutPrice', 'soon'), deal('UVPPrice', 'n/a'), deal('CustomTariffCardColor', 'red'), deal('ExpiringSpecialDeal', 'x'), deal('SpecialDealBanner')]),
    ).toEqual([]);
  });

  it('knows a hidden tariff by its Hidden deal', () => {
    expect(isHiddenTariff({ specialDeals: [deal('Hidden')] })).toBe(true);
    expect(isHiddenTariff({ specialDeals: [deal('Collapsed')] })).toBe(false);
  });
});
