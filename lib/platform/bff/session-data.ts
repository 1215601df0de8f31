import { z } from 'zod';
import { MARKET_CODES } from '@/lib/platform/markets/markets';

/** What the encrypted session cookie holds. The upstream token never leaves it. */
export const sessionData = z.object({
  token: z.string().min(1),
  market: z.enum(MARKET_CODES),
  autoLogin: z.boolean(),
  createdAt: z.number(),
  lastSeen: z.number(),
  /** Until when upgraded write access (password or TAN again, SPEC §6) lasts; absent when never upgraded. */
  upgradedUntil: z.number().optional(),
});
export type SessionData = z.infer<typeof sessionData>;

/** Name of the encrypted session cookie (listed in the privacy policy's cookie table). */
export const SESSION_COOKIE = '__Host-session';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;

/** A session is live while used within 30 minutes and younger than 12 hours (ARCHITECTURE §5). */
export function isLive(session: SessionData, now: number): boolean {
  return now - session.lastSeen < IDLE_TIMEOUT_MS && now - session.createdAt < ABSOLUTE_TIMEOUT_MS;
}

/**
 * A used session's cookie is sealed anew at most once a minute. Every write is a Set-Cookie that may
 * arrive after a logout's, when a request was still under way as the customer logged out (the customer
 * area's keep-alive fires as a page starts), and the browser keeps the later cookie: the session would
 * be back. The idle timeout of 30 minutes then counts from at most a minute earlier.
 */
export const TOUCH_EVERY_MS = 60_000;

/** Whether using the session now should seal its cookie anew (`lastSeen` absent: a cookie from before). */
export function isTouchDue(lastSeen: number | undefined, now: number): boolean {
  return lastSeen === undefined || now - lastSeen >= TOUCH_EVERY_MS;
}

/** Whether sensitive writes are allowed now (upgraded write access, SPEC §6). */
export function isUpgraded(session: SessionData, now: number): boolean {
  return session.upgradedUntil !== undefined && now < session.upgradedUntil;
}
