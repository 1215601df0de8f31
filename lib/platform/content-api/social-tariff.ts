import 'server-only';
import { call, type ContentContext } from './client';
import { socialTariffApplicationReceipt } from './schemas';

/**
 * POST /socialtariff/applications (multipart: the application's fields and the notice as `notice`).
 * 400 (field errors), 413 (file too large) and 415 (not a PDF, JPEG or PNG) come back as `rejected`
 * with their status; never cached.
 */
export const sendSocialTariffApplication = (ctx: ContentContext, form: FormData) =>
  call(ctx, 'socialtariff/applications', socialTariffApplicationReceipt, { method: 'post', body: form });
