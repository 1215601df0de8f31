import { previewDate } from '@/lib/platform/content-api/schemas';

/**
 * The editors' preview (issue 5 §4): Next's draft mode bypasses every cache for the editor, and this
 * cookie, set beside it, holds the day the shop is shown for. httpOnly and SameSite=Lax; a session
 * cookie like Next's own draft-mode cookie, so closing the browser ends the preview.
 */
export const PREVIEW_DATE_COOKIE = 'preview_date';

/** Attributes of the preview date cookie, the same when it is set and when it is deleted. */
export const previewCookieOptions = () =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production' }) as const;

/** A calendar day in the form YYYY-MM-DD (z.iso.date() also rejects 2026-02-30), or null. */
export function parsePreviewDate(value: string | null | undefined): string | null {
  const parsed = previewDate.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The day as a Date at noon UTC, so formatting it in any European time zone shows the same day. */
export function previewDay(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}
