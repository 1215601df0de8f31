/**
 * GET /robots.txt — per host (issue 5 §3): everything allowed except the API and the cart, checkout
 * and customer area in every language of the market, and the host's own sitemap.
 */
import { siteOrigin } from '@/lib/platform/site/metadata';
import { disallowedPaths, robotsTxt } from '@/lib/platform/seo/robots';
import { siteOfRequest } from '@/lib/platform/site/site';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const site = await siteOfRequest(request);
  const text = robotsTxt({
    disallow: disallowedPaths(site.market.code, site.defaultLocale),
    sitemapUrl: `${siteOrigin(site.market.code)}/sitemap.xml`,
  });
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
