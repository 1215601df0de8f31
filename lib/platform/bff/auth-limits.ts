import 'server-only';
import type { Limit } from './handler';

/*
 * The door's rate limits of the authentication handlers that send an SMS or e-mail (ARCHITECTURE §5):
 * per IP, and per target as the content API counts it too (3 in 10 minutes). The door counts each
 * per route (lib/platform/bff/handler.ts).
 */
const TEN_MINUTES = 10 * 60_000;
const compact = (value: string) => value.replace(/\s+/g, '');

export const perIp = <B>(limit = 20): Limit<B> => ({ limit, windowMs: TEN_MINUTES, key: ({ ip }) => ip });

export const perTarget = <B>(target: (body: B) => string): Limit<B> => ({
  limit: 3,
  windowMs: TEN_MINUTES,
  key: ({ body }) => compact(target(body)),
});
