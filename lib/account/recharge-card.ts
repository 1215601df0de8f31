import type { Result } from '@/lib/platform/content-api/result';
import type { CustomerPaymentMethod, StoredCardState } from '@/lib/platform/content-api/schemas';

/**
 * The card a prepaid line is topped up with by `storedcreditcard`: the customer's card of GET
 * /payment/method. 'none' when the bills are paid another way or no method is kept (404); 'unknown'
 * when it could not be read (the top-up may still work: the content API decides).
 */
export type RechargeCard =
  | { kind: 'card'; brand: string; last4: string; state: StoredCardState; expiryMonth: number; expiryYear: number }
  | { kind: 'none' }
  | { kind: 'unknown' };

export function rechargeCardOf(method: Result<CustomerPaymentMethod>): RechargeCard {
  if (!method.ok) return method.error.kind === 'not_found' ? { kind: 'none' } : { kind: 'unknown' };
  if (method.data.method !== 'CREDITCARD') return { kind: 'none' };
  const { brand, last4, state, expiryMonth, expiryYear } = method.data.card;
  return { kind: 'card', brand, last4, state, expiryMonth, expiryYear };
}
