/**
 * GET /sitemap.xml — the sitemap of the market whose host is asked (issue 5 §3): every public page
 * in each of the market's locales with its hreflang alternates. 503 with Retry-After while the
 * catalogue cannot be read and nothing is cached. (The proxy leaves paths with an extension alone.)
 */
import { marketDefaultLocales } from '@/lib/platform/site/market-defaults';
import { siteOrigin } from '@/lib/platform/site/metadata';
import { sitemapEntries } from '@/lib/platform/seo/sitemap';
import { sitemapXml } from '@/lib/platform/seo/sitemap-xml';
import { siteOfRequest } from '@/lib/platform/site/site';
import { PARAMS_SOURCES } from './sources';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const site = await siteOfRequest(request);
  const entries = await sitemapEntries(site.market.code, await marketDefaultLocales(), siteOrigin, PARAMS_SOURCES);
  if (!entries.ok) {
    return new Response('Sitemap temporarily unavailable\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(sitemapXml(entries.data), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
