import { upstream } from '@/lib/account/upstream';
import { customerTariff, spendingCaps, type CustomerTariffChange, type SpendingCapsChange } from '@/lib/platform/contracts/account-lines';

/**
 * A line's tariff and spending caps through the door (ADR 18). The query keys start with the product
 * key, which belongs to exactly one customer (P-<customer number>-<n>), so no other customer in the
 * same tab shares an entry.
 */
export const lineKeys = {
  tariff: (productKey: string) => [productKey, 'tariff'] as const,
  spendingCaps: (productKey: string) => [productKey, 'spendingCaps'] as const,
};

const segment = encodeURIComponent;

export const readTariff = (productKey: string) => upstream(`customerarea/tariffs/${segment(productKey)}`, customerTariff);

export const writeTariff = (productKey: string, body: CustomerTariffChange) =>
  upstream(`customerarea/tariff/${segment(productKey)}`, customerTariff, { method: 'PUT', body });

export const readSpendingCaps = (productKey: string) => upstream(`customerarea/spendingcaps/${segment(productKey)}`, spendingCaps);

export const writeSpendingCaps = (productKey: string, body: SpendingCapsChange) =>
  upstream(`customerarea/spendingcaps/${segment(productKey)}`, spendingCaps, { method: 'PUT', body });
