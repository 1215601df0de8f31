import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FaqGroups } from '@/components/faq/FaqGroups';
import { FaqJsonLd } from '@/components/faq/FaqJsonLd';
import { FaqSearchForm } from '@/components/faq/FaqSearchForm';
import { SearchSummary } from '@/components/faq/SearchSummary';
import { OpenTargetedQuestion } from '@/components/faq/OpenTargetedQuestion';
import { getFaq } from '@/lib/platform/content-api/faq';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { queryParam, searchFaq, searchTerms } from '@/lib/content/faq/search';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView, type ViewParams } from '@/lib/platform/page-views/read-view';
import { absoluteUrl, pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import '@/components/faq/faq.css';
import '@/components/legal/legal.css';

/**
 * Cached (ISR) per view (ADR 24): the plain FAQ, and through `-/[...view]` each search term as the
 * search reads it (trimmed, spaces collapsed, cut to length); the FAQ read behind it is cached by tag.
 */
type Props = { params: ViewParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'faq' });
  const searching = queryParam((await pageView(PAGE_VIEWS['/faq'], params)).query.q) !== undefined;
  return pageMetadata(site, '/faq', {}, { title: t('title'), description: t('description'), index: !searching });
}

export default async function FaqPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('faq');
  const groups = unwrap(await getFaq(site.content));
  const query = queryParam((await pageView(PAGE_VIEWS['/faq'], params)).query.q);
  const search = searchFaq(groups, query);
  const path = localizedPath(site, '/faq');
  const found = search.kind === 'results' && search.count > 0 ? search : undefined;
  return (
    <div className="container page faq">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <FaqSearchForm action={path} query={query ?? ''} error={search.kind === 'tooShort' ? t('tooShort') : undefined} />
      {search.kind === 'results' && <SearchSummary namespace="faq" query={search.query} count={search.count} showAll={path} />}
      {found ? (
        <FaqGroups groups={found.groups} terms={searchTerms(found.query)} />
      ) : (
        <>
          <nav aria-label={t('topics')} className="legal-toc">
            <ol>
              {groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}`}>{group.name}</a>
                </li>
              ))}
            </ol>
          </nav>
          <FaqGroups groups={groups} />
        </>
      )}
      <FaqJsonLd groups={groups} url={absoluteUrl(site, '/faq')} />
      <OpenTargetedQuestion />
    </div>
  );
}
