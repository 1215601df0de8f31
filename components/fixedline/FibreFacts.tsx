import { useLocale, useTranslations } from 'next-intl';
import { FIBRE } from '@/lib/domain/fibre';
import { formatMoney } from '@/lib/i18n/format';

/** SPEC §9 fibre facts, with prices in the market's currency. */
export function FibreFacts({ currency }: { currency: string }) {
  const t = useTranslations('fibre');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <ul className="checklist fibre-facts">
      <li>{t('factSpeed', { mbits: FIBRE.maxMbits })}</li>
      <li>{t('factGuarantee', { percent: FIBRE.bandwidthGuaranteePercent })}</li>
      <li>{t('factBuild', { percent: FIBRE.buildThresholdPercent })}</li>
      <li>{t('factDuration', { min: FIBRE.buildMonthsMin, max: FIBRE.buildMonthsMax })}</li>
      <li>{t('factConnection', { price: money(FIBRE.connectionFrom), metres: FIBRE.includedMetres, extra: money(FIBRE.extraMetre) })}</li>
      <li>{t('factFlats')}</li>
    </ul>
  );
}
