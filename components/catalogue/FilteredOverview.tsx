import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { FilterChips, type FilterChip } from './FilterChips';
import { FilterDisclosure } from './FilterDisclosure';

/**
 * An overview's filters and results (tariffs, device lists): the filter form behind its disclosure,
 * then the results under a live count and the chips of the filters in force.
 */
export async function FilteredOverview({
  form,
  chips,
  count,
  children,
}: {
  form: ReactNode;
  chips: FilterChip[];
  count: number;
  children: ReactNode;
}) {
  const t = await getTranslations('overview');
  return (
    <div className="overview">
      <aside className="overview__filters">
        <h2 className="visually-hidden">{t('filters')}</h2>
        <FilterDisclosure count={chips.length}>{form}</FilterDisclosure>
      </aside>
      <section className="overview__results" aria-labelledby="results-heading">
        {/* A live heading (a status inside a heading is invalid HTML): filtering with JavaScript announces the new count. */}
        <h2 id="results-heading" className="results-count" aria-live="polite">
          {t('results', { count })}
        </h2>
        <FilterChips chips={chips} />
        {children}
      </section>
    </div>
  );
}
