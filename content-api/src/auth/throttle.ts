/**
 * Guessing and flooding protection of the authentication calls (SPEC §6, ARCHITECTURE §5), on the
 * sandbox clock so tests can move time:
 * - wrong secrets per identifier: 5 free, then each further try waits (30 s, doubling), and from the
 *   10th in a row the identifier is blocked for 15 minutes; a try while waiting is answered 429 with
 *   Retry-After without looking at the secret. A success clears the count; an hour without a wrong
 *   secret forgets it.
 * - messages per target (TANs, links): 3 in 10 minutes, then 429 with Retry-After.
 * Unknown identifiers are counted and answered exactly like customers' (see identify.ts).
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { Clock } from '../clock';
import type { Store } from '../store';

export const FAILURES = { free: 5, firstWaitMs: 30_000, blockFrom: 10, blockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 } as const;
export const SENDS = { limit: 3, windowMs: 10 * 60_000 } as const;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export type Throttle = ReturnType<typeof authThrottle>;

export function authThrottle({ authThrottle: counts }: Pick<Store, 'authThrottle'>, clock: Clock) {
  /** How long the identifier must wait after `count` wrong secrets in a row. */
  const waitMs = (count: number) => {
    if (count >= FAILURES.blockFrom) return FAILURES.blockMs;
    if (count >= FAILURES.free) return FAILURES.firstWaitMs * 2 ** (count - FAILURES.free);
    return 0;
  };
  const live = (market: MarketCode, key: string) => {
    const failures = counts.failures(market, key);
    return failures && clock.now().getTime() - failures.lastAt < FAILURES.forgetAfterMs ? failures : undefined;
  };

  return {
    /** Seconds until `key` may try a secret again; 0 when it may now. */
    secondsToWait(market: MarketCode, key: string): number {
      const failures = live(market, key);
      if (!failures) return 0;
      const left = failures.lastAt + waitMs(failures.count) - clock.now().getTime();
      return left > 0 ? seconds(left) : 0;
    },
    failed(market: MarketCode, key: string): void {
      counts.setFailures(market, key, { count: (live(market, key)?.count ?? 0) + 1, lastAt: clock.now().getTime() });
    },
    succeeded(market: MarketCode, key: string): void {
      counts.clearFailures(market, key);
    },

    /** Counts a message to `key` and answers 0, or the seconds until one may go again (nothing counted). */
    send(market: MarketCode, key: string): number {
      const now = clock.now().getTime();
      const since = now - SENDS.windowMs;
      const sent = counts.sendsSince(market, key, since);
      if (sent.length >= SENDS.limit) return seconds(sent[sent.length - SENDS.limit]! + SENDS.windowMs - now);
      counts.addSend(market, key, now, since - SENDS.windowMs);
      return 0;
    },
  };
}
