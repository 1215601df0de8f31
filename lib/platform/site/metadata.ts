import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route, RouteParams } from '@/lib/platform/i18n/pathnames';
import { devPort, marketHosts } from '@/lib/platform/markets/env';
import { marketOrigin } from '@/lib/platform/markets/hosts';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import { pageAlternates } from '@/lib/platform/seo/hreflang';
import { marketDefaultLocales } from './market-defaults';
import type { Site } from './site';

/** The absolute URL of a page of the site's market in the site's locale (canonical, structured data). */
export function absoluteUrl(site: Site, route: Route, params: RouteParams = {}): string {
  return `${marketOrigin(site.market.code, marketHosts, devPort)}${localizedPath(site, route, params)}`;
}

/** The site's origin ("http://at.localhost:3000", or the production host of MARKET_HOSTS). */
export const siteOrigin = (market: MarketCode) => marketOrigin(market, marketHosts, devPort);

/** The share image of a locale (app/og-image.png/route.tsx): brand and tagline, 1200 × 630. */
export const ogImage = (site: Site, alt: string) => ({
  url: `${siteOrigin(site.market.code)}/og-image.png?locale=${site.locale}`,
  width: 1200,
  height: 630,
  alt,
});

/** Open Graph writes locales with an underscore (de_AT). */
const ogLocale = (locale: Locale) => locale.replace('-', '_');

/**
 * Title, description, canonical URL, hreflang alternates (the market's other languages and the same
 * page in the other markets, x-default), Open Graph and Twitter card of a page. Pages that are not
 * indexed keep their canonical URL but list no alternates.
 */
export async function pageMetadata(
  site: Site,
  route: Route,
  params: RouteParams,
  { title, description, index = true }: { title: string; description?: string; index?: boolean },
): Promise<Metadata> {
  const defaultLocales = { ...(await marketDefaultLocales()), [site.market.code]: site.defaultLocale };
  const { languages, urlOf } = pageAlternates({ market: site.market.code, route, params, defaultLocales, origin: siteOrigin });
  const url = urlOf(site.locale);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  const image = ogImage(site, t('siteName'));
  return {
    title,
    description,
    alternates: index ? { canonical: url, languages } : { canonical: url },
    robots: index ? undefined : { index: false, follow: false },
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      siteName: t('siteName'),
      locale: ogLocale(site.locale),
      alternateLocale: site.market.locales.filter((l) => l !== site.locale).map(ogLocale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
