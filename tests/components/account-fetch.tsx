import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderIsland } from './render';

/**
 * A customer-area island under test (ADR 18): in its own query cache (no retries, nothing stale) and
 * with fetch standing in for /api/upstream and /api/auth/upgrade, answering by "METHOD url" from queues.
 */

export type Reply = { status: number; body?: unknown };

/** Answers each "METHOD url" from its queue; an unexpected call fails the test. Returns the calls made, in order. */
export function stubFetch(replies: Record<string, Reply[]>) {
  const calls: { call: string; body?: unknown }[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${url}`;
    calls.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[call]?.shift();
    if (!reply) throw new Error(`unexpected ${call}`);
    return { status: reply.status, ok: reply.status < 400, json: async () => reply.body };
  }) as unknown as typeof fetch;
  return calls;
}

/** The door's answer that asks for the upgrade prompt, and the upgrade's answer after the password. */
export const UPGRADE_REQUIRED: Reply = { status: 403, body: { error: 'upgrade_required' } };
export const UPGRADED: Record<string, Reply[]> = {
  'POST /api/auth/upgrade': [{ status: 200, body: { ok: true, upgradedUntil: '2026-11-25T10:15:00.000Z' } }],
};

export function renderAccountIsland(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  return { client, ...renderIsland(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
