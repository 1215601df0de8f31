/**
 * GET /robots.txt — per host (issue 5 §3): everything allowed except the API and the cart, checkout
 * and customer area in every language of the market, and the host's own sitemap.
 */
import { requestSite } from '@/lib/bff/request-site';
import { siteOrigin } from '@/lib/site/metadata';
import { disallowedPaths, robotsTxt } from '@/lib/seo/robots';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const site = await requestSite(request);
  const text = robotsTxt({
    disallow: disallowedPaths(site.market, site.defaultLocale),
    sitemapUrl: `${siteOrigin(site.market)}/sitemap.xml`,
  });
  return new Response(text, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
