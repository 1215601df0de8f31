/** One page of a sitemap: its URL and its hreflang alternates (hreflang code → absolute URL). */
export type SitemapEntry = { loc: string; alternates: Record<string, string> };

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/**
 * A sitemaps.org urlset with xhtml:link alternates per URL (Google's hreflang-in-sitemap form: every
 * URL lists all its alternates, itself and x-default included).
 */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(({ loc, alternates }) => {
    const links = Object.entries(alternates).map(
      ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeXml(loc)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
