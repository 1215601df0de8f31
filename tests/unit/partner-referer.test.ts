import { mayOrderTariff, parsePartnerCode, requiredPartner } from '@/lib/domain/partner-referer';
import type { SpecialDeal } from '@/lib/platform/content-api/schemas';

const partnerDeal = (text?: string): SpecialDeal => ({ name: 'MandatoryCustomReferer', pages: ['DETAIL'], specialDealText: text });

describe('MandatoryCustomReferer: orderable only through the partner link (ADR 50)', () => {
  it('reads a partner code case-insensitively and rejects anything else', () => {
    expect(parsePartnerCode(' Campus ')).toBe('campus');
    expect(parsePartnerCode('uni-wien-2')).toBe('uni-wien-2');
    for (const bad of [undefined, null, '', 'a', '-campus', 'cam pus', 'campus;x', 'x'.repeat(33)])
      expect(parsePartnerCode(bad)).toBeUndefined();
  });

  it('lets anyone order a tariff without the rule', () => {
    expect(mayOrderTariff({ specialDeals: [] }, undefined)).toBe(true);
  });

  it('lets only the visitor with the partner code order a partner tariff, on any page context', () => {
    const tariff = { specialDeals: [{ ...partnerDeal('campus'), pages: [] }] };
    expect(requiredPartner(tariff)).toBe('campus');
    expect(mayOrderTariff(tariff, 'campus')).toBe(true);
    expect(mayOrderTariff(tariff, 'CAMPUS')).toBe(true);
    expect(mayOrderTariff(tariff, undefined)).toBe(false);
    expect(mayOrderTariff(tariff, 'other')).toBe(false);
  });

  it('lets no one order a partner tariff whose code cannot be read', () => {
    const tariff = { specialDeals: [partnerDeal('not a code')] };
    expect(requiredPartner(tariff)).toBe('');
    expect(mayOrderTariff(tariff, '')).toBe(false);
    expect(mayOrderTariff(tariff, 'campus')).toBe(false);
  });
});
