import { openPosition, openPositions } from '@/content/company/positions';
import { initialsOf, TEAM } from '@/content/company/team';
import { jobPostingJsonLd } from '@/lib/content/job-posting';
import { formatMoney } from '@/lib/platform/i18n/format';
import { MARKET_CODES } from '@/lib/platform/markets/markets';

describe('open positions', () => {
  it.each(MARKET_CODES)('lists 5 to 7 positions in %s, newest first', (market) => {
    const positions = openPositions(market);
    expect(positions.length).toBeGreaterThanOrEqual(5);
    expect(positions.length).toBeLessThanOrEqual(7);
    expect(positions.map((p) => p.posted)).toEqual([...positions.map((p) => p.posted)].sort().reverse());
  });

  it('states the collective-agreement minimum salary for every Austrian position (§ 9 GlBG)', () => {
    for (const position of openPositions('AT')) {
      const salary = position.markets.AT!.salary;
      expect(salary.kind).toBe('monthly');
      if (salary.kind === 'monthly') expect(salary.minimum).toBeLessThanOrEqual(salary.from);
    }
  });

  it('finds a position only in the markets it is open in', () => {
    expect(openPosition('UK', 'accessibility-specialist')).toBeDefined();
    expect(openPosition('IT', 'accessibility-specialist')).toBeUndefined();
    expect(openPosition('CAMP', 'fibre-network-engineer')).toBe(openPosition('AT', 'fibre-network-engineer'));
  });

  it('describes a position as a JobPosting with its pay', () => {
    const position = openPosition('AT', 'customer-service-agent')!;
    const data = jobPostingJsonLd(position, position.markets.AT!, {
      title: 'Kundenberater:in',
      description: 'Beratung',
      city: 'Wien',
      company: 'Mobile & Fibre Austria GmbH',
      country: 'AT',
      currency: 'EUR',
      url: 'https://www.example.at/karriere/customer-service-agent',
    });
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      baseSalary: { currency: 'EUR', value: { minValue: 2400, maxValue: 2800, unitText: 'MONTH' } },
    });
  });
});

describe('team and pay display', () => {
  it('shows initials instead of photos', () => {
    expect(TEAM.length).toBeGreaterThanOrEqual(4);
    expect(TEAM.length).toBeLessThanOrEqual(6);
    expect(initialsOf('Mehmet Yılmaz')).toBe('MY');
  });

  it('writes salaries without decimals in the market’s currency', () => {
    expect(formatMoney(3180, 'EUR', 'de-AT', { wholeUnits: true })).toBe('€\u00a03.180');
    expect(formatMoney(95000, 'CHF', 'fr-CH', { wholeUnits: true })).toBe("95'000\u00a0CHF");
  });
});
