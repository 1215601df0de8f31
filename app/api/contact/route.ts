import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody, seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { getMandant } from '@/lib/content-api/config';
import { sendContactMessage } from '@/lib/content-api/contact';
import { fieldErrorsOf, type FieldError } from '@/lib/content-api/field-errors';
import { contactMessage, fieldErrorBody } from '@/lib/content-api/schemas';
import type { ContactOutcome } from '@/lib/contact/outcome';
import { localizedPath } from '@/lib/i18n/paths';

/** The message fields are checked against the market's rules once the market is known. */
const envelope = z.looseObject({ locale: z.string().max(10).optional() });
const perIp = createRateLimiter({ limit: 10, windowMs: 15 * 60_000 });
const perEmail = createRateLimiter({ limit: 3, windowMs: 60 * 60_000 });

/**
 * The contact form (SPEC §3, §7 POST /contact/send): validated with the same schema as the form, built
 * from the market's phone patterns; rate-limited per IP and per e-mail address. JSON answers for the
 * island; a form post without JavaScript is sent back to the contact page with its outcome.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, envelope);
  if (!input.ok) return jsonError(400, 'invalid_request');
  const site = await requestSite(request, input.data.locale);
  const answer = (status: number, outcome: ContactOutcome, extra: { fields?: FieldError[]; retryAfter?: number } = {}) => {
    if (input.fromForm) return seeOther(localizedPath(site, '/contact', undefined, `status=${outcome}`));
    if (outcome === 'sent') return Response.json({ ok: true }, { status, headers: { 'Cache-Control': 'no-store' } });
    const headers = extra.retryAfter ? { 'Retry-After': String(extra.retryAfter) } : undefined;
    const code = outcome === 'invalid' ? 'invalid_request' : outcome === 'rate_limited' ? 'rate_limited' : 'unavailable';
    return jsonError(status, code, extra, headers);
  };

  const mandant = await getMandant(site.content);
  if (!mandant.ok) return answer(503, 'failed');
  const message = contactMessage(mandant.data.countryConfig).safeParse(input.data);
  if (!message.success) return answer(400, 'invalid', { fields: fieldErrorsOf(message.error.issues) });
  for (const limited of [perIp(`${site.market}:${clientIp(request)}`), perEmail(`${site.market}:${message.data.email.toLowerCase()}`)]) {
    if (!limited.allowed) return answer(429, 'rate_limited', { retryAfter: limited.retryAfterSeconds });
  }
  const receipt = await sendContactMessage(site.content, message.data);
  if (receipt.ok) return answer(201, 'sent');
  if (receipt.error.kind === 'rejected') {
    const body = fieldErrorBody.safeParse(receipt.error.body);
    return answer(400, 'invalid', body.success ? { fields: body.data.fields } : {});
  }
  return answer(503, 'failed');
}
