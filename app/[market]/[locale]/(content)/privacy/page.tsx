import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CookieTable } from '@/components/legal/CookieTable';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { cookiesOf } from '@/content/legal/cookies';
import { PRIVACY_UPDATED, privacyDocument } from '@/content/legal/privacy';
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
  const t = await getTranslations({ locale: site.locale, namespace: 'legal.privacy' });
  return pageMetadata(site, '/privacy', {}, { title: t('title'), description: t('description') });
}

export default async function PrivacyPage({ params }: Props) {
  const site = await siteFromParams(params);
  const language = languageOf(site.locale);
  return (
    <LegalDocument
      document={privacyDocument(site.market.code, language)}
      updated={PRIVACY_UPDATED}
      locale={site.locale}
      extras={{ cookies: <CookieTable cookies={cookiesOf(site.market.code, language)} /> }}
    />
  );
}
