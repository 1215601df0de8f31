import { isBusinessTariff, isDataTariff, isSocialTariff, isValueCard } from '@/lib/domain/tariff-kind';

const amount = (value: number, unit = 'GB', isUnlimited = false) => ({ value, unit, isUnlimited });

describe('tariff kinds (SPEC §3)', () => {
  it('treats a tariff with "sozial" in its name as a social tariff', () => {
    expect(isSocialTariff({ tariffName: 'Mobil Sozial' })).toBe(true);
    expect(isSocialTariff({ tariffName: 'SOZIALTARIF' })).toBe(true);
    expect(isSocialTariff({ tariffName: 'Mobil M' })).toBe(false);
  });

  it('treats a tariff with data and no voice or SMS allowance as a data tariff', () => {
    expect(isDataTariff({ data: amount(50), voice: amount(0, 'MIN'), sms: amount(0, 'SMS') })).toBe(true);
    expect(isDataTariff({ data: amount(0, 'GB', true), voice: amount(9, 'Cent/Minute'), sms: amount(9, 'Cent/SMS') })).toBe(true);
  });

  it('does not treat a tariff with minutes, unlimited SMS or no data as a data tariff', () => {
    expect(isDataTariff({ data: amount(20), voice: amount(1000, 'MIN'), sms: amount(0, 'SMS') })).toBe(false);
    expect(isDataTariff({ data: amount(20), voice: amount(0, 'MIN'), sms: amount(0, 'SMS', true) })).toBe(false);
    expect(isDataTariff({ data: amount(0), voice: amount(0, 'MIN'), sms: amount(0, 'SMS') })).toBe(false);
  });

  it('treats prepaid as a value card', () => {
    expect(isValueCard({ paymentType: 'PRE_PAY' })).toBe(true);
    expect(isValueCard({ paymentType: 'POST_PAY' })).toBe(false);
  });

  it('treats business customers and net prices as business tariffs', () => {
    expect(isBusinessTariff({ customerType: 'BUSINESS', money: { amount: 10, currencyCode: 'EUR' } })).toBe(true);
    expect(isBusinessTariff({ customerType: 'PRIVATE', money: { netAmount: 10, currencyCode: 'EUR', vatRate: 20 } })).toBe(true);
    expect(isBusinessTariff({ customerType: 'PRIVATE', money: { amount: 10, currencyCode: 'EUR' } })).toBe(false);
  });
});
