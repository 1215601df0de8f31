/**
 * What each market offers to identify the holder of an order (GET /identification/config), and the
 * sandbox providers' test data. AT has all four: ID Austria (the national digital ID), bank e-ident,
 * ID photo upload and selfie video; CAMP is an Austrian shop and offers the same. DE has no Austrian
 * ID but German banks' e-ident, upload and video; CH and IT upload and video (no bank e-ident scheme
 * here); UK identifies no SIM owners (ordering.identRequired is false there), so it offers nothing.
 */
import type { EIdBank, IdentificationMethod, IdentityData } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';

export const IDENT_METHODS: Record<MarketCode, IdentificationMethod[]> = {
  AT: ['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO'],
  CAMP: ['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO'],
  DE: ['E_ID', 'ID_UPLOAD', 'VIDEO'],
  CH: ['ID_UPLOAD', 'VIDEO'],
  IT: ['ID_UPLOAD', 'VIDEO'],
  UK: [],
};

export const offers = (market: MarketCode, method: IdentificationMethod) => IDENT_METHODS[market].includes(method);

/** The banks of the bank e-ident scheme per market (GET /identification/e-id/bics/). */
export const E_ID_BANKS: Partial<Record<MarketCode, EIdBank[]>> = {
  AT: [
    { bic: 'BKAUATWW', displayName: 'Sandbox Bank Austria' },
    { bic: 'GIBAATWW', displayName: 'Sandbox Erste Bank' },
    { bic: 'RZBAATWW', displayName: 'Sandbox Raiffeisen' },
  ],
  CAMP: [{ bic: 'BKAUATWW', displayName: 'Sandbox Bank Austria' }],
  DE: [
    { bic: 'COBADEFF', displayName: 'Sandbox Commerzbank' },
    { bic: 'DEUTDEFF', displayName: 'Sandbox Deutsche Bank' },
  ],
};

/** The login of every sandbox bank (README "Sandbox identification"). */
export const E_ID_TEST_LOGIN = { user: 'sandbox', pin: '1234' } as const;

/**
 * The identities the sandbox national-ID page offers: the order's own data (as typed), or a person
 * whose register entry differs from it (another last name and address), to try the take-over.
 */
export const DIFFERING_IDENTITY: Omit<IdentityData, 'firstName' | 'birthday'> = {
  lastName: 'Huber-Berger',
  street: 'Mariahilfer Straße',
  houseNumber: '101',
  zip: '1060',
  city: 'Wien',
  country: 'AT',
};

/** The identity of an order without typed data (orders of older files). */
export const SANDBOX_PERSON: IdentityData = {
  firstName: 'Max',
  lastName: 'Mustermann',
  birthday: '1980-01-01',
  street: 'Stephansplatz',
  houseNumber: '1',
  zip: '1010',
  city: 'Wien',
  country: 'AT',
};
