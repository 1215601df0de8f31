/**
 * How the personal details page names the market's correspondence languages and the customer's
 * country, from the locale data of the runtime (Intl): no list of names to keep.
 */

/** A language ("it-IT") named in itself, as a language menu lists it: "Italiano (Italia)". */
export function languageName(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language', languageDisplay: 'standard' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/** The market's languages, with the customer's own first kept when the market no longer lists it. */
export function languageOptions(supported: readonly string[], current: string): { code: string; name: string }[] {
  const codes = supported.includes(current) ? supported : [current, ...supported];
  return codes.map((code) => ({ code, name: languageName(code) }));
}

/** A country ("IT") in the page's locale: "Italy", "Italien". */
export const countryName = (country: string, locale: string): string =>
  new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
