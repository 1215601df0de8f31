import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FaqSearchForm } from '@/components/faq/FaqSearchForm';
import { SearchSummary } from '@/components/faq/SearchSummary';
import { HelpEntries } from '@/components/help/HelpEntries';
import { ServiceChannels } from '@/components/help/ServiceChannels';
import { TopicChannels } from '@/components/help/TopicChannels';
import { getMandant } from '@/lib/platform/content-api/config';
import { getFaq } from '@/lib/platform/content-api/faq';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { queryParam, searchTerms } from '@/lib/content/faq/search';
import { helpContent } from '@/lib/content/help/content';
import { searchHelp } from '@/lib/content/help/search';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView, type ViewParams } from '@/lib/platform/page-views/read-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import '@/components/faq/faq.css';
import '@/components/help/help.css';
import '@/components/legal/legal.css';

type Props = { params: ViewParams };

/** Rendered on first request, then cached per view (ADR 24): the topics, and each search as the search reads it. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'help' });
  const searching = queryParam((await pageView(PAGE_VIEWS['/help'], params)).query.q) !== undefined;
  return pageMetadata(site, '/help', {}, { title: t('title'), description: t('description'), index: !searching });
}

/**
 * The help centre (issue 27 §4): one search across the FAQ and the information pages (a GET form,
 * results by topic), the topics with their answers and the right way to reach us on each, and every
 * service channel.
 */
export default async function HelpPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('help');
  const faq = await getTranslations('faq');
  const mandant = unwrap(await getMandant(site.content));
  const content = helpContent(site.market, site.locale, unwrap(await getFaq(site.content)));
  const query = queryParam((await pageView(PAGE_VIEWS['/help'], params)).query.q);
  const search = searchHelp(content, query);
  const path = localizedPath(site, '/help');
  const found = search.kind === 'results' && search.count > 0 ? search : undefined;
  // Browsing: the FAQ answers and one link per information page (its introduction).
  const shown =
    found?.topics ?? content.map(({ topic, entries }) => ({ topic, entries: entries.filter((e) => e.kind === 'faq' || e.id === '') }));
  const terms = found ? searchTerms(found.query) : [];
  return (
    <div className="container page help">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <FaqSearchForm
        action={path}
        query={query ?? ''}
        id="help-q"
        label={t('searchLabel')}
        error={search.kind === 'tooShort' ? faq('tooShort') : undefined}
      />
      {search.kind === 'results' && <SearchSummary namespace="help" query={search.query} count={search.count} showAll={path} />}
      {!found && (
        <nav aria-label={t('topicsLabel')} className="legal-toc">
          <ol>
            {content.map(({ topic }) => (
              <li key={topic}>
                <a href={`#${topic}`}>{t('topic', { topic })}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {(found || search.kind !== 'results') &&
        shown.map(({ topic, entries }) => (
          <section key={topic} id={topic} aria-labelledby={`${topic}-heading`} className="help-topic">
            <h2 id={`${topic}-heading`}>{t('topic', { topic })}</h2>
            <HelpEntries entries={entries} site={site} terms={terms} />
            <TopicChannels topic={topic} site={site} mandant={mandant} />
          </section>
        ))}
      <div className="help-grid">
        <section aria-labelledby="help-faq" className="help-card">
          <h2 id="help-faq">{t('faqHeading')}</h2>
          <p>{t('faqText')}</p>
          <p>
            <Link className="button button--primary" href={localizedPath(site, '/faq')}>
              {t('faqLink')}
            </Link>
          </p>
        </section>
        <section aria-labelledby="help-contact" className="help-card">
          <h2 id="help-contact">{t('contactHeading')}</h2>
          <p>{t('contactText')}</p>
          <p>
            <Link className="button button--primary" href={localizedPath(site, '/contact')}>
              {t('contactLink')}
            </Link>
          </p>
        </section>
        <ServiceChannels mandant={mandant} />
      </div>
    </div>
  );
}
