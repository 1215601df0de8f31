import { getTranslations } from 'next-intl/server';
import type { Fee } from '@/content/legal/fees';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';
import { LegalTable } from './LegalTable';

/** The one-off fees of the terms (terms#fees), in the market's currency. */
export async function FeeTable({ fees, currency, locale }: { fees: Fee[]; currency: string; locale: Locale }) {
  const t = await getTranslations('legal.fees');
  return (
    <LegalTable
      caption={t('caption', { currency })}
      columns={[t('service'), t('amount')]}
      numeric={[1]}
      rows={fees.map((fee) => ({
        key: fee.id,
        header: fee.label,
        cells: [fee.amount === 0 ? t('free') : formatMoney(fee.amount, currency, locale)],
      }))}
    />
  );
}
