import { getTranslations } from 'next-intl/server';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { BalanceMeter } from '@/components/account/usage/BalanceMeter';
import { beyondPaymentOf } from '@/lib/domain/beyond-allowance';
import type { LineAtAGlance } from '@/lib/account/lines-at-a-glance';
import { PRODUCT_SCREEN_ROUTES } from '@/lib/account/screens';
import { dayText } from '@/lib/platform/i18n/day-text';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import './account.css';

/**
 * The customer area's start page: every mobile line at a glance (tariff, number, what is used of each
 * domestic allowance in the bill period, a prepaid line's credit) with the way to its usage screen.
 */
export async function LinesAtAGlance({ site, lines }: { site: Site; lines: LineAtAGlance[] }) {
  const t = await getTranslations('account.lines');
  const usageText = await getTranslations('accountUsage');
  if (lines.length === 0) return <p>{t('none')}</p>;
  return (
    <ul className="product-list">
      {lines.map(({ line, usage }) => (
        <li key={line.productKey} className="product-list__item">
          <h3>{line.tariff.tariffName}</h3>
          {line.msisdn && <p>{t('number', { number: line.msisdn })}</p>}
          {usage ? (
            <>
              <p>{t('periodEnds', { date: dayText(usage.billPeriodEnd, site.locale) })}</p>
              {usage.prepaid && (
                <p>{usageText('credit', { amount: formatMoney(usage.prepaid.balance, usage.prepaid.currencyISO, site.locale) })}</p>
              )}
              {usage.balances.length > 0 && (
                <ul className="usage-balances">
                  {usage.balances.map((balance) => (
                    <li key={balance.balanceGroupType}>
                      <BalanceMeter balance={balance} locale={site.locale} beyond={beyondPaymentOf(usage)} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : (
            <p>{t('noUsage')}</p>
          )}
          <p>
            <a href={localizedPath(site, PRODUCT_SCREEN_ROUTES.usage, { product: line.productKey })}>
              <LabelWithContext label={t('usageLink')} context={t('usageLinkContext', { line: line.msisdn ?? line.tariff.tariffName })} />
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
