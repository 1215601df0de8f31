/**
 * Ends the editors' preview: draft mode off, preview date cookie deleted, 303 to the home page of
 * this host.
 * POST — the banner's exit button (a form, so it works without JavaScript); same-origin only
 *        (403 {error:'forbidden_origin'}).
 * GET  — the same as a link an editor can type or bookmark; ending a preview harms no one, so it
 *        needs no check.
 */
import { cookies, draftMode } from 'next/headers';
import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { PREVIEW_DATE_COOKIE, previewCookieOptions } from '@/lib/platform/preview/preview-date';

const exitPreview = defineHandler({
  async handle() {
    (await draftMode()).disable();
    (await cookies()).set(PREVIEW_DATE_COOKIE, '', { ...previewCookieOptions(), maxAge: 0 });
    return seeOther('/');
  },
});

// The door checks the Origin of the POST; the GET needs none.
export { exitPreview as GET, exitPreview as POST };
