import 'server-only';
import { jsonError } from '@/lib/bff/errors';
import type { ContentContext } from '@/lib/content-api/client';
import type { ApiFailure, Result } from '@/lib/content-api/result';
import { fieldErrorBody, type AddressSearchResult } from '@/lib/content-api/schemas';
import type { CheckAnswer } from './check-answer';
import { offersFor } from './offers';

/**
 * A content-API failure as our handlers answer it: a 400 with the API's field errors unchanged (so
 * the form maps them to its fields), 404, or 503 for everything the visitor can only retry.
 */
export function upstreamFailure(error: ApiFailure): Response {
  if (error.kind === 'rejected') {
    const body = fieldErrorBody.safeParse(error.body);
    return jsonError(400, 'invalid_request', body.success ? { fields: body.data.fields } : {});
  }
  if (error.kind === 'not_found') return jsonError(404, 'not_found');
  return jsonError(503, 'unavailable');
}

/** A search or choice answer with the offers at the address, or the failure. */
export async function checkResponse(ctx: ContentContext, result: Result<AddressSearchResult>): Promise<Response> {
  if (!result.ok) return upstreamFailure(result.error);
  const offers = await offersFor(ctx, result.data);
  if (!offers.ok) return upstreamFailure(offers.error.kind === 'not_found' ? { ...offers.error, kind: 'unavailable' } : offers.error);
  const answer: CheckAnswer = { ok: true, result: result.data, offers: offers.data };
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
