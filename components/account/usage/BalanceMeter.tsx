import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { BeyondPayment } from '@/lib/domain/beyond-allowance';
import { THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import { forecastUsage } from '@/lib/domain/usage-forecast';
import { NEAR_LIMIT_SHARE, usageLevel } from '@/lib/domain/usage-level';
import { formatNumber } from '@/lib/platform/i18n/format';
import type { Balance, Usage } from '@/lib/platform/content-api/schemas';
import { dayText } from '@/lib/platform/i18n/day-text';
import './usage.css';

type Props = {
  balance: Balance;
  locale: string;
  beyond: BeyondPayment;
  /** Domestic balances get a forecast to the period's end; roaming comes in trips, not at a pace. */
  forecast?: { usage: Pick<Usage, 'billPeriodStart' | 'billPeriodEnd'>; today: string };
};

/**
 * One balance: what was used of what is included, as words and as a meter whose name and
 * description are those words (never colour alone), how near the limit it is, what happens beyond
 * it, and for domestic balances where the pace so far leads by the end of the bill period.
 */
export function BalanceMeter({ balance, locale, beyond, forecast }: Props) {
  const t = useTranslations('accountUsage');
  const nameId = useId();
  const textId = useId();
  const amount = (value: number, digits = 2) => formatNumber(value, locale, { maximumFractionDigits: digits });
  const { unit } = balance;
  const level = usageLevel(balance);

  if (level === 'unlimited') {
    return (
      <div className="usage-meter usage-meter--unlimited">
        <p className="usage-meter__name">{balance.name}</p>
        <p>{t('usedUnlimited', { used: amount(balance.usage), unit })}</p>
      </div>
    );
  }

  const outlook =
    forecast && balance.usage > 0 && level !== 'reached'
      ? forecastUsage({
          usage: balance.usage,
          limit: balance.limit,
          unlimited: false,
          periodStart: forecast.usage.billPeriodStart,
          periodEnd: forecast.usage.billPeriodEnd,
          today: forecast.today,
        })
      : undefined;
  const end = forecast ? dayText(forecast.usage.billPeriodEnd, locale) : '';
  const forecastValues = outlook && { projected: amount(outlook.projected, 0), limit: amount(balance.limit), unit, end };

  return (
    <div className={`usage-meter usage-meter--${level}`}>
      <p className="usage-meter__name" id={nameId}>
        {balance.name}
      </p>
      <meter
        className="usage-meter__bar"
        aria-labelledby={nameId}
        aria-describedby={textId}
        min={0}
        max={balance.limit}
        value={Math.min(balance.usage, balance.limit)}
        low={balance.limit * NEAR_LIMIT_SHARE}
        high={balance.limit * NEAR_LIMIT_SHARE}
        optimum={0}
      />
      <p id={textId} className="usage-meter__text">
        {t('used', { used: amount(balance.usage), limit: amount(balance.limit), unit })}
        {level !== 'reached' && <> · {t('left', { left: amount(balance.limit - balance.usage), unit })}</>}
        {' · '}
        <strong className="usage-meter__level">{t('level', { level })}</strong>
      </p>
      {level === 'reached' && (
        <p>
          {t('beyond', { payment: beyond })}
          {beyond === 'caps' && balance.balanceGroupType === 'DATA' && <> {t('throttled', { speed: THROTTLED_SPEED_KBITS })}</>}
        </p>
      )}
      {outlook &&
        forecastValues &&
        (outlook.exceedsOn ? (
          <p className="usage-meter__forecast">{t('forecastExceeds', { ...forecastValues, date: dayText(outlook.exceedsOn, locale) })}</p>
        ) : (
          <p className="usage-meter__forecast">{t('forecast', forecastValues)}</p>
        ))}
    </div>
  );
}
