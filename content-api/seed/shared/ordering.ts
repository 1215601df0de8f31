/**
 * How each market takes orders (SeedOrdering): number pattern, delivery cost per method, payment
 * methods, identification, porting networks and pickup points. Amounts in the market's currency.
 */
import type { MarketCode } from '../../../lib/markets/markets';
import type { SeedOrdering, SeedPortingProvider } from '../types';
import { FERMOPOINTS } from './fermopoint';

const ALL: SeedPortingProvider['supportedContractTypes'] = ['POSTPAID', 'PREPAID', 'BUSINESS'];
const provider = (id: string, displayName: string, supportedContractTypes = ALL): SeedPortingProvider => ({
  id,
  displayName,
  supportedContractTypes,
});

const AUSTRIAN_PROVIDERS = [
  provider('AT-A1', 'A1 Telekom Austria'),
  provider('AT-MAGENTA', 'Magenta Telekom'),
  provider('AT-DREI', 'Drei'),
  provider('AT-HOT', 'HoT', ['PREPAID']),
  provider('AT-SPUSU', 'spusu', ['POSTPAID', 'PREPAID']),
];

const austrian: SeedOrdering = {
  numberPattern: '+43 660 #######',
  deliveries: { STANDARD: { letter: 0, parcel: 4.9 }, EXPRESS: { letter: 9.9, parcel: 9.9 } },
  payment: { recurring: ['SEPA', 'CREDITCARD', 'INVOICE'], oneOff: ['CREDITCARD', 'EPS', 'FINANCING'], businessOnly: ['INVOICE'] },
  identRequired: true,
  portingProviders: AUSTRIAN_PROVIDERS,
  pickupPoints: [],
};

export const ORDERING: Record<MarketCode, SeedOrdering> = {
  AT: austrian,
  CAMP: {
    ...austrian,
    deliveries: { STANDARD: { letter: 0, parcel: 0 } },
    payment: { recurring: ['SEPA', 'CREDITCARD'], oneOff: ['CREDITCARD', 'EPS'], businessOnly: [] },
  },
  DE: {
    numberPattern: '+49 160 ########',
    deliveries: { STANDARD: { letter: 0, parcel: 4.95 }, EXPRESS: { letter: 9.95, parcel: 9.95 } },
    payment: { recurring: ['SEPA', 'CREDITCARD', 'INVOICE'], oneOff: ['CREDITCARD', 'FINANCING'], businessOnly: ['INVOICE'] },
    identRequired: true,
    portingProviders: [
      provider('DE-TELEKOM', 'Telekom Deutschland'),
      provider('DE-VODAFONE', 'Vodafone'),
      provider('DE-O2', 'O2 Telefónica'),
      provider('DE-CONGSTAR', 'congstar', ['POSTPAID', 'PREPAID']),
      provider('DE-ALDITALK', 'ALDI TALK', ['PREPAID']),
    ],
    pickupPoints: [],
  },
  CH: {
    numberPattern: '+41 78 ### ## ##',
    deliveries: { STANDARD: { letter: 0, parcel: 7.9 }, EXPRESS: { letter: 14.9, parcel: 14.9 } },
    // Swiss customers pay monthly bills by invoice, private ones too.
    payment: { recurring: ['INVOICE', 'CREDITCARD'], oneOff: ['CREDITCARD', 'TWINT'], businessOnly: [] },
    identRequired: true,
    portingProviders: [
      provider('CH-SWISSCOM', 'Swisscom'),
      provider('CH-SUNRISE', 'Sunrise'),
      provider('CH-SALT', 'Salt'),
      provider('CH-WINGO', 'Wingo', ['POSTPAID']),
    ],
    pickupPoints: [],
  },
  UK: {
    numberPattern: '+44 7700 ### ###',
    deliveries: { STANDARD: { letter: 0, parcel: 3.99 }, EXPRESS: { letter: 6.99, parcel: 6.99 } },
    payment: { recurring: ['DIRECT_DEBIT', 'CREDITCARD'], oneOff: ['CREDITCARD'], businessOnly: [] },
    // No identification of SIM owners in the UK.
    identRequired: false,
    portingProviders: [
      provider('UK-EE', 'EE'),
      provider('UK-VODAFONE', 'Vodafone UK'),
      provider('UK-O2', 'O2'),
      provider('UK-THREE', 'Three'),
      provider('UK-GIFFGAFF', 'giffgaff', ['POSTPAID', 'PREPAID']),
    ],
    pickupPoints: [],
  },
  IT: {
    numberPattern: '+39 351 #######',
    deliveries: { STANDARD: { letter: 0, parcel: 5.9 }, EXPRESS: { letter: 9.9, parcel: 9.9 }, PICKUP_POINT: { letter: 0, parcel: 2.9 } },
    payment: { recurring: ['SEPA', 'CREDITCARD'], oneOff: ['CREDITCARD'], businessOnly: [] },
    identRequired: true,
    portingProviders: [
      provider('IT-TIM', 'TIM'),
      provider('IT-VODAFONE', 'Vodafone Italia'),
      provider('IT-WINDTRE', 'WindTre'),
      provider('IT-ILIAD', 'Iliad', ['POSTPAID', 'PREPAID']),
      provider('IT-HO', 'ho. Mobile', ['PREPAID']),
    ],
    pickupPoints: FERMOPOINTS,
  },
};
