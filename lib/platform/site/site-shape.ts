import type { ContentContext } from '@/lib/platform/content-api/client';
import type { PathContext } from '@/lib/platform/i18n/paths';
import type { Market } from '@/lib/platform/markets/markets';

/**
 * Where a page, a route handler or a client island is: the market (with its currency, VAT and time
 * zone from the market table), the locale, the market's default locale and the content context
 * (with the preview day while an editor previews). One shape everywhere, made by lib/platform/site/site.ts;
 * plain data, so the root layout hands the same object to the islands (components/site/SiteProvider).
 */
export type Site = PathContext & { market: Market; content: ContentContext };
