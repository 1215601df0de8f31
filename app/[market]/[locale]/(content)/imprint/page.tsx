import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ServiceContact } from '@/components/legal/ServiceContact';
import { IMPRINT_UPDATED, imprintDocument } from '@/content/legal/imprint';
import { getMandant } from '@/lib/platform/content-api/config';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { languageOf } from '@/lib/platform/markets/markets';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like the catalogue pages. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'legal.imprint' });
  return pageMetadata(site, '/imprint', {}, { title: t('title'), description: t('description') });
}

/** The contact comes from /config/mandant: without it the imprint is incomplete, so a cached copy is served. */
export default async function ImprintPage({ params }: Props) {
  const site = await siteFromParams(params);
  const mandant = unwrap(await getMandant(site.content));
  return (
    <LegalDocument
      document={imprintDocument(site.market.code, languageOf(site.locale))}
      updated={IMPRINT_UPDATED}
      locale={site.locale}
      extras={{ contact: <ServiceContact mandant={mandant} /> }}
    />
  );
}
