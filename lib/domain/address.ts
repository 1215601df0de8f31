import type { FixedLineAddress } from '@storefront/wire';

/**
 * The two lines of a postal address in the country's order: "Neubaugasse 12" / "1070 Wien" on the
 * continent, "10 Piccadilly" / "Manchester M1 1AE" in the United Kingdom. Staircase and door are
 * labelled by the UI in the visitor's language.
 */
export function addressLines(address: Pick<FixedLineAddress, 'street' | 'houseNumber' | 'zip' | 'city' | 'countryId'>): {
  street: string;
  place: string;
} {
  const city = address.city.trim();
  if (address.countryId === 'GB') {
    return { street: `${address.houseNumber} ${address.street}`, place: [city, address.zip].filter(Boolean).join(' ') };
  }
  return { street: `${address.street} ${address.houseNumber}`, place: [address.zip, city].filter(Boolean).join(' ') };
}
