import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { fieldErrorsOf } from '@/lib/content-api/field-errors';
import { searchAddresses } from '@/lib/content-api/fixedline';
import { addressSearchRequest } from '@/lib/content-api/schemas';
import { checkResponse } from '@/lib/fixedline/check-response';

const body = addressSearchRequest.extend({ locale: z.string().max(10).optional() });
const perIp = createRateLimiter({ limit: 60, windowMs: 10 * 60_000 });

/** The availability check of the fibre page: the address search and the offers at the address. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request', { fields: fieldErrorsOf(input.issues ?? []) });
  const { locale, ...address } = input.data;
  const site = await requestSite(request, locale);
  const limited = perIp(`${site.market}:${clientIp(request)}`);
  if (!limited.allowed) return jsonError(429, 'rate_limited', { retryAfter: limited.retryAfterSeconds });
  return checkResponse(site.content, await searchAddresses(site.content, address));
}
