/** SPEC §3 Invoice year: the invoices of one calendar year, the contract's years and how the customer pays. */
import type { InvoiceYear } from '@storefront/wire';
import { monthOfDay } from './calendar';
import { contractStart, invoicedMonths, invoiceOf, type InvoiceContext } from './invoices';

/**
 * The year asked for, or the year of the newest invoice (this year before the first one). The
 * contract runs on, so it ends this year; a year outside start to end has no invoices.
 */
export function invoiceYearOf(ctx: InvoiceContext, year?: number): InvoiceYear {
  const months = invoicedMonths(ctx);
  const today = monthOfDay(ctx.today);
  // A prepaid-only customer has no invoices; their contract started with their first product.
  const firstActivation = ctx.products.map((p) => p.activation).sort()[0];
  const start = contractStart(ctx) ?? (firstActivation ? monthOfDay(firstActivation) : today);
  const shown = year ?? months[0]?.year ?? today.year;
  return {
    contractStartMonth: start.month,
    contractStartYear: start.year,
    contractEndYear: today.year,
    year: shown,
    invoices: months.filter((m) => m.year === shown).map((m) => invoiceOf(ctx, m)),
    ...ctx.paidBy,
  };
}
