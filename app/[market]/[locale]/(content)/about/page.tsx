import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { ABOUT_UPDATED, aboutDocument } from '@/content/company/about';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route } from '@/lib/platform/i18n/pathnames';
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
  const document = aboutDocument(site.market.code, languageOf(site.locale));
  const t = await getTranslations({ locale: site.locale, namespace: 'company.about' });
  return pageMetadata(site, '/about', {}, { title: document.title, description: t('description') });
}

/** Who runs the market's shop and what we promise, with the way to shops, jobs and the press office. */
export default async function AboutPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('company.about');
  const kind = site.market.code === 'CAMP' ? 'camp' : 'shops';
  const link = (route: Route, label: string) => (
    <p>
      <Link className="button button--secondary" href={localizedPath(site, route)}>
        {label}
      </Link>
    </p>
  );
  return (
    <LegalDocument
      document={aboutDocument(site.market.code, languageOf(site.locale))}
      updated={ABOUT_UPDATED}
      locale={site.locale}
      extras={{
        visit: link('/shops', t('toShops', { kind })),
        work: link('/careers', t('toCareers')),
        press: link('/press', t('toPress')),
      }}
    />
  );
}
