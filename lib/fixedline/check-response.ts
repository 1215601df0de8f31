import 'server-only';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import type { ContentContext } from '@/lib/platform/content-api/client';
import type { Result } from '@/lib/platform/content-api/result';
import type { AddressSearchResult } from '@/lib/platform/content-api/schemas';
import type { CheckAnswer } from './check-answer';
import { offersFor } from './offers';

/** A search or choice answer with the offers at the address, or the failure. */
export async function checkOutcome(ctx: ContentContext, result: Result<AddressSearchResult>): Promise<Success<CheckAnswer> | Failure> {
  if (!result.ok) return upstreamFailure(result.error);
  const offers = await offersFor(ctx, result.data);
  // The tariffs of a supplier that was just found missing is the catalogue's fault, not the visitor's.
  if (!offers.ok) return offers.error.kind === 'not_found' ? failure(503, 'unavailable') : upstreamFailure(offers.error);
  return success({ ok: true as const, result: result.data, offers: offers.data });
}
