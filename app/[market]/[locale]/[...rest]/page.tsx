import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundMessage } from '@/components/errors/NotFoundMessage';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

/**
 * The 404 page of a market and locale: the proxy rewrites every path that names no page to
 * /{market}/{locale}/not-found and marks the answer `x-door-status: 404`, which the production server
 * (door/server.ts) makes the status. A page, not notFound(): Next 16.4 renders notFound() under our dynamic
 * root layout as an empty `__next_error__` document (no layout, no lang, blank without JavaScript;
 * ADR 41: `globalNotFound` does not help).
 * Cached like the other pages (one per market and locale).
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

export default async function NotFoundPage({ params }: { params: SiteParams }) {
  // An unknown market or locale segment is Next's own 404, as everywhere (the resolver's check).
  await siteFromParams(params);
  return <NotFoundMessage />;
}
