import { defaultLocaleOf } from '@/lib/domain/market-locale';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';

type Entry = { locale: Locale; expires: number; refreshing?: Promise<void> };

/**
 * The proxy's view of each market's default locale (from /config/mandant, by the one rule of
 * lib/domain/market-locale.ts): read once, then refreshed in the background every few minutes; while
 * the content API is unreachable the last known value stands, else what that rule says without one.
 */
export function createDefaultLocaleCache(
  fetchMandantLocale: (market: MarketCode) => Promise<string | null | undefined>,
  ttlMs = 5 * 60_000,
  now: () => number = Date.now,
) {
  const entries = new Map<MarketCode, Entry>();

  async function refresh(market: MarketCode): Promise<void> {
    try {
      const locale = defaultLocaleOf(market, { locale: await fetchMandantLocale(market) });
      entries.set(market, { locale, expires: now() + ttlMs });
    } catch {
      const previous = entries.get(market);
      entries.set(market, {
        locale: previous?.locale ?? defaultLocaleOf(market, undefined),
        expires: now() + Math.min(ttlMs, 30_000),
      });
    }
  }

  return async function defaultLocale(market: MarketCode): Promise<Locale> {
    const entry = entries.get(market);
    if (!entry) {
      await refresh(market);
      return entries.get(market)!.locale;
    }
    if (entry.expires <= now() && !entry.refreshing) {
      entry.refreshing = refresh(market);
    }
    return entry.locale;
  };
}
