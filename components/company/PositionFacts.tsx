import { getTranslations } from 'next-intl/server';
import type { Position, PositionMarket } from '@/content/company/types';
import { formatDate, formatNumber } from '@/lib/platform/i18n/format';
import type { Locale } from '@/lib/platform/markets/markets';
import { Salary } from './Salary';

type Props = {
  position: Position;
  market: PositionMarket;
  text: (l: Position['title']) => string;
  currency: string;
  locale: Locale;
  /** The list shows the short salary and no date. */
  compact?: boolean;
};

/** Location, team, working time, salary and (on the detail page) the publication date of a position. */
export async function PositionFacts({ position, market, text, currency, locale, compact = false }: Props) {
  const t = await getTranslations('company.careers');
  return (
    <dl className="facts position-facts">
      <div className="facts__row">
        <dt>{t('location')}</dt>
        <dd>{text(market.city)}</dd>
      </div>
      <div className="facts__row">
        <dt>{t('team')}</dt>
        <dd>{text(position.team)}</dd>
      </div>
      <div className="facts__row">
        <dt>{t('employment')}</dt>
        <dd>{t('employmentValue', { employment: position.employment, hours: formatNumber(market.hoursPerWeek, locale) })}</dd>
      </div>
      <div className="facts__row">
        <dt>{t('salary')}</dt>
        <dd>
          <Salary salary={market.salary} currency={currency} locale={locale} short />
        </dd>
      </div>
      {!compact && (
        <div className="facts__row">
          <dt>{t('posted')}</dt>
          <dd>{formatDate(new Date(`${position.posted}T12:00:00Z`), locale)}</dd>
        </div>
      )}
    </dl>
  );
}
