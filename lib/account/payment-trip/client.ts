import { paymentTripContract, type PaymentTripRequest } from '@/lib/platform/contracts/payment-trip';
import { answerOf } from '../upstream';

/**
 * An island's start of a payment trip (ADR 20): POST /api/account/payment-trip, its answer read with
 * the route's contract; a failure throws the UpstreamError `useAccountWrite` knows (403
 * upgrade_required: its upgrade prompt; 400 fields: at the form's fields). The caller sends the
 * browser to `next`. Client-safe.
 */
export function startPaymentTrip(body: PaymentTripRequest): Promise<{ next: string }> {
  const sent = fetch('/api/account/payment-trip', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(sent, paymentTripContract.ok);
}
