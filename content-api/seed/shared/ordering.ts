/**
 * How each market takes orders (SeedOrdering): number pattern, delivery cost per method,
 * identification and pickup points. Amounts in the market's currency. The networks a number is ported
 * from are the market's portingProviders (porting-providers.ts, GET /portings/providers); the payment
 * methods are the market's payment setup (payment.ts, GET /payment/methods).
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedOrdering } from '../types';
import { FERMOPOINTS } from './fermopoint';

const austrian: SeedOrdering = {
  numberPattern: '+43 660 #######',
  deliveries: { STANDARD: { letter: 0, parcel: 4.9 }, EXPRESS: { letter: 9.9, parcel: 9.9 } },
  identRequired: true,
  pickupPoints: [],
};

export const ORDERING: Record<MarketCode, SeedOrdering> = {
  AT: austrian,
  CAMP: {
    ...austrian,
    deliveries: { STANDARD: { letter: 0, parcel: 0 } },
  },
  DE: {
    numberPattern: '+49 160 ########',
    deliveries: { STANDARD: { letter: 0, parcel: 4.95 }, EXPRESS: { letter: 9.95, parcel: 9.95 } },
    identRequired: true,
    pickupPoints: [],
  },
  CH: {
    numberPattern: '+41 78 ### ## ##',
    deliveries: { STANDARD: { letter: 0, parcel: 7.9 }, EXPRESS: { letter: 14.9, parcel: 14.9 } },
    identRequired: true,
    pickupPoints: [],
  },
  UK: {
    numberPattern: '+44 7700 ### ###',
    deliveries: { STANDARD: { letter: 0, parcel: 3.99 }, EXPRESS: { letter: 6.99, parcel: 6.99 } },
    // No identification of SIM owners in the UK.
    identRequired: false,
    pickupPoints: [],
  },
  IT: {
    numberPattern: '+39 351 #######',
    deliveries: { STANDARD: { letter: 0, parcel: 5.9 }, EXPRESS: { letter: 9.9, parcel: 9.9 }, PICKUP_POINT: { letter: 0, parcel: 2.9 } },
    identRequired: true,
    pickupPoints: FERMOPOINTS,
  },
};
