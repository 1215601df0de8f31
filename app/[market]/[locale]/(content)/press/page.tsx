import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PressContacts } from '@/components/company/PressContacts';
import { LegalDocument } from '@/components/legal/LegalDocument';
import { COMPANY_CONTACTS } from '@/content/company/contacts';
import { PRESS_UPDATED, pressDocument } from '@/content/company/press';
import { textFor } from '@/content/company/text';
import { legalMarket } from '@/content/legal/text';
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
  const document = pressDocument(site.market.code, languageOf(site.locale));
  const t = await getTranslations({ locale: site.locale, namespace: 'company.press' });
  return pageMetadata(site, '/press', {}, { title: document.title, description: t('description') });
}

/** The press office of the market with its contacts, a portrait of the company and what we help with. */
export default async function PressPage({ params }: Props) {
  const site = await siteFromParams(params);
  const language = languageOf(site.locale);
  const { press } = COMPANY_CONTACTS[legalMarket(site.market.code)];
  return (
    <LegalDocument
      document={pressDocument(site.market.code, language)}
      updated={PRESS_UPDATED}
      locale={site.locale}
      extras={{ contact: <PressContacts contacts={press} text={textFor(site.market.code, language)} /> }}
    />
  );
}
