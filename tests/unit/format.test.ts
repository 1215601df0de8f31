import { isValidServiceNumber, keepValidServiceNumbers, telHref } from '@/lib/domain/service-numbers';
import { formatDataAmount, formatDate, formatMoney } from '@/lib/platform/i18n/format';

const NBSP = '\u00a0';

describe('price display (SPEC §9)', () => {
  it('puts a space after a non-digit currency prefix', () => {
    expect(formatMoney(9.9, 'GBP', 'en-GB')).toBe(`£${NBSP}9.90`);
    expect(formatMoney(9.9, 'EUR', 'de-AT')).toBe(`€${NBSP}9,90`);
    expect(formatMoney(9.9, 'CHF', 'de-CH')).toBe(`CHF${NBSP}9.90`);
    expect(formatMoney(-1234.5, 'CHF', 'it-CH')).toBe(`CHF${NBSP}-1234.50`);
  });

  it('leaves suffix currencies as the locale writes them', () => {
    expect(formatMoney(9.9, 'EUR', 'it-IT')).toBe(`9,90${NBSP}€`);
    expect(formatMoney(9.9, 'CHF', 'fr-CH')).toBe(`9.90${NBSP}CHF`);
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe(`1.234,50${NBSP}€`);
  });

  it('writes Swiss thousands with the apostrophe in every language, whatever CLDR the runtime has', () => {
    expect(formatMoney(1025, 'CHF', 'fr-CH')).toBe(`1'025.00${NBSP}CHF`);
    expect(formatMoney(1025, 'CHF', 'de-CH')).toBe(`CHF${NBSP}1'025.00`);
    expect(formatDataAmount({ value: 1500, unit: 'MIN', isUnlimited: false }, 'fr-CH')).toEqual({
      kind: 'amount',
      value: "1'500",
      unit: 'MIN',
    });
  });

  it('rounds tariff prices to one decimal', () => {
    expect(formatMoney(14.95, 'EUR', 'de-AT', { tariff: true })).toBe(`€${NBSP}15,00`);
    expect(formatMoney(14.95, 'EUR', 'de-AT')).toBe(`€${NBSP}14,95`);
  });
});

describe('allowances and dates', () => {
  it('formats an allowance in the locale, unlimited as its own kind', () => {
    expect(formatDataAmount({ value: 2.5, unit: 'GB', isUnlimited: false }, 'de-AT')).toEqual({ kind: 'amount', value: '2,5', unit: 'GB' });
    expect(formatDataAmount({ value: 1000, unit: 'MIN', isUnlimited: false }, 'en-GB')).toEqual({
      kind: 'amount',
      value: '1,000',
      unit: 'MIN',
    });
    expect(formatDataAmount({ value: 0, unit: 'GB', isUnlimited: true }, 'fr-CH')).toEqual({ kind: 'unlimited' });
  });

  it('writes dates as the locale does, Austrian January included', () => {
    expect(formatDate(new Date('2027-01-15T12:00:00Z'), 'de-AT')).toBe('15. Jänner 2027');
    expect(formatDate(new Date('2027-01-15T12:00:00Z'), 'de-DE')).toBe('15. Januar 2027');
    expect(formatDate(new Date('2027-01-15T12:00:00Z'), 'en-GB', 'short')).toBe('15/01/2027');
  });
});

describe('service numbers (SPEC §5)', () => {
  it('keeps an optional plus followed by digit groups separated by single spaces', () => {
    expect(isValidServiceNumber('+43 660 1234567')).toBe(true);
    expect(isValidServiceNumber('0800 123 456')).toBe(true);
    expect(isValidServiceNumber('+43  660 123')).toBe(false);
    expect(isValidServiceNumber('+43-660-123')).toBe(false);
    expect(isValidServiceNumber('+43 660 ')).toBe(false);
  });

  it('links to tel: without spaces and drops invalid numbers', () => {
    expect(telHref('+43 660 1234567')).toBe('tel:+436601234567');
    expect(keepValidServiceNumbers({ display: '+43 660 123', fax: 'n/a' })).toEqual({ display: '+43 660 123' });
  });
});
