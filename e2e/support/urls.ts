import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';

/** The storefront port of the test run (scripts/e2e.mjs); never the demo's 3000. */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);

/** The reference API of the test run, for tests that set up data or read the sandbox outbox. */
export const E2E_API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 4100}`;

/**
 * A page of one market on its own host: marketUrl('CH', '/fr/forfaits') →
 * http://ch.localhost:3100/fr/forfaits. Chromium resolves *.localhost to this machine.
 */
export function marketUrl(market: MarketCode | Lowercase<MarketCode>, path = '/'): string {
  const slug = MARKETS[market.toUpperCase() as MarketCode].slug;
  return new URL(path, `http://${slug}.localhost:${E2E_WEB_PORT}`).href;
}

/** The storefront's metrics endpoint of the test run (METRICS_PORT, lib/platform/metrics/metrics-server.ts). */
export const E2E_METRICS_URL = `http://127.0.0.1:${process.env.E2E_METRICS_PORT ?? 3105}/metrics`;

/** The fault proxy between the storefront and the API (scripts/lib/fault-proxy.mjs). */
export const E2E_FAULT_URL = `http://127.0.0.1:${process.env.E2E_FAULT_PORT ?? 4101}`;

export async function setContentApiFault(mode: 'pass' | 'down' | 'slow' | 'hold'): Promise<void> {
  const response = await fetch(`${E2E_FAULT_URL}/__fault/${mode}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`fault proxy answered ${response.status}`);
}

/** How many content-API calls the fault proxy holds right now ("hold"). */
export async function heldContentCalls(): Promise<number> {
  const response = await fetch(`${E2E_FAULT_URL}/__fault`);
  return ((await response.json()) as { held: number }).held;
}
