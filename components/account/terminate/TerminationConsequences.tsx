import { useLocale, useTranslations } from 'next-intl';
import type { TerminationConsequence } from '@/lib/platform/content-api/schemas';
import { dayText } from '@/lib/platform/i18n/day-text';
import './terminate.css';

type Props = { consequences: readonly TerminationConsequence[]; product: string; effectiveDate: string; runtimeEnd?: string | null };

/** What ending a line means, worded (the page before the confirmation, and the confirmation itself). */
export function TerminationConsequences({ consequences, product, effectiveDate, runtimeEnd }: Props) {
  const t = useTranslations('accountTermination');
  const locale = useLocale();
  const date = dayText(effectiveDate, locale);
  const termEnd = runtimeEnd ? dayText(runtimeEnd, locale) : '';
  return (
    <ul className="termination__consequences">
      {consequences.map((consequence) => (
        <li key={consequence}>{t('consequence', { consequence, product, date, runtimeEnd: termEnd })}</li>
      ))}
    </ul>
  );
}
