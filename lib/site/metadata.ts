import 'server-only';
import type { Metadata } from 'next';
import { localizedPath } from '@/lib/i18n/paths';
import type { Route, RouteParams } from '@/lib/i18n/pathnames';
import { devPort, marketHosts } from '@/lib/markets/env';
import { marketOrigin } from '@/lib/markets/hosts';
import type { Site } from './site';

/** Title, description, canonical URL and the page's alternates in the market's other languages. */
export function pageMetadata(
  site: Site,
  route: Route,
  params: RouteParams,
  { title, description, index = true }: { title: string; description?: string; index?: boolean },
): Metadata {
  const origin = marketOrigin(site.market.code, marketHosts, devPort);
  const url = (locale: Site['locale']) => `${origin}${localizedPath({ locale, defaultLocale: site.defaultLocale }, route, params)}`;
  const languages = Object.fromEntries(site.market.locales.map((l) => [l, url(l)]));
  return {
    title,
    description,
    alternates: { canonical: url(site.locale), languages: { ...languages, 'x-default': url(site.defaultLocale) } },
    robots: index ? undefined : { index: false, follow: false },
    openGraph: { title, description, url: url(site.locale), locale: site.locale.replace('-', '_'), type: 'website' },
  };
}
