import { createTranslator } from 'next-intl';
import { itemisedCsv, CSV_COLUMNS, type CsvColumn } from '@/lib/account/itemised-csv';
import { itemisedRequestOf } from '@/lib/account/itemised-request';
import { defineHandler, failure } from '@/lib/platform/bff/handler';
import { sessionExpired } from '@/lib/account/logout';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { getItemisedBill } from '@/lib/platform/content-api/customerarea';
import { loadMessages } from '@/lib/platform/i18n/messages';

export const dynamic = 'force-dynamic';

const PRODUCT_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * GET /api/account/itemised-bill?product=&year=&month=&events=…&locale=: the itemised bill the page
 * shows, as a CSV download for a spreadsheet in the customer's language (?locale=). Read again here
 * with the session's token, so it holds exactly what the content API answers. A bad query is a 400; a
 * product that is not the customer's or a month without a bill a 404; a refused token logs out.
 */
export const GET = defineHandler({
  access: 'login',
  async handle({ site, session, query }) {
    if (!session) return failure(401, 'unauthorized');
    const product = query.get('product') ?? '';
    const request = itemisedRequestOf(query);
    if (!PRODUCT_KEY.test(product) || !request) return failure(400, 'invalid_request');
    const bill = await getItemisedBill(site.content, session.token, { productKey: product, ...request });
    if (!bill.ok) return bill.error.kind === 'unauthorized' ? sessionExpired(site, session) : upstreamFailure(bill.error);
    const t = createTranslator({ locale: site.locale, messages: await loadMessages(site.locale), namespace: 'accountInvoices.itemised' });
    const columns = Object.fromEntries(CSV_COLUMNS.map((column) => [column, t(`csv.${column}`)])) as Record<CsvColumn, string>;
    const csv = itemisedCsv(bill.data, {
      locale: site.locale,
      timeZone: site.market.timeZone,
      labels: { columns, event: (event) => t('event', { event }) },
    });
    const month = String(request.month).padStart(2, '0');
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="itemised-bill-${product}-${request.year}-${month}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});
