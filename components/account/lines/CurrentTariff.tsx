'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { formatCalendarDay, formatDataAmount } from '@/lib/i18n/format';
import type { Amount } from '@/lib/model/common';
import type { CustomerTariff } from '@/lib/model/customer-lines';
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
  return (
    <section aria-labelledby="current-tariff" className="line-tariff">
      <h2 id="current-tariff">{t('heading')}</h2>
      {line.termination && <p className="notice">{t('terminated', { date: formatCalendarDay(line.termination.effectiveDate, locale) })}</p>}
      <dl className="line-facts">
        <dt>{t('name')}</dt>
        <dd>{tariff.tariffName}</dd>
        <dt>{t('price')}</dt>
        <dd>
          {priceText(tariff.money)} {tariff.billPeriodTranslation}
        </dd>
        <dt>{t('data')}</dt>
        <dd>{allowance(tariff.data)}</dd>
        <dt>{t('voice')}</dt>
        <dd>{allowance(tariff.voice)}</dd>
        <dt>{t('sms')}</dt>
        <dd>{allowance(tariff.sms)}</dd>
        <dt>{t('minimumTerm')}</dt>
        <dd>{line.runtimeEnd ? t('minimumTermUntil', { date: formatCalendarDay(line.runtimeEnd, locale) }) : t('noMinimumTerm')}</dd>
        <dt>{t('iccid', { count: line.iccids.length })}</dt>
        <dd>{line.iccids.join(', ')}</dd>
      </dl>
    </section>
  );
}
