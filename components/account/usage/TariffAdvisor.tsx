import { useTranslations } from 'next-intl';
import { formatCalendarDay, formatMoney, formatMonth } from '@/lib/platform/i18n/format';
import type { LineAdvice } from '@/lib/account/tariff-advice';
import { ADVICE_MONTHS, type AdviceBasis, type TariffCost } from '@/lib/domain/tariff-advisor';
import './usage.css';

type Props = LineAdvice & { locale: string; currencyCode: string; tariffHref: string };

/**
 * Issue 27 §5: which tariff would have cost least for the line's own use over 12 months, or that the
 * current one already does, with the figures, the minimum terms, the change rule and the way to the
 * change. "Too little history" is said as such, never guessed.
 */
export function TariffAdvisor({ advice, line, locale, currencyCode, tariffHref }: Props) {
  const t = useTranslations('accountUsage.advisor');
  if (advice.kind === 'not_comparable') return null;
  const money = (cents: number) => formatMoney(cents / 100, currencyCode, locale);
  const day = (iso: string) => formatCalendarDay(iso, locale);

  const basis = (b: AdviceBasis) => (
    <div>
      <dt>{t('basedOn')}</dt>
      <dd>
        {t('months', {
          count: b.months.length,
          from: formatMonth(b.months[0] ?? '', locale),
          to: formatMonth(b.months.at(-1) ?? '', locale),
        })}
      </dd>
    </div>
  );
  const currentCost = (current: TariffCost, b: AdviceBasis) => (
    <div>
      <dt>{t('currentCost', { tariff: current.tariff.tariffName, months: ADVICE_MONTHS })}</dt>
      <dd>{t('currentCostValue', { total: money(current.cents), extras: money(b.averageExtrasCents) })}</dd>
    </div>
  );

  return (
    <section aria-labelledby="usage-advisor" className="usage-section usage-advisor">
      <h2 id="usage-advisor">{t('heading')}</h2>
      {advice.kind === 'too_little_history' && <p>{t('tooLittle', { required: advice.required, count: advice.months.length })}</p>}
      {advice.kind === 'no_options' && <p>{t('noOptions')}</p>}
      {advice.kind === 'cheapest' && (
        <p>
          {t('cheapest', { tariff: advice.current.tariff.tariffName })} {t('others', { covering: advice.covering })}
        </p>
      )}
      {advice.kind === 'switch' && (
        <p className="usage-advisor__verdict">
          {t('switch', { tariff: advice.best.tariff.tariffName, saving: money(advice.savingCents), months: ADVICE_MONTHS })}
        </p>
      )}
      {advice.kind !== 'too_little_history' && (
        <dl className="usage-advisor__figures">
          {basis(advice.basis)}
          {currentCost(advice.current, advice.basis)}
          {advice.kind === 'switch' && (
            <>
              <div>
                <dt>{t('bestCost', { tariff: advice.best.tariff.tariffName, months: ADVICE_MONTHS })}</dt>
                <dd>{money(advice.best.cents)}</dd>
              </div>
              <div>
                <dt>{t('saving', { months: ADVICE_MONTHS })}</dt>
                <dd>{money(advice.savingCents)}</dd>
              </div>
              <div>
                <dt>{t('commitment', { tariff: advice.best.tariff.tariffName })}</dt>
                <dd>{t('commitmentMonths', { months: advice.best.tariff.commitmentMonths })}</dd>
              </div>
              <div>
                <dt>{t('runtimeEnd')}</dt>
                <dd>{line.runtimeEnd ? t('runsUntil', { date: day(line.runtimeEnd) }) : t('noneRunning')}</dd>
              </div>
              <div>
                <dt>{t('changeRule')}</dt>
                <dd>{t('nextFreeChange', { date: day(line.nextFreeTariffChange) })}</dd>
              </div>
            </>
          )}
        </dl>
      )}
      <p className="usage-advisor__rule">{t('rule', { months: ADVICE_MONTHS })}</p>
      {advice.kind === 'switch' && (
        <p>
          <a href={tariffHref}>{t('change', { tariff: advice.best.tariff.tariffName })}</a>
        </p>
      )}
    </section>
  );
}
