import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import './overview.css';

/**
 * The filter form behind a "Filter (2)" toggle, so a phone shows the results first (issue 25 §1). A
 * <details> element: it opens in place without JavaScript and a screen reader hears it collapsed or
 * expanded; where the filters sit beside the results (60rem and wider) overview.css shows them without
 * the toggle (ADR 32). With JavaScript the form filters as it changes and the disclosure stays open.
 */
export async function FilterDisclosure({ count, children }: { count: number; children: ReactNode }) {
  const t = await getTranslations('overview');
  return (
    <details className="filter-disclosure">
      <summary className="filter-disclosure__toggle">{t('filterToggle', { count })}</summary>
      {children}
    </details>
  );
}
