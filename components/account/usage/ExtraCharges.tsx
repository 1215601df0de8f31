import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { SpendingCapsSummary } from '@/lib/platform/content-api/schemas';
import './usage.css';

/** What use beyond the included units has cost so far this period, with the way to the spending caps. */
export function ExtraCharges({ spendingCaps, locale, capsHref }: { spendingCaps: SpendingCapsSummary; locale: string; capsHref?: string }) {
  const t = useTranslations('accountUsage');
  const { amount, currencyCode } = spendingCaps.chargesSoFar;
  return (
    <section aria-labelledby="usage-charges" className="usage-section">
      <h2 id="usage-charges">{t('chargesHeading')}</h2>
      <p>{t('chargesSoFar', { amount: formatMoney(amount, currencyCode, locale) })}</p>
      {capsHref && (
        <p>
          <a href={capsHref}>{t('capsLink')}</a>
        </p>
      )}
    </section>
  );
}
