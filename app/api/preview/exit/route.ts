/**
 * Ends the editors' preview: draft mode off, preview date cookie deleted, 303 to the home page of
 * this host.
 * POST — the banner's exit button (a form, so it works without JavaScript); same-origin only
 *        (403 {error:'forbidden_origin'}).
 * GET  — the same as a link an editor can type or bookmark; ending a preview harms no one, so it
 *        needs no check.
 */
import { cookies, draftMode } from 'next/headers';
import { jsonError } from '@/lib/bff/errors';
import { seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { PREVIEW_DATE_COOKIE, previewCookieOptions } from '@/lib/preview/preview-date';

async function exitPreview(): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).set(PREVIEW_DATE_COOKIE, '', { ...previewCookieOptions(), maxAge: 0 });
  return seeOther('/');
}

export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  return exitPreview();
}

export const GET = exitPreview;
