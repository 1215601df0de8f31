import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ServiceContact } from '@/components/legal/ServiceContact';
import { accessibilityStatement, STATEMENT_DATES } from '@/content/accessibility';
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
  const statement = accessibilityStatement(site.market.code, languageOf(site.locale));
  const t = await getTranslations({ locale: site.locale, namespace: 'company.accessibility' });
  return pageMetadata(site, '/accessibility', {}, { title: statement.title, description: t('description') });
}

/**
 * The accessibility statement (SPEC §2: 19 sections, assessed against WCAG 2.1 AA in May 2025). The
 * feedback contact comes from /config/mandant: without it the statement is incomplete, so a cached
 * copy is served instead.
 */
export default async function AccessibilityPage({ params }: Props) {
  const site = await siteFromParams(params);
  const mandant = unwrap(await getMandant(site.content));
  return (
    <LegalDocument
      document={accessibilityStatement(site.market.code, languageOf(site.locale))}
      updated={STATEMENT_DATES.updated}
      locale={site.locale}
      extras={{ feedback: <ServiceContact mandant={mandant} /> }}
    />
  );
}
