'use client';

import { useQuery } from '@tanstack/react-query';
import { upstream } from '@/lib/account/upstream';
import { usage } from '@/lib/platform/contracts/recharge';
import type { PrepaidBalance } from '@/lib/platform/content-api/schemas';

/** A prepaid line's credit in the customer's query cache (ADR 18), as the top-up forms change it. */
export const creditQueryKey = (customer: string, productKey: string) => [customer, 'credit', productKey] as const;

/** The line's usage read through the door, reduced to its credit (a prepaid line always has one). */
async function readCredit(productKey: string): Promise<PrepaidBalance> {
  const { prepaid } = await upstream(`customerarea/usage/${encodeURIComponent(productKey)}`, usage);
  if (!prepaid) throw new Error(`${productKey} has no prepaid credit`);
  return prepaid;
}

/** The credit the page read on the server, kept fresh through the door. */
export function useCredit(customer: string, productKey: string, initial: PrepaidBalance): PrepaidBalance {
  return useQuery({ queryKey: creditQueryKey(customer, productKey), queryFn: () => readCredit(productKey), initialData: initial }).data;
}
