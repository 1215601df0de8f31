import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import './overview.css';

export type FilterChip = { key: string; label: string; href: string };

/**
 * The chosen filters above the results, each a link to the same page without it (the other filters
 * and the sort kept): works without JavaScript. Its name says what it does ("Remove filter: eSIM").
 * Not prefetched: each chip is a view of its own (ADR 24).
 */
export async function FilterChips({ chips }: { chips: readonly FilterChip[] }) {
  if (chips.length === 0) return null;
  const t = await getTranslations('overview');
  return (
    <ul className="filter-chips" aria-label={t('activeFilters')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link href={chip.href} prefetch={false} className="filter-chips__chip">
            {t.rich('removeFilter', { filter: chip.label, hidden: (chunks) => <span className="visually-hidden">{chunks}</span> })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
