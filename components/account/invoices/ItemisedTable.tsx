import { getTranslations } from 'next-intl/server';
import { durationOf, quantityOf, type ItemisedQuantity } from '@/lib/account/itemised-quantity';
import { formatClockTime, formatDate, formatMoney, formatNumber } from '@/lib/platform/i18n/format';
import type { ItemisedBill } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import './invoices.css';

/** A month's itemised events in the market's time zone and currency, then their totals net and gross. */
export async function ItemisedTable({ site, bill, month }: { site: Site; bill: ItemisedBill; month: string }) {
  const t = await getTranslations('accountInvoices.itemised');
  const { locale } = site;
  const { timeZone } = site.market;
  const quantity = (q: ItemisedQuantity) =>
    q.kind === 'duration'
      ? t('duration', q)
      : q.kind === 'count'
        ? t('count', q)
        : t('data', { megabytes: formatNumber(q.megabytes, locale, { maximumFractionDigits: 1 }) });
  const money = (m: ItemisedBill['summary']['costNet']) => formatMoney(m.amount, m.currencyCode, locale);
  const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), locale, 'long', 'UTC');
  const { summary } = bill;
  return (
    <>
      <table className="account-table itemised-table">
        <caption>
          {t('caption', { month })}
          <span className="account-table__note">{t('timeframe', { start: day(bill.timeframeStart), end: day(bill.timeframeEnd) })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.date')}</th>
            <th scope="col">{t('columns.event')}</th>
            <th scope="col">{t('columns.destination')}</th>
            <th scope="col" className="account-table__number">
              {t('columns.quantity')}
            </th>
            <th scope="col" className="account-table__number">
              {t('columns.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.items.map((item, index) => {
            const at = new Date(item.date);
            return (
              // Two events can share a minute and a destination: the position keeps keys unique.
              <tr key={`${item.date}-${index}`}>
                <td>
                  {formatDate(at, locale, 'short', timeZone)} {formatClockTime(at, locale, timeZone)}
                </td>
                <td>
                  {t('event', { event: item.event })}
                  {item.event === 'ROAMING' && ` · ${item.zone}`}
                </td>
                <td>{item.destination}</td>
                <td className="account-table__number">{quantity(quantityOf(item))}</td>
                <td className="account-table__number">{money(item.costNet)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>{t('summary')}</h2>
      <dl className="itemised-summary">
        <div>
          <dt>{t('totalDuration')}</dt>
          <dd>{quantity(durationOf(summary.duration))}</dd>
        </div>
        <div>
          <dt>{t('totalCount')}</dt>
          <dd>{quantity({ kind: 'count', count: summary.count })}</dd>
        </div>
        <div>
          <dt>{t('totalData')}</dt>
          <dd>{quantity({ kind: 'data', megabytes: summary.dataDown + summary.dataUp })}</dd>
        </div>
        <div>
          <dt>{t('totalNet')}</dt>
          <dd>{money(summary.costNet)}</dd>
        </div>
        <div>
          <dt>{t('totalGross')}</dt>
          <dd>
            <strong>{money(summary.costGross)}</strong>
          </dd>
        </div>
      </dl>
    </>
  );
}
