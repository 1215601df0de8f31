import type { Amount, Tariff } from '@storefront/wire';

/** SPEC §3: a social tariff has "sozial" in its name. */
export function isSocialTariff(tariff: Pick<Tariff, 'tariffName'>): boolean {
  return tariff.tariffName.toLowerCase().includes('sozial');
}

/** SPEC §3: no allowance is zero, or a price per use ("Cent/Minute", "Cent/SMS"), never unlimited. */
function hasNoAllowance(amount: Amount): boolean {
  if (amount.isUnlimited) return false;
  return amount.value === 0 || /\//.test(amount.unit);
}

/** SPEC §3: a data tariff has data but no voice or SMS allowance. */
export function isDataTariff(tariff: Pick<Tariff, 'data' | 'voice' | 'sms'>): boolean {
  const hasData = tariff.data.isUnlimited || tariff.data.value > 0;
  return hasData && hasNoAllowance(tariff.voice) && hasNoAllowance(tariff.sms);
}

/** SPEC §3: prepaid means a value card. */
export function isValueCard(tariff: Pick<Tariff, 'paymentType'>): boolean {
  return tariff.paymentType === 'PRE_PAY';
}

/** Business tariffs are sold to companies and priced net of VAT. */
export function isBusinessTariff(tariff: Pick<Tariff, 'customerType' | 'money'>): boolean {
  return tariff.customerType === 'BUSINESS' || 'netAmount' in tariff.money;
}
