import { getTranslations } from 'next-intl/server';
import { LegalTable } from '@/components/legal/LegalTable';
import { INCOME_LIMIT_CENTS, incomeLimit } from '@/lib/domain/social-tariff';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';

/** SPEC §9 income limits from 2025: one and two persons, each further person, and what that makes for 3 and 4. */
export async function IncomeLimits({ currency, locale }: { currency: string; locale: Locale }) {
  const t = await getTranslations('socialTariff.limits');
  const money = (value: number) => formatMoney(value, currency, locale);
  const rows = [
    { key: '1', header: t('persons', { count: 1 }), cells: [money(incomeLimit(1))] },
    { key: '2', header: t('persons', { count: 2 }), cells: [money(incomeLimit(2))] },
    { key: 'further', header: t('furtherPerson'), cells: [t('plus', { amount: money(INCOME_LIMIT_CENTS.eachFurtherPerson / 100) })] },
    { key: '3', header: t('persons', { count: 3 }), cells: [money(incomeLimit(3))] },
    { key: '4', header: t('persons', { count: 4 }), cells: [money(incomeLimit(4))] },
  ];
  return <LegalTable caption={t('caption')} columns={[t('household'), t('limit')]} numeric={[1]} rows={rows} />;
}
