'use client';

import { useQuery } from '@tanstack/react-query';
import { UpstreamError, upstream } from '@/lib/account/upstream';
import {
  customerPaymentMethod,
  simpleResult,
  type CustomerPaymentMethod,
  type SimpleResult,
} from '@/lib/platform/contracts/customer-payment';

/** The payment method's query key (ADR 18: it starts with the customer number). */
export const paymentMethodKey = (customer: string) => [customer, 'payment', 'method'] as const;

/** How the customer's bills are paid, read on the server and handed in; refreshed after a change. */
export function usePaymentMethod(customer: string, initial: CustomerPaymentMethod) {
  return useQuery({
    queryKey: paymentMethodKey(customer),
    queryFn: ({ signal }) => upstream('payment/method', customerPaymentMethod, { signal }),
    initialData: initial,
  }).data;
}

/**
 * A change of method through the door (PUT, upgraded write access). The content API may answer 200
 * with result ERROR (SEPA: DIRECT_DEBIT_REFUSED, e-bill: DECLINED): that is a failed save, thrown
 * with the reason as its code so the form explains it.
 */
export async function changeMethod(path: string, body: unknown): Promise<SimpleResult> {
  const answer = await upstream(path, simpleResult, { method: 'PUT', body });
  if (answer.result === 'ERROR') throw new UpstreamError(200, answer.reason ?? 'unavailable');
  return answer;
}
