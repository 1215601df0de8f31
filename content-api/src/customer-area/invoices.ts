/**
 * A customer's monthly invoices, derived from their products and the sandbox clock: one per calendar
 * month from the first postpaid contract's start to last month, each the products' monthly charges
 * (pro rata in a product's first month, SPEC §9) plus the usage beyond included units, gross.
 */
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { Invoice, InvoiceStatus } from '@storefront/wire';
import { calendarDay } from '@storefront/rules/calendar-day';
import type { Customer } from '../store/customers';
import { pick, type Language } from '../localise';
import { firstDay, lastDay, monthAt, monthDays, monthIndex, monthOfDay, plusDays, type Month } from './calendar';
import { monthlyCharge } from './catalogue';
import type { BillsPaidBy } from '../customer-payment/account-method';
import type { BilledProduct } from './products';
import { trafficBetween } from './sim-line';
import { DELIVERY_TEXT, INVOICE_STATUS_TEXT } from './texts';

/** What invoices are computed from; `paidBy` is the account's method (customer-payment/account-method.ts). */
export type InvoiceContext = {
  market: MarketCode;
  language: Language;
  customer: Customer;
  products: BilledProduct[];
  today: string;
  paidBy: BillsPaidBy;
};

/** One product's part of an invoice: its monthly charge and its usage beyond included units (gross). */
export type InvoiceLine = { product: BilledProduct; charge: number; usage: number };

/** SPEC §9: traffic data is kept 6 months, so itemised bills reach back that far. */
export const ITEMISED_MONTHS = 6;

const round2 = (value: number) => Math.round(value * 100) / 100;
const pad = (n: number) => String(n).padStart(2, '0');

const postpaid = (ctx: InvoiceContext) => ctx.products.filter((p) => p.product.paymentType === 'POST_PAY');
const thisMonth = (ctx: InvoiceContext) => monthIndex(monthOfDay(ctx.today));

/** The month the first postpaid contract started, if the customer has one. */
export function contractStart(ctx: InvoiceContext): Month | undefined {
  const starts = postpaid(ctx)
    .map((p) => p.activation)
    .sort();
  return starts[0] === undefined ? undefined : monthOfDay(starts[0]);
}

/** The months invoiced so far, newest first. */
export function invoicedMonths(ctx: InvoiceContext): Month[] {
  const start = contractStart(ctx);
  if (!start) return [];
  const months: Month[] = [];
  for (let index = thisMonth(ctx) - 1; index >= monthIndex(start); index--) months.push(monthAt(index));
  return months;
}

export function invoiceLines(ctx: InvoiceContext, month: Month): InvoiceLine[] {
  const vat = 1 + MARKETS[ctx.market].vatRate / 100;
  return postpaid(ctx)
    .filter((p) => p.activation <= lastDay(month))
    .map((p) => {
      const nth = monthIndex(month) - monthIndex(monthOfDay(p.activation));
      const daysUsed = monthDays(month) - calendarDay(p.activation).day + 1;
      // A device's instalment is whole from the start; tariffs are charged for the days of the first month.
      const share = nth === 0 && p.item.kind !== 'device' ? daysUsed / monthDays(month) : 1;
      const usage = p.line ? trafficBetween(p.line, firstDay(month), lastDay(month)).reduce((sum, i) => sum + i.costNet, 0) : 0;
      return { product: p, charge: round2(monthlyCharge(p.item, nth) * share), usage: round2(usage * vat) };
    });
}

export const invoiceId = (customerNumber: string, { year, month }: Month) => `INV-${customerNumber}-${year}${pad(month)}`;

/** The month of one of the customer's invoices by its id; undefined for any other id (SPEC §6: only their own). */
export function invoiceMonthOf(ctx: InvoiceContext, id: string): Month | undefined {
  const match = /^INV-(\d+)-(\d{4})(\d{2})$/.exec(id);
  if (!match || match[1] !== ctx.customer.customerNumber) return undefined;
  const month = { year: Number(match[2]), month: Number(match[3]) };
  return invoicedMonths(ctx).find((m) => monthIndex(m) === monthIndex(month));
}

/** Whether a month's itemised bill can still be read (the current month's so far included). */
export function hasItemisedBill(ctx: InvoiceContext, month: Month): boolean {
  const age = thisMonth(ctx) - monthIndex(month);
  return age >= 0 && age <= ITEMISED_MONTHS && ctx.products.some((p) => p.line && p.activation <= lastDay(month));
}

export function invoiceOf(ctx: InvoiceContext, month: Month): Invoice {
  const currencyCode = MARKETS[ctx.market].currency;
  const total = round2(invoiceLines(ctx, month).reduce((sum, l) => sum + l.charge + l.usage, 0));
  const unpaid = ctx.customer.billing.unpaid?.[thisMonth(ctx) - monthIndex(month)];
  const status: InvoiceStatus = unpaid?.status ?? 'PAID';
  const open = status === 'PAID' ? 0 : round2(Math.max(0, total - (unpaid?.paid ?? 0)));
  const id = invoiceId(ctx.customer.customerNumber, month);
  const { delivery } = ctx.customer.billing;
  return {
    id,
    billperiod: `${pad(month.month)}.${month.year}`,
    invoiceNumber: `${month.year}${pad(month.month)}${ctx.customer.customerNumber}`,
    invoiceDate: plusDays(lastDay(month), 1),
    total: { amount: total, currencyCode },
    openAmount: { amount: open, currencyCode },
    status,
    statusText: pick(INVOICE_STATUS_TEXT[status], ctx.language),
    delivery,
    deliveryText: pick(DELIVERY_TEXT[delivery], ctx.language),
    download: `/customerarea/invoices/${id}/document`,
    itemisedBill: hasItemisedBill(ctx, month),
  };
}
