import 'server-only';
import { getMandant } from '@/lib/content-api/config';
import type { ContentContext } from '@/lib/content-api/client';
import { defaultLocaleOf } from '@/lib/i18n/locales';
import type { PathContext } from '@/lib/i18n/paths';
import { marketHosts } from '@/lib/markets/env';
import { marketForHost } from '@/lib/markets/hosts';
import { isLocale, MARKETS, type MarketCode } from '@/lib/markets/markets';
import { readPreviewDate } from '@/lib/preview/read';

/**
 * The market of a route-handler request (from its host), the locale it names if valid there, and
 * the preview day while an editor previews (so a handler checks against the previewed catalogue).
 */
export async function requestSite(
  request: Request,
  localeParam?: string | null,
): Promise<PathContext & { market: MarketCode; content: ContentContext }> {
  const market = marketForHost(request.headers.get('x-forwarded-host') ?? request.headers.get('host'), marketHosts);
  const { locales } = MARKETS[market];
  const mandant = await getMandant({ market, locale: locales[0]! });
  const defaultLocale = mandant.ok ? defaultLocaleOf(market, mandant.data.locale) : locales[0]!;
  const locale = localeParam && isLocale(localeParam) && locales.includes(localeParam) ? localeParam : defaultLocale;
  const previewDate = await readPreviewDate();
  return { market, locale, defaultLocale, content: previewDate ? { market, locale, previewDate } : { market, locale } };
}
