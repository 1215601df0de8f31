import type { Locale } from '@/lib/platform/markets/markets';

const FILES = '/files/';

/**
 * The public address of a content-API file: browsers never call the content API, so
 * "/files/legal/x.pdf" becomes our route "/api/files/legal/x.pdf?locale=de-AT". Other URLs
 * (absolute ones, say) pass unchanged. Plain (no server-only): client islands link files too.
 */
export function publicFileUrl(url: string, locale: Locale): string {
  if (!url.startsWith(FILES)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `/api${url}${separator}locale=${encodeURIComponent(locale)}`;
}
