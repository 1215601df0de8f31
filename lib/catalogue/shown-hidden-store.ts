import 'server-only';
import { cookies } from 'next/headers';
import { parseShownHidden, serializeShownHidden, SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';

/**
 * The session list of hidden tariffs a visitor has been shown (ADR 16). A session cookie (no Max-Age:
 * it ends with the browser session), httpOnly (no script needs it), host-only and Secure (`__Host-`),
 * SameSite=Lax. Only ids; it is no personal data.
 */
export const SHOWN_HIDDEN_COOKIE_OPTIONS = { path: '/', sameSite: 'lax', secure: true, httpOnly: true } as const;

/** The ids in the visitor's list (pages and route handlers). */
export async function readShownHidden(): Promise<string[]> {
  return parseShownHidden((await cookies()).get(SHOWN_HIDDEN_COOKIE)?.value);
}

/** Route handlers only: stores the list. */
export async function saveShownHidden(ids: string[]): Promise<void> {
  (await cookies()).set(SHOWN_HIDDEN_COOKIE, serializeShownHidden(ids), SHOWN_HIDDEN_COOKIE_OPTIONS);
}
