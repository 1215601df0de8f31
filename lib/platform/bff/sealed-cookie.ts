import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { MARKET_CODES, type MarketCode } from '@/lib/platform/markets/markets';
import { sealingPassword } from './session';

/** Sealed cookies are `__Host-` cookies: httpOnly, Secure, Path=/, host-only (ADR 13). */
const COOKIE_OPTIONS = { path: '/', sameSite: 'lax', secure: true, httpOnly: true } as const;

/**
 * A cookie holding data of one market sealed with SESSION_SECRET by iron (encrypted and signed, with
 * the seal's own expiry, ADR 13): personal data and checkout progress. Only the server opens it. An
 * absent, tampered, expired value, one sealed with another secret, of another market or of another
 * shape reads as `empty`.
 */
export function sealedCookie<S extends z.ZodObject>(name: string, schema: S, maxAgeSeconds: number, empty: z.output<S>) {
  type Data = z.output<S>;
  const sealed = schema.extend({ market: z.enum(MARKET_CODES) });

  const seal = (data: Data, market: MarketCode, password: string): Promise<string> =>
    sealData({ ...data, market }, { password, ttl: maxAgeSeconds });

  async function unseal(value: string | undefined, market: MarketCode, password: string): Promise<Data> {
    if (!value) return empty;
    // iron-session opens every seal it cannot (tampered, expired, another secret, malformed) as {}.
    const parsed = sealed.safeParse(await unsealData(value, { password, ttl: maxAgeSeconds }));
    if (!parsed.success || parsed.data.market !== market) return empty;
    const { market: _market, ...data } = parsed.data as Data & { market: MarketCode };
    return data as Data;
  }

  /**
   * Route handlers only: deletes the cookie. A `__Host-` cookie is only replaced by one with Secure and
   * Path=/, which cookies().delete(name) leaves out, so it is overwritten expired.
   */
  async function remove(): Promise<void> {
    (await cookies()).set(name, '', { ...COOKIE_OPTIONS, maxAge: 0 });
  }

  return {
    name,
    seal,
    unseal,
    /** This request's data (pages and route handlers). */
    async read(market: MarketCode): Promise<Data> {
      const value = (await cookies()).get(name)?.value;
      return value ? unseal(value, market, sealingPassword()) : empty;
    },
    /** Route handlers only: stores the data for maxAgeSeconds from now. */
    async write(market: MarketCode, data: Data): Promise<void> {
      const value = await seal(data, market, sealingPassword());
      (await cookies()).set(name, value, { ...COOKIE_OPTIONS, maxAge: maxAgeSeconds });
    },
    remove,
  };
}
