import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { InvoiceYear } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import './invoices.css';

/** The contract's years, newest first, as links (they work without JavaScript); the year shown is marked. */
export async function InvoiceYearLinks({
  site,
  year,
}: {
  site: Site;
  year: Pick<InvoiceYear, 'contractStartYear' | 'contractEndYear' | 'year'>;
}) {
  const t = await getTranslations('accountInvoices');
  const years = Array.from({ length: Math.max(0, year.contractEndYear - year.contractStartYear + 1) }, (_, i) => year.contractEndYear - i);
  return (
    <nav aria-label={t('years')} className="invoice-years">
      <ul>
        {years.map((y) => (
          <li key={y}>
            <a href={localizedPath(site, '/account/invoices', {}, `year=${y}`)} aria-current={y === year.year ? 'page' : undefined}>
              {y}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
