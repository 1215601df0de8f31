/**
 * The reference API's availability check: an entered address against the market's street list
 * (SPEC §2 fixed-line page, §3 Address search result). Streets match ignoring case, accents, "ß"/"ss"
 * and the "str."/"straße" spelling, or by their beginning ("Kärntner" finds both "Kärntner Straße" and
 * "Kärntner Ring").
 */
import type { AddressInput, AddressSearchResult, FixedLineAddress, FoundSupplier } from '@storefront/wire';
import { FIBRE } from '@storefront/rules/fibre';
import type { SeedAddress, SeedSupplier } from '../seed/types';

/** Most suggestions a not-found answer lists. */
const MAX_SUGGESTIONS = 10;

export function normaliseStreet(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str(?:asse|\.|\b)/g, 'strasse')
    .replace(/[^a-z0-9]/g, '');
}

const normaliseToken = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
/** Postal codes compare without spaces and case (UK "m11ae" is "M1 1AE"). */
const normaliseZip = (value: string) => value.toUpperCase().replace(/\s+/g, '');

export function wireAddress(address: SeedAddress, countryId: string): FixedLineAddress {
  const { id, street, houseNumber, stairs, door, zip, city } = address;
  return { id, street, houseNumber, stairs, door, zip, city, countryId };
}

function foundSuppliers(address: SeedAddress, suppliers: SeedSupplier[]): FoundSupplier[] {
  const supplier = (name: string) => suppliers.find((s) => s.name === name);
  const found = (line: SeedAddress['lines'][number], availability: FoundSupplier['availability']): FoundSupplier[] => {
    const known = supplier(line.supplier);
    if (!known) return [];
    return [
      {
        name: known.name,
        displayName: known.displayName,
        lineType: line.lineType,
        availability,
        maxDownload: line.maxDownload,
        isOrderAllowed: known.isOrderAllowed,
      },
    ];
  };
  return [...(address.planned ? found(address.planned, 'PLANNED') : []), ...address.lines.flatMap((l) => found(l, 'AVAILABLE'))];
}

/** The answer for one known address: FOUND, or PLANNED where a fibre build has not started yet. */
export function resultFor(address: SeedAddress, suppliers: SeedSupplier[], countryId: string): AddressSearchResult {
  const found = foundSuppliers(address, suppliers);
  return {
    resultCode: address.planned ? 'PLANNED' : 'FOUND',
    allowEnteredAddressIfNotInPossibleAddresses: false,
    foundSuppliers: found,
    preferredSupplier: found[0]?.name,
    verifiedAddress: wireAddress(address, countryId),
    possibleAddresses: [],
    fibreExpansion: address.planned
      ? { orderedPercent: address.planned.orderedPercent, requiredPercent: FIBRE.buildThresholdPercent }
      : undefined,
  };
}

/**
 * FOUND/PLANNED for exactly one matching address; MULTIPLE when several do (staircases, or a street
 * name that begins several streets); NOT_FOUND otherwise, with the known numbers of the street as
 * suggestions, and the entered address allowed for a contact request.
 */
export function searchAddress(
  input: AddressInput,
  addresses: SeedAddress[],
  suppliers: SeedSupplier[],
  countryId: string,
): AddressSearchResult {
  const zip = normaliseZip(input.zip);
  const street = normaliseStreet(input.street);
  const inZip = addresses.filter((a) => normaliseZip(a.zip) === zip);
  const exact = inZip.filter((a) => normaliseStreet(a.street) === street);
  const onStreet = exact.length > 0 ? exact : inZip.filter((a) => normaliseStreet(a.street).startsWith(street));
  const atNumber = onStreet.filter((a) => normaliseToken(a.houseNumber) === normaliseToken(input.houseNumber));
  const narrow = (list: SeedAddress[], key: 'stairs' | 'door') => {
    const wanted = normaliseToken(input[key]);
    const matching = wanted ? list.filter((a) => normaliseToken(a[key]) === wanted) : [];
    return matching.length > 0 ? matching : list;
  };
  const candidates = narrow(narrow(atNumber, 'stairs'), 'door');
  if (candidates.length === 1) return resultFor(candidates[0]!, suppliers, countryId);
  if (candidates.length > 1) {
    return {
      resultCode: 'MULTIPLE',
      allowEnteredAddressIfNotInPossibleAddresses: false,
      foundSuppliers: [],
      possibleAddresses: candidates.map((a) => wireAddress(a, countryId)),
    };
  }
  return {
    resultCode: 'NOT_FOUND',
    allowEnteredAddressIfNotInPossibleAddresses: true,
    foundSuppliers: [],
    possibleAddresses: onStreet.slice(0, MAX_SUGGESTIONS).map((a) => wireAddress(a, countryId)),
  };
}
