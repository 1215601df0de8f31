import 'server-only';
import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { serverConfig } from '@/lib/platform/config/server-config';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, isLive, isTouchDue, SESSION_COOKIE, sessionData, type SessionData } from './session-data';

export { SESSION_COOKIE };

/** The secret that seals our httpOnly cookies: the session's and the personal data's (ADR 3, ADR 13). */
export function sealingPassword(): string {
  const password = serverConfig().SESSION_SECRET;
  if (!password) throw new Error('SESSION_SECRET is not set (npm run demo and npm run dev generate one).');
  return password;
}

function sessionOptions(): SessionOptions {
  return {
    password: sealingPassword(),
    cookieName: SESSION_COOKIE,
    ttl: ABSOLUTE_TIMEOUT_MS / 1000,
    cookieOptions: {
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
      path: '/',
      maxAge: IDLE_TIMEOUT_MS / 1000,
    },
  };
}

type Store = Partial<SessionData>;

async function store() {
  return getIronSession<Store>(await cookies(), sessionOptions());
}

/** The live session of this market, or null (expired, foreign market, tampered or absent). */
export async function readSession(market: MarketCode): Promise<SessionData | null> {
  const parsed = sessionData.safeParse({ ...(await store()) });
  if (!parsed.success || parsed.data.market !== market || !isLive(parsed.data, Date.now())) return null;
  return parsed.data;
}

/**
 * Route handlers only: starts a session for a freshly issued upstream token, replacing whatever the
 * cookie held (every login and upgrade rotates: a new token in a newly sealed cookie). An upgrade
 * passes the session's `createdAt` and `autoLogin` on, so the absolute limit still counts from the login.
 */
export async function startSession(
  market: MarketCode,
  token: string,
  options: { autoLogin?: boolean; upgradedUntil?: number; createdAt?: number } = {},
): Promise<void> {
  const session = await store();
  const now = Date.now();
  for (const key of Object.keys(session) as (keyof Store)[]) delete session[key];
  const data: SessionData = { token, market, autoLogin: options.autoLogin ?? false, createdAt: options.createdAt ?? now, lastSeen: now };
  Object.assign(session, options.upgradedUntil === undefined ? data : { ...data, upgradedUntil: options.upgradedUntil });
  await session.save();
}

/** Route handlers only: marks the session as used, extending the idle timeout (at most once a minute). */
export async function touchSession(): Promise<void> {
  const session = await store();
  const now = Date.now();
  if (!session.token || !isTouchDue(session.lastSeen, now)) return;
  session.lastSeen = now;
  await session.save();
}

/** Route handlers only. */
export async function endSession(): Promise<void> {
  (await store()).destroy();
}
