import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FeeTable } from '@/components/legal/FeeTable';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { feesOf } from '@/content/legal/fees';
import { TERMS_UPDATED, termsDocument } from '@/content/legal/terms';
import { publicFileUrl } from '@/lib/platform/content-api/public-file-url';
import { localizedPath } from '@/lib/platform/i18n/paths';
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
  const t = await getTranslations({ locale: site.locale, namespace: 'legal.terms' });
  return pageMetadata(site, '/terms', {}, { title: t('title'), description: t('description') });
}

export default async function TermsPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('legal');
  const language = languageOf(site.locale);
  const { code, slug, currency } = site.market;
  const withdrawalPdf = publicFileUrl(`/files/legal/withdrawal-${slug}.pdf`, site.locale);
  return (
    <LegalDocument
      document={termsDocument(code, language)}
      updated={TERMS_UPDATED}
      locale={site.locale}
      extras={{
        withdrawal: (
          <p>
            <a href={withdrawalPdf} type="application/pdf">
              {t('withdrawalForm')}
            </a>
          </p>
        ),
        'data-protection': (
          <p>
            <Link href={localizedPath(site, '/privacy')}>{t('privacyLink')}</Link>
          </p>
        ),
        fees: <FeeTable fees={feesOf(code, language)} currency={currency} locale={site.locale} />,
      }}
    />
  );
}
