'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { formatCalendarDay, formatDataAmount } from '@/lib/platform/i18n/format';
import type { Amount, CustomerTariff } from '@/lib/platform/content-api/schemas';
import { usePriceText } from './usePriceText';

/** The line's tariff as it is now: name, price, what it includes, minimum term, SIM card and a termination under way. */
export function CurrentTariff({ line }: { line: CustomerTariff }) {
  const t = useTranslations('accountLines.tariff');
  const { locale } = useSite();
  const priceText = usePriceText();
  const { tariff } = line;
  const allowance = (amount: Amount) => {
    const parts = formatDataAmount(amount, locale);
    return parts.kind === 'unlimited' ? t('unlimited') : t('amount', parts);
  };
  const rows: [string, string][] = [
    [t('name'), tariff.tariffName],
    [t('price'), `${priceText(tariff.money)} ${tariff.billPeriodTranslation}`],
    [t('data'), allowance(tariff.data)],
    [t('voice'), allowance(tariff.voice)],
    [t('sms'), allowance(tariff.sms)],
    [t('minimumTerm'), line.runtimeEnd ? t('minimumTermUntil', { date: formatCalendarDay(line.runtimeEnd, locale) }) : t('noMinimumTerm')],
    [t('iccid', { count: line.iccids.length }), line.iccids.join(', ')],
  ];
  return (
    <section aria-labelledby="current-tariff">
      <h2 id="current-tariff">{t('heading')}</h2>
      {line.termination && <p className="notice">{t('terminated', { date: formatCalendarDay(line.termination.effectiveDate, locale) })}</p>}
      <dl className="facts">
        {rows.map(([term, value]) => (
          <div key={term} className="facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
