import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { fieldErrorsOf } from '@/lib/content-api/field-errors';
import { sendFixedLineContact } from '@/lib/content-api/fixedline';
import { fixedLineContactRequest } from '@/lib/content-api/schemas';
import { upstreamFailure } from '@/lib/fixedline/check-response';

const body = fixedLineContactRequest.extend({ locale: z.string().max(10).optional() });
const perIp = createRateLimiter({ limit: 10, windowMs: 15 * 60_000 });
const perEmail = createRateLimiter({ limit: 3, windowMs: 60 * 60_000 });

/** The not-found state's contact request (POST /fixedline/contact), rate-limited per IP and e-mail. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request', { fields: fieldErrorsOf(input.issues ?? []) });
  const { locale, ...lead } = input.data;
  const site = await requestSite(request, locale);
  for (const limited of [perIp(`${site.market}:${clientIp(request)}`), perEmail(`${site.market}:${lead.email.toLowerCase()}`)]) {
    if (!limited.allowed) {
      return jsonError(429, 'rate_limited', { retryAfter: limited.retryAfterSeconds }, { 'Retry-After': String(limited.retryAfterSeconds) });
    }
  }
  const receipt = await sendFixedLineContact(site.content, lead);
  if (!receipt.ok) return upstreamFailure(receipt.error);
  return Response.json({ ok: true, deleteAfter: receipt.data.deleteAfter }, { status: 201 });
}
