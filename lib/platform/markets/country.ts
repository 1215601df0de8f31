import { MARKET_CODES, MARKETS, type MarketCode } from './markets';

/** The market that serves a country (ISO 3166, "GB" → UK); CAMP shares Austria with AT and is never the answer. */
export function marketOfCountry(country: string): MarketCode | undefined {
  const code = country.toUpperCase();
  return MARKET_CODES.find((market) => market !== 'CAMP' && MARKETS[market].country === code);
}

/** What /api/country answers: the other market's offer for a visitor from its country, or null. */
export type CountryOffer = {
  market: MarketCode;
  countryCode: string;
  /** The home page of that market's shop. */
  href: string;
  header: string;
  text: string;
  /** The link's words ("To the shop for Italy"), in the page's language. */
  go: string;
};

/** The offer of an /api/country answer, checked by hand (the banner is on every page: no zod there). */
export function offerOf(body: unknown): CountryOffer | null {
  if (typeof body !== 'object' || body === null) return null;
  const offer = (body as { offer?: unknown }).offer;
  if (typeof offer !== 'object' || offer === null) return null;
  const o = offer as Record<string, unknown>;
  const market = MARKET_CODES.find((code) => code === o.market);
  const texts = [o.countryCode, o.href, o.header, o.text, o.go];
  if (!market || !texts.every((value): value is string => typeof value === 'string' && value !== '')) return null;
  if (!/^https?:\/\//.test(String(o.href))) return null;
  return {
    market,
    countryCode: String(o.countryCode),
    href: String(o.href),
    header: String(o.header),
    text: String(o.text),
    go: String(o.go),
  };
}
