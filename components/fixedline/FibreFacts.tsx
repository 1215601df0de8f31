import { useLocale, useTranslations } from 'next-intl';
import { FIBRE } from '@/lib/domain/fibre';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FibrePrices, Money } from '@/lib/platform/content-api/schemas';

/**
 * SPEC §9 fibre facts. The connection amounts are the market's own, each shown in its currency; without
 * them (no data, or not in the market's currency) the connection line is left out.
 */
export function FibreFacts({ prices }: { prices?: FibrePrices }) {
  const t = useTranslations('fibre');
  const locale = useLocale();
  const money = ({ amount, currencyCode }: Money) => formatMoney(amount, currencyCode, locale);
  return (
    <ul className="checklist fibre-facts">
      <li>{t('factSpeed', { mbits: FIBRE.maxMbits })}</li>
      <li>{t('factGuarantee', { percent: FIBRE.bandwidthGuaranteePercent })}</li>
      <li>{t('factBuild', { percent: FIBRE.buildThresholdPercent })}</li>
      <li>{t('factDuration', { min: FIBRE.buildMonthsMin, max: FIBRE.buildMonthsMax })}</li>
      {prices && (
        <li>
          {t('factConnection', { price: money(prices.connectionFrom), metres: FIBRE.includedMetres, extra: money(prices.extraMetre) })}
        </li>
      )}
      <li>{t('factFlats')}</li>
    </ul>
  );
}
