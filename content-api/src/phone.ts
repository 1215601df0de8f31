import type { MarketCode } from '@storefront/markets/markets';

const CALLING_CODE: Record<MarketCode, string> = { AT: '43', DE: '49', CH: '41', UK: '44', IT: '39', CAMP: '43' };

/**
 * A phone number typed at login in the international form the API stores (+436601234567): spaces,
 * slashes and hyphens dropped, 00 → +, a national leading 0 replaced by the market's calling code.
 * Null when the input is not a phone number.
 */
export function internationalNumber(input: string, market: MarketCode): string | null {
  const compact = input.replace(/[\s/().-]/g, '');
  if (/^\+\d{6,15}$/.test(compact)) return compact;
  if (/^00\d{6,15}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^0\d{5,14}$/.test(compact)) return `+${CALLING_CODE[market]}${compact.slice(1)}`;
  if (market === 'IT' && /^3\d{8,9}$/.test(compact)) return `+39${compact}`;
  return null;
}
