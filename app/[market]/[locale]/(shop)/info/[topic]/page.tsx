import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CostExample } from '@/components/info/CostExample';
import { InfoArticle } from '@/components/info/InfoArticle';
import { infoDocument } from '@/content/info';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { INFO_FAQ_GROUP, INFO_ROUTES, infoTopicsOf, isInfoTopic, type InfoTopic } from '@/lib/content/info-topics';
import { languageOf } from '@/lib/platform/markets/markets';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site } from '@/lib/platform/site/site';
import '@/components/info/info.css';

type Props = { params: Promise<{ market: string; locale: string; topic: string }> };

/** Rendered on first request, then cached like every catalogue page. */
export function generateStaticParams() {
  return [];
}

async function load(params: Props['params']): Promise<{ site: Site; topic: InfoTopic }> {
  const site = await siteFromParams(params);
  const { topic } = await params;
  if (!isInfoTopic(topic) || !infoTopicsOf(site.market).includes(topic)) notFound();
  return { site, topic };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, topic } = await load(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'info.pages' });
  const document = infoDocument(topic, site.market.code, languageOf(site.locale));
  return pageMetadata(site, INFO_ROUTES[topic], {}, { title: document.title, description: t(`${topic}.description`) });
}

export default async function InfoPage({ params }: Props) {
  const { site, topic } = await load(params);
  const t = await getTranslations('info');
  const document = infoDocument(topic, site.market.code, languageOf(site.locale));
  const faqGroup = INFO_FAQ_GROUP[topic];
  return (
    <div className="container page">
      <InfoArticle
        document={document}
        tocLabel={t('toc')}
        extras={topic === 'cost-control' ? { example: <CostExample site={site} /> } : undefined}
      />
      <aside className="notice info-more" aria-labelledby="more-questions">
        <h2 id="more-questions">{t('moreQuestions')}</h2>
        <p>
          <Link href={`${localizedPath(site, '/faq')}${faqGroup ? `#${faqGroup}` : ''}`}>{t('toFaq')}</Link>
        </p>
      </aside>
    </div>
  );
}
