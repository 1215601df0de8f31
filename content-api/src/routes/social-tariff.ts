import { Hono } from 'hono';
import { fieldErrorBody, socialTariffApplicationFields, socialTariffApplicationReceipt } from '@storefront/wire';
import { fieldErrorsOf, type FieldError } from '@storefront/wire/field-errors';
import { headOf, MAX_NOTICE_BYTES, noticeProblem, noticeTypeOf } from '@storefront/rules/notice-file';
import { isSocialTariff } from '@storefront/rules/tariff-kind';
import type { Clock } from '../clock';
import { apiError, type Ctx, type Env } from '../context';
import { visibleOn } from '../present';
import type { Store } from '../store';

/** Room for the form fields and multipart boundaries next to the largest allowed file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const matches = (pattern: string, value: string) => new RegExp(pattern).test(value.trim());

function invalid(c: Ctx, fields: FieldError[]) {
  return c.json(fieldErrorBody.parse({ error: 'invalid_request', message: 'Some fields are missing or invalid.', fields }), 400);
}

/**
 * POST /socialtariff/applications (SPEC §2 "apply for a social tariff"; §5 a positive notice from the
 * broadcasting-fee service is needed). Multipart with the applicant's fields and the notice as
 * `notice`: 400 with field errors (the market's phone patterns included), 413 when the notice is
 * larger than 5 MB, 415 when it is not a PDF, JPEG or PNG by its first bytes; 404 in a market without
 * a social tariff. Stores the application and the file.
 */
export function socialTariffRoutes({ tariffs, config, socialTariff }: Pick<Store, 'tariffs' | 'config' | 'socialTariff'>, clock: Clock) {
  const app = new Hono<Env>();

  app.post('/applications', async (c) => {
    const market = c.get('market');
    const offered = tariffs.mobile(market).some((t) => isSocialTariff(t) && visibleOn(t, c.get('read')));
    const mandant = config.mandant(market);
    if (!offered || !mandant) return apiError(c, 404, 'not_found', 'This market offers no social tariff.');

    const length = Number(c.req.header('Content-Length') ?? 0);
    if (length > MAX_NOTICE_BYTES + MULTIPART_OVERHEAD) return apiError(c, 413, 'too_large', 'The notice may be at most 5 MB.');
    if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
      return apiError(c, 415, 'unsupported_media_type', 'Send the application as multipart/form-data.');
    }
    const body = await c.req.parseBody().catch(() => undefined);
    if (!body) return apiError(c, 400, 'invalid_request', 'The multipart body cannot be read.');

    const { notice, ...raw } = body;
    const texts = Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const parsed = socialTariffApplicationFields.safeParse(texts);
    const fields = fieldErrorsOf(parsed.error?.issues ?? []);
    const phone = texts.phone?.trim();
    const { mobilePhoneNumberRegex, phoneNumberRegex } = mandant.countryConfig;
    if (phone && !fields.some((f) => f.field === 'phone') && !matches(mobilePhoneNumberRegex, phone) && !matches(phoneNumberRegex, phone)) {
      fields.push({ field: 'phone', code: 'invalid_format' });
    }
    const file = notice instanceof File && notice.size > 0 ? notice : undefined;
    if (!file) fields.push({ field: 'notice', code: 'required' });
    if (!parsed.success || fields.length > 0 || !file) return invalid(c, fields);

    const head = await headOf(file);
    const problem = noticeProblem(file.size, head);
    if (problem === 'too_large') return apiError(c, 413, 'too_large', 'The notice may be at most 5 MB.');
    const type = noticeTypeOf(head);
    if (problem || !type) return apiError(c, 415, 'unsupported_media_type', 'The notice must be a PDF, JPEG or PNG file.');

    const stored = socialTariff.addApplication(market, parsed.data, { type, bytes: new Uint8Array(await file.arrayBuffer()) }, clock.now());
    return c.json(socialTariffApplicationReceipt.parse({ id: stored.id, createdAt: stored.createdAt }), 201);
  });

  return app;
}
