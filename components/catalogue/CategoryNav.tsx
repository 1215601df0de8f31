import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CATEGORIES, type Category } from '@/lib/catalogue/filters';
import './overview.css';

/**
 * Category tabs of the overview; each is a link, so it works without JavaScript. Not prefetched: each
 * tab is a view of its own (ADR 24), and six views fetched on every visit would mostly go unopened.
 */
export async function CategoryNav({ current, hrefOf }: { current: Category; hrefOf: (c: Category) => string }) {
  const t = await getTranslations('overview');
  return (
    <nav aria-label={t('categories')} className="category-nav">
      <ul>
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link href={hrefOf(category)} prefetch={false} aria-current={category === current ? 'page' : undefined}>
              {t('category', { category })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
