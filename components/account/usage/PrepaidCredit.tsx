import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { PrepaidBalance } from '@/lib/platform/content-api/schemas';
import './usage.css';

/**
 * A prepaid line's credit and the way to top it up. It counts as low below the smallest amount the
 * line can be topped up with: less than one top-up's worth is left.
 */
export function PrepaidCredit({ prepaid, locale, topUpHref }: { prepaid: PrepaidBalance; locale: string; topUpHref?: string }) {
  const t = useTranslations('accountUsage');
  const money = (amount: number) => formatMoney(amount, prepaid.currencyISO, locale);
  const smallest = prepaid.allowedRechargeAmounts.length > 0 ? Math.min(...prepaid.allowedRechargeAmounts) : undefined;
  const low = smallest !== undefined && prepaid.balance < smallest;
  return (
    <section aria-labelledby="usage-credit" className="usage-section">
      <h2 id="usage-credit">{t('creditHeading')}</h2>
      <p className="usage-credit">{t('credit', { amount: money(prepaid.balance) })}</p>
      {low && <p className="notice usage-credit__low">{t('lowCredit', { amount: money(smallest) })}</p>}
      {topUpHref && (
        <p>
          <a href={topUpHref} className={low ? 'button button--primary' : 'button'}>
            {t('topUp')}
          </a>
        </p>
      )}
    </section>
  );
}
