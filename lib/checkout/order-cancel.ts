import 'server-only';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import type { ApiFailure } from '@/lib/platform/content-api/result';

/**
 * A cancel the content API refused (DELETE /orders/latest, DELETE /orders/{salesOrderId}/{itemId}):
 * past cancelling is SPEC §8's "order could not be cancelled (contact us)"; an order (or item) the API
 * no longer knows for this cookie's token is not_found; anything else unavailable.
 */
export function cancelRefusal(error: ApiFailure): Failure<'not_cancellable' | 'not_found' | 'unavailable'> {
  switch (error.kind) {
    case 'forbidden':
      return failure(403, 'not_cancellable');
    case 'not_found':
    case 'unauthorized':
      return failure(404, 'not_found');
    default:
      return failure(503, 'unavailable');
  }
}
