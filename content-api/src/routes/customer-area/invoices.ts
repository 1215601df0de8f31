import { Hono } from 'hono';
import { invoiceYear, itemisedBill, ITEMISED_EVENTS } from '@storefront/wire';
import type { ItemisedEvent } from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError } from '../../context';
import { monthIndex, monthOfDay } from '../../customer-area/calendar';
import { invoiceDocument } from '../../customer-area/invoice-document';
import { invoiceYearOf } from '../../customer-area/invoice-year';
import { hasItemisedBill, invoiceMonthOf } from '../../customer-area/invoices';
import { itemisedBillOf } from '../../customer-area/itemised-bill';
import { ownProduct } from '../../customer-area/products';
import { renderPdf } from '../../pdf';
import type { CustomerEnv } from '../../require-customer';
import type { Store } from '../../store';
import { areaContext } from './area-context';

const YEAR = /^\d{4}$/;
const MONTH = /^(0?[1-9]|1[0-2])$/;
const isEvent = (value: string): value is ItemisedEvent => (ITEMISED_EVENTS as readonly string[]).includes(value);

/**
 * GET /customerarea/invoices?year=YYYY (SPEC §3 Invoice year); GET
 * /customerarea/invoices/itemisedbill/{productKey}/{year}/{month}?events=CALL&events=SMS (the month's
 * itemised bill of a SIM line, events repeated to filter, none for all); GET
 * /customerarea/invoices/{id}/document (the invoice as a PDF). Another customer's product or invoice
 * is a 404, like an unknown one.
 */
export function invoiceRoutes(store: Pick<Store, 'tariffs' | 'devices' | 'payment' | 'customerState'>, clock: Clock) {
  const app = new Hono<CustomerEnv>();

  app.get('/', (c) => {
    const year = c.req.query('year');
    if (year !== undefined && !YEAR.test(year)) return apiError(c, 400, 'invalid_year', 'year must be a year in the form YYYY.');
    return c.json(invoiceYear.parse(invoiceYearOf(areaContext(c, store, clock), year === undefined ? undefined : Number(year))));
  });

  app.get('/itemisedbill/:productKey/:year/:month', (c) => {
    const ctx = areaContext(c, store, clock);
    const line = ownProduct(ctx.products, c.req.param('productKey'))?.line;
    if (!line) return apiError(c, 404, 'not_found', 'No such product.');
    const [year, month] = [c.req.param('year'), c.req.param('month')];
    if (!YEAR.test(year) || !MONTH.test(month)) return apiError(c, 400, 'invalid_period', 'The year must be YYYY and the month 1 to 12.');
    const events = c.req.queries('events') ?? [];
    if (!events.every(isEvent)) return apiError(c, 400, 'invalid_events', `events must be some of ${ITEMISED_EVENTS.join(', ')}.`);
    const period = { year: Number(year), month: Number(month) };
    const started = monthIndex(period) >= monthIndex(monthOfDay(line.activation));
    // SPEC §9: traffic data is kept 6 months; before the line started there is none.
    if (!started || !hasItemisedBill(ctx, period)) return apiError(c, 404, 'not_found', 'No itemised bill for this month.');
    return c.json(itemisedBill.parse(itemisedBillOf(ctx.market, line, period, events)));
  });

  app.get('/:id/document', (c) => {
    const ctx = areaContext(c, store, clock);
    const month = invoiceMonthOf(ctx, c.req.param('id'));
    if (!month) return apiError(c, 404, 'not_found', 'No such invoice.');
    return c.body(renderPdf(invoiceDocument(ctx, month)), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${c.req.param('id')}.pdf"`,
      'Content-Language': c.get('language'),
    });
  });

  return app;
}
