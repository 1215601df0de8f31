import 'server-only';
import { getCustomerTariff } from '@/lib/platform/content-api/customer-lines';
import { getInvoiceYear, getItemisedBill } from '@/lib/platform/content-api/customerarea';
import { getTariff } from '@/lib/platform/content-api/tariffs';
import { adviseTariff, useOfItems, type MonthUse, type TariffAdvice } from '@/lib/domain/tariff-advisor';
import type { CustomerTariff, InvoiceYear, ItemisedEvent } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site-shape';

/** SPEC §9: traffic data is kept 6 months, so the advice reads at most the last six billed months. */
export const ADVICE_READ_MONTHS = 6;

/** Domestic use only: roaming draws on the EU allowances, which the advice does not compare. */
const DOMESTIC_EVENTS: readonly ItemisedEvent[] = ['CALL', 'SMS', 'DATA'];

type BilledMonth = { year: number; month: number };

/** The months with an itemised bill, newest first ("MM.YYYY" bill periods). */
function billedMonths(years: readonly InvoiceYear[]): BilledMonth[] {
  return years
    .flatMap((y) => y.invoices.filter((i) => i.itemisedBill))
    .map((i) => ({ month: Number(i.billperiod.slice(0, 2)), year: Number(i.billperiod.slice(3)) }))
    .sort((a, b) => b.year - a.year || b.month - a.month);
}

/** The newest invoice year, and the one before when it has fewer billed months than the advice reads. */
async function invoiceYears(site: Site, token: string): Promise<InvoiceYear[] | undefined> {
  const newest = await getInvoiceYear(site.content, token);
  if (!newest.ok) return undefined;
  const { year, contractStartYear } = newest.data;
  if (billedMonths([newest.data]).length >= ADVICE_READ_MONTHS || year <= contractStartYear) return [newest.data];
  const before = await getInvoiceYear(site.content, token, year - 1);
  return before.ok ? [newest.data, before.data] : [newest.data];
}

export type LineAdvice = { advice: TariffAdvice; line: CustomerTariff };

/**
 * The tariff advice of a postpaid line (issue 27 §5) from its last billed months' itemised bills,
 * read in parallel with the catalogue entries of the tariffs it may change to. A month or a tariff
 * that cannot be read is left out (fewer months may mean too little history); without the line's
 * tariff or its invoices there is no advice, and the usage page shows without it.
 */
export async function lineAdvice(site: Site, token: string, productKey: string): Promise<LineAdvice | undefined> {
  const [line, years] = await Promise.all([getCustomerTariff(site.content, token, productKey), invoiceYears(site, token)]);
  if (!line.ok || !years) return undefined;
  const months = billedMonths(years).slice(0, ADVICE_READ_MONTHS);
  const [bills, options] = await Promise.all([
    Promise.all(
      months.map(async (m) => ({ ...m, bill: await getItemisedBill(site.content, token, { productKey, ...m, events: DOMESTIC_EVENTS }) })),
    ),
    Promise.all(line.data.tariffChangeOptions.map((o) => getTariff(site.content, o.tariffModelSalesId))),
  ]);
  // A month without any item (before the line started, or a read that failed) tells nothing about the use.
  const uses: MonthUse[] = bills.flatMap(({ year, month, bill }) =>
    bill.ok && bill.data.items.length > 0
      ? [{ month: `${year}-${String(month).padStart(2, '0')}`, ...useOfItems(bill.data.items), extras: bill.data.summary.costGross }]
      : [],
  );
  const advice = adviseTariff({
    months: uses,
    current: line.data.tariff,
    options: options.flatMap((o) => (o.ok ? [o.data] : [])),
    currencyCode: site.market.currency,
  });
  return { advice, line: line.data };
}
