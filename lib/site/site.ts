import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getMandant } from '@/lib/content-api/config';
import type { ContentContext } from '@/lib/content-api/client';
import { defaultLocaleOf } from '@/lib/i18n/locales';
import type { PathContext } from '@/lib/i18n/paths';
import { isLocale, marketBySlug, type Locale, type Market } from '@/lib/markets/markets';
import { readPreviewDate } from '@/lib/preview/read';

/** Everything a page needs to know about where it is rendered. */
export type Site = PathContext & { market: Market; content: ContentContext };

export type SiteParams = Promise<{ market: string; locale: string }>;

/**
 * Resolves the [market]/[locale] segments (404 for combinations that do not exist), the market's
 * default locale from /config/mandant and, while an editor previews, the preview day every content
 * read then passes; memoised per request.
 */
export const getSite = cache(async (marketSlug: string, localeParam: string): Promise<Site> => {
  const market = marketBySlug(marketSlug);
  if (!market || !isLocale(localeParam) || !market.locales.includes(localeParam)) notFound();
  const locale: Locale = localeParam;
  const previewDate = await readPreviewDate();
  const content: ContentContext = previewDate ? { market: market.code, locale, previewDate } : { market: market.code, locale };
  const mandant = await getMandant(content);
  const defaultLocale = mandant.ok ? defaultLocaleOf(market.code, mandant.data.locale) : market.locales[0]!;
  return { market, locale, defaultLocale, content };
});

export async function siteFromParams(params: SiteParams): Promise<Site> {
  const { market, locale } = await params;
  return getSite(market, locale);
}
