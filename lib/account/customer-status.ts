import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { readSession } from '@/lib/platform/bff/session';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { getUserStatus } from '@/lib/platform/content-api/auth';
import type { UserStatus } from '@/lib/platform/content-api/schemas';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';

/** Where a customer-area page sends the browser after an upstream 401 (SPEC §4): the logout, checked first. */
export const expiredPath = (site: Site) => `/api/auth/expired?locale=${site.locale}`;

/**
 * The live session of a customer-area request, from its cookie alone (no content-API call, so the area's
 * frame streams at once, ADR 34): none → the login page.
 */
export const sessionOf = cache(async (site: Site): Promise<SessionData> => {
  const session = await readSession(site.market.code);
  if (!session) redirect(localizedPath(site, '/account/login'));
  return session;
});

/**
 * The logged-in customer of a customer-area request, read once per render (layout and page share it):
 * no live session → the login page; a token the content API no longer accepts → logged out (SPEC §4).
 * `status` is undefined when the content API could not answer (the page shows what it can).
 */
export const customerOf = cache(async (site: Site): Promise<{ session: SessionData; status: UserStatus | undefined }> => {
  const session = await sessionOf(site);
  const status = await getUserStatus(site.content, session.token);
  if (!status.ok && status.error.kind === 'unauthorized') redirect(expiredPath(site));
  return { session, status: status.ok ? status.data : undefined };
});
