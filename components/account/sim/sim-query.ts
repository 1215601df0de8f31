'use client';

import { useQuery } from '@tanstack/react-query';
import { upstream } from '@/lib/account/upstream';
import { simState } from '@/lib/platform/contracts/sim-cards';
import type { SimState } from '@/lib/platform/content-api/schemas';

/** The line's SIM state in the customer's query cache (ADR 18): shared by the block and the replacement islands. */
export const simQueryKey = (customer: string, productKey: string) => [customer, 'sim', productKey] as const;

export const simPath = (productKey: string) => `simcards/${encodeURIComponent(productKey)}`;

/** The SIM state the page read on the server, kept fresh through the door. */
export function useSimState(customer: string, initial: SimState): SimState {
  const key = initial.phoneAccountId;
  return useQuery({ queryKey: simQueryKey(customer, key), queryFn: () => upstream(simPath(key), simState), initialData: initial }).data;
}
