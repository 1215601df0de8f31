import { z } from 'zod';
import { isMarketPhoneNumber, type PhoneRules } from '@/lib/platform/content-api/schemas/contact-form';
import { socialTariffApplicationFields } from '@/lib/platform/content-api/schemas/social-tariff';
import { headOf, noticeProblem } from '@/lib/domain/notice-file';
import { routeContract } from './answer';

export { socialTariffApplicationFields };
export type { SocialTariffApplicationFields } from '@/lib/platform/content-api/schemas/social-tariff';

/**
 * POST /api/social-tariff (multipart): the application's fields and the notice (PDF, JPEG or PNG of at
 * most 5 MB, checked by size and first bytes on the server). 201 {ok, id}; 400 with fields (the notice
 * missing is `notice: required`); 413 too_large; 415 unsupported_type; 404 not_found where the market
 * offers no social tariff.
 */
export const socialTariffRequest = socialTariffApplicationFields.extend({
  notice: z.custom<File>((value) => value instanceof File && value.size > 0, { message: 'required' }),
});

export const socialTariffContract = routeContract(z.object({ ok: z.literal(true), id: z.string() }), [
  'too_large',
  'unsupported_type',
  'not_found',
]);

/**
 * The application form in the browser: the request's fields, the phone a number of the market, and
 * the notice (the file input's first file) checked by size and first bytes before it is sent, with the
 * codes of lib/domain/notice-file.ts (required, too_large, wrong_type).
 */
export function socialTariffForm(rules: PhoneRules) {
  const { phone } = socialTariffApplicationFields.shape;
  return socialTariffApplicationFields.extend({
    phone: phone.refine((value) => isMarketPhoneNumber(rules, value), 'invalid_format'),
    notice: z
      .preprocess((files) => (files instanceof FileList ? files[0] : files), z.instanceof(File, { error: 'required' }))
      .superRefine(async (file, ctx) => {
        const problem = noticeProblem(file.size, await headOf(file));
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  });
}
