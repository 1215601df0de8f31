import { z } from 'zod';
import type { CountryOffer } from '@/lib/platform/markets/country';
import { MARKET_CODES } from '@/lib/platform/markets/markets';
import { routeContract } from './answer';

/**
 * GET /api/country?locale=: the other market's offer for a visitor from its country, or null. The
 * banner on every page reads it without zod (lib/platform/markets/country.ts offerOf); tests parse it with this.
 */
export const countryOffer = z.object({
  market: z.enum(MARKET_CODES),
  countryCode: z.string().min(1),
  /** The home page of that market's shop. */
  href: z.url(),
  header: z.string().min(1),
  text: z.string().min(1),
  /** The link's words ("To the shop for Italy"), in the page's language. */
  go: z.string().min(1),
}) satisfies z.ZodType<CountryOffer>;

export const countryContract = routeContract(z.object({ offer: countryOffer.nullable() }), []);
