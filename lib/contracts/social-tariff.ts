import { z } from 'zod';
import { socialTariffApplicationFields } from '@/lib/content-api/schemas/social-tariff';
import { routeContract } from './answer';

export { socialTariffApplicationFields };
export type { SocialTariffApplicationFields } from '@/lib/content-api/schemas/social-tariff';

/**
 * POST /api/social-tariff (multipart): the application's fields and the notice (PDF, JPEG or PNG of at
 * most 5 MB, checked by size and first bytes on the server). 201 {ok, id}; 400 with fields (the notice
 * missing is `notice: required`); 413 too_large; 415 unsupported_type; 404 not_found where the market
 * offers no social tariff.
 */
export const socialTariffRequest = socialTariffApplicationFields.extend({
  notice: z.custom<File>((value) => value instanceof File && value.size > 0, { message: 'required' }),
});

export const socialTariffContract = routeContract(z.object({ ok: z.literal(true), id: z.string() }), ['too_large', 'unsupported_type', 'not_found']);
