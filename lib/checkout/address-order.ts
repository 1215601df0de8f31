import type { AddressFields } from '@/lib/contracts/checkout';
import type { AddressOrder } from '@/lib/content-api/schemas/order-requests';
import type { Market } from '@/lib/markets/markets';

/** An address of the checkout's forms as POST /orders takes it: the market's country (ISO 3166, UK → GB). */
export function addressOrderOf(address: AddressFields, market: Pick<Market, 'country'>): AddressOrder {
  const { street, houseNumber, houseName, doorNumber, zip, city } = address;
  return {
    street,
    houseNumber,
    ...(houseName ? { houseName } : {}),
    ...(doorNumber ? { doorNumber } : {}),
    zip,
    city,
    country: market.country,
  };
}
