import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { readBody } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import { fieldErrorsOf } from '@/lib/content-api/field-errors';
import { chooseAddress } from '@/lib/content-api/fixedline';
import { addressChooseRequest } from '@/lib/content-api/schemas';
import { checkResponse } from '@/lib/fixedline/check-response';

const body = addressChooseRequest.extend({ locale: z.string().max(10).optional() });

/** One of several possible addresses of a check, with the offers at it. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const input = await readBody(request, body);
  if (!input.ok) return jsonError(400, 'invalid_request', { fields: fieldErrorsOf(input.issues ?? []) });
  const site = await requestSite(request, input.data.locale);
  return checkResponse(site.content, await chooseAddress(site.content, input.data.addressId));
}
