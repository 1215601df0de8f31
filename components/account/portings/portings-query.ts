'use client';

import { useQuery } from '@tanstack/react-query';
import { upstream } from '@/lib/account/upstream';
import { fixedLinePortings, mobilePortings } from '@/lib/platform/contracts/account-portings';
import type { FixedLinePorting, MobilePorting } from '@/lib/platform/content-api/schemas';

/** The customer's portings in the query cache (ADR 18: keys start with the customer number). */
export const portingKeys = {
  mobile: (customer: string) => [customer, 'portings', 'mobile'] as const,
  fixedLine: (customer: string) => [customer, 'portings', 'fixedline'] as const,
};

const segment = encodeURIComponent;

/** The calls of the portings screen through the door (allow-listed in lib/platform/bff/routes.ts). */
export const portingPaths = {
  mobile: 'portings/mobile',
  fixedLine: 'portings/fixedline',
  change: (id: string) => `portings/phoneaccounts/${segment(id)}`,
  represent: (id: string) => `portings/phoneaccounts/${segment(id)}/action:represent`,
  fixedLineChange: (id: string) => `portings/fixedline/phoneaccounts/${segment(id)}`,
};

/** The mobile portings the page read on the server, read again after a write. */
export function useMobilePortings(customer: string, initial: MobilePorting[]): MobilePorting[] {
  return useQuery({
    queryKey: portingKeys.mobile(customer),
    queryFn: ({ signal }) => upstream(portingPaths.mobile, mobilePortings, { signal }),
    initialData: initial,
  }).data;
}

/** The fixed-line portings the page read on the server, kept fresh the same way. */
export function useFixedLinePortings(customer: string, initial: FixedLinePorting[]): FixedLinePorting[] {
  return useQuery({
    queryKey: portingKeys.fixedLine(customer),
    queryFn: ({ signal }) => upstream(portingPaths.fixedLine, fixedLinePortings, { signal }),
    initialData: initial,
  }).data;
}
