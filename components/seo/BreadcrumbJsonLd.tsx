import type { Route, RouteParams } from '@/lib/platform/i18n/pathnames';
import { breadcrumbList } from '@/lib/platform/seo/json-ld';
import { absoluteUrl } from '@/lib/platform/site/metadata';
import type { Site } from '@/lib/platform/site/site';
import { JsonLd } from './JsonLd';

export type Crumb = { name: string; route: Route; params?: RouteParams };

/** BreadcrumbList of a deep page: its trail from the home page, as absolute URLs of this market and language. */
export function BreadcrumbJsonLd({ site, trail }: { site: Site; trail: Crumb[] }) {
  return <JsonLd data={breadcrumbList(trail.map((c) => ({ name: c.name, url: absoluteUrl(site, c.route, c.params) })))} />;
}
