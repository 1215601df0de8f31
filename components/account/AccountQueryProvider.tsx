'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { UpstreamError } from '@/lib/account/upstream';

/** A refused call (4xx) is not tried again: only a network failure or an outage might pass on retry. */
const retry = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof UpstreamError && error.status >= 400 && error.status < 500);

/**
 * The customer area's query cache (ADR 18): one per browser tab, below the guarded layout. Reads are
 * fresh for 30 seconds; the pages hand their server-read data in as each query's initial data.
 */
export function AccountQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
