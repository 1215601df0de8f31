import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { parsePreviewDate, PREVIEW_DATE_COOKIE } from './preview-date';

/**
 * The preview day of this request, when an editor has turned the preview on. Cookies are read only
 * in draft mode: outside it draftMode() is false without touching the request, so ISR pages stay
 * cacheable for everyone else (Next renders draft-mode requests per request and never caches them).
 */
export async function readPreviewDate(): Promise<string | undefined> {
  const draft = await draftMode();
  if (!draft.isEnabled) return undefined;
  return parsePreviewDate((await cookies()).get(PREVIEW_DATE_COOKIE)?.value) ?? undefined;
}
