import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderIsland } from './render';
import type { Reply } from './upstream-stub';

export { stubFetch, type Reply } from './upstream-stub';

/**
 * A customer-area island under test (ADR 18): in its own query cache (no retries, nothing stale) and
 * with fetch standing in for /api/upstream and /api/auth/upgrade, answering by "METHOD url" from queues.
 */

/** The door's answer that asks for the upgrade prompt, and the upgrade's answer after the password. */
export const UPGRADE_REQUIRED: Reply = { status: 403, body: { error: 'upgrade_required' } };
export const UPGRADED: Record<string, Reply[]> = {
  'POST /api/auth/upgrade': [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-25T10:15:00.000Z' } }],
};

export function renderAccountIsland(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  return { client, ...renderIsland(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
