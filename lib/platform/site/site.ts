import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { isLocale, marketBySlug, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import { marketOfRequest } from '@/lib/platform/markets/request-market';
import { readPreviewDate } from '@/lib/platform/preview/read';
import { marketDefaultLocale } from './market-defaults';
import type { Site } from './site-shape';

export type { Site };
export type SiteParams = Promise<{ market: string; locale: string }>;

/**
 * The one resolver: the market's default locale from /config/mandant (its first locale when the API
 * cannot say), the requested locale where the market has it (else the default) and, while an editor
 * previews, the preview day every content read then passes. Memoised per request.
 */
const resolveSite = cache(async (code: MarketCode, requested: string | null): Promise<Site> => {
  const market = MARKETS[code];
  const defaultLocale = await marketDefaultLocale(code);
  const locale: Locale = requested && isLocale(requested) && market.locales.includes(requested) ? requested : defaultLocale;
  const previewDate = await readPreviewDate();
  const content: ContentContext = previewDate ? { market: code, locale, previewDate } : { market: code, locale };
  return { market, locale, defaultLocale, content };
});

/** Pages: the [market]/[locale] segments; 404 for combinations that do not exist. */
export async function siteFromParams(params: SiteParams): Promise<Site> {
  const { market: slug, locale } = await params;
  const market = marketBySlug(slug);
  if (!market || !isLocale(locale) || !market.locales.includes(locale)) notFound();
  return resolveSite(market.code, locale);
}

/** Route handlers: the market of the request's host and the locale the caller names, if valid there. */
export function siteOfRequest(request: Request, locale?: string | null): Promise<Site> {
  return resolveSite(marketOfRequest(request.headers), locale ?? null);
}
