import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import './faq.css';

type Props = {
  /** The page's messages: both have results, noResults, noResultsHint and showAll. */
  namespace: 'faq' | 'help';
  query: string;
  count: number;
  /** The page without a search: the way back to everything. */
  showAll: string;
};

/** A search's outcome above its results (FAQ, help centre), announced; nothing found says so (SPEC §8). */
export async function SearchSummary({ namespace, query, count, showAll }: Props) {
  const t = await getTranslations(namespace);
  return (
    <div className="faq-summary">
      <p role="status" className="notice">
        {count === 0 ? t('noResults', { query }) : t('results', { count, query })}
      </p>
      {count === 0 && <p>{t('noResultsHint')}</p>}
      <p>
        <Link href={showAll}>{t('showAll')}</Link>
      </p>
    </div>
  );
}
