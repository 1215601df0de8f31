import { getTranslations } from 'next-intl/server';
import type { Salary as SalaryRange } from '@/content/company/types';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';

type Props = { salary: SalaryRange; currency: string; locale: Locale; short?: boolean };

/**
 * The pay of a position: in Austria the collective-agreement minimum and the readiness to pay more
 * (§ 9 GlBG), elsewhere the yearly range; `short` for the list of positions.
 */
export async function Salary({ salary, currency, locale, short = false }: Props) {
  const t = await getTranslations('company.careers');
  const money = (value: number) => formatMoney(value, currency, locale, { wholeUnits: true });
  const range = { from: money(salary.from), to: money(salary.to) };
  if (short) return <>{t('salaryShort', { kind: salary.kind, ...range })}</>;
  if (salary.kind === 'monthly') return <>{t('salaryMonthly', { minimum: money(salary.minimum), ...range })}</>;
  return <>{t('salaryYearly', range)}</>;
}
