'use client';

import { useQuery } from '@tanstack/react-query';
import { upstream } from '@/lib/account/upstream';
import { customer } from '@/lib/platform/contracts/personal';
import type { Customer } from '@/lib/platform/content-api/schemas';

/** The personal data's query key (ADR 18: it starts with the customer number). */
export const customerKey = (customerNumber: string) => [customerNumber, 'customer'] as const;

/** The customer's personal data, read on the server and handed in; the personal page's islands share it. */
export function useCustomer(initial: Customer) {
  return useQuery({
    queryKey: customerKey(initial.customerNumber),
    queryFn: ({ signal }) => upstream('customerarea/customer', customer, { signal }),
    initialData: initial,
  }).data;
}
