import { getTranslations } from 'next-intl/server';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { ItemisedFilter } from '@/components/account/invoices/ItemisedFilter';
import { ItemisedTable } from '@/components/account/invoices/ItemisedTable';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { itemisedQueryOf, itemisedRequestOf, type ItemisedRequest } from '@/lib/account/itemised-request';
import { readOrLogOut } from '@/lib/account/product-of';
import { getItemisedBill } from '@/lib/platform/content-api/customerarea';
import { calendarDay } from '@/lib/domain/calendar-day';
import { dayIn } from '@/lib/domain/opening-hours';
import { formatMonth } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { type Site } from '@/lib/platform/site/site';
import type { Result } from '@/lib/platform/content-api/result';
import type { ItemisedBill } from '@/lib/platform/content-api/schemas';

export const dynamic = 'force-dynamic';

type Props = { params: ProductScreenParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = productScreenMetadata('itemised');

function queryOf(search: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) query.append(name, one);
  return query;
}

/**
 * A line's itemised bill of a month (SPEC §3), the events filtered by type: the items, their summary
 * net and gross, and the same as a CSV file. Without a month asked for, the current one so far.
 */
export default async function ItemisedBillPage({ params, searchParams }: Props) {
  const { session, ...screen } = await productScreenOf(params, 'itemised');
  const { site, product } = screen;
  const today = calendarDay(dayIn(site.market.timeZone, new Date()));
  const query = queryOf(await searchParams);
  if (!query.has('year') && !query.has('month')) {
    query.set('year', String(today.year));
    query.set('month', String(today.month));
  }
  const request = itemisedRequestOf(query);
  const shown: ItemisedRequest = request ?? { year: today.year, month: today.month, events: [] };
  // Traffic data is kept 6 months (SPEC §9), so this year and the last one hold every bill there is.
  const years = [...new Set([today.year, today.year - 1, shown.year])].sort((a, b) => b - a);
  const month = formatMonth(`${shown.year}-${String(shown.month).padStart(2, '0')}`, site.locale);
  const bill = request && readOrLogOut(site, await getItemisedBill(site.content, session.token, { productKey: product.key, ...request }));

  return (
    <ProductScreenLayout {...screen}>
      <ItemisedFilter
        action={localizedPath(site, '/account/invoices/[product]/itemised', { product: product.key })}
        locale={site.locale}
        years={years}
        value={shown}
      />
      <ItemisedResult site={site} productKey={product.key} request={request} bill={bill} month={month} />
    </ProductScreenLayout>
  );
}

/** What the month holds: the items with their CSV export, none, or why there is nothing to show. */
async function ItemisedResult({
  site,
  productKey,
  request,
  bill,
  month,
}: {
  site: Site;
  productKey: string;
  request: ItemisedRequest | undefined;
  bill: Result<ItemisedBill> | undefined;
  month: string;
}) {
  const t = await getTranslations('accountInvoices.itemised');
  if (!request || !bill || (!bill.ok && bill.error.kind === 'rejected')) return <p className="notice notice--error">{t('invalid')}</p>;
  if (!bill.ok)
    return <p className="notice notice--error">{bill.error.kind === 'not_found' ? t('notAvailable', { month }) : t('loadFailed')}</p>;
  if (bill.data.items.length === 0)
    return <p className="notice notice--neutral">{t(request.events.length > 0 ? 'emptyFiltered' : 'empty', { month })}</p>;
  const csv = new URLSearchParams([['product', productKey], ...itemisedQueryOf(request), ['locale', site.locale]]);
  return (
    <>
      <ItemisedTable site={site} bill={bill.data} month={month} />
      <p>
        <a className="button" href={`/api/account/itemised-bill?${csv}`} aria-describedby="itemised-csv-hint">
          {t('csvDownload')}
        </a>{' '}
        <span id="itemised-csv-hint" className="field__hint">
          {t('csvHint')}
        </span>
      </p>
    </>
  );
}
