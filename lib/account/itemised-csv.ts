import type { ItemisedBill, ItemisedEvent, ItemisedItem } from '@/lib/platform/content-api/schemas';

/** A cell's value: a text, or a number with its count of decimals. */
type Cell = string | { number: number; decimals: number };

/** What a cell needs besides the item: the market's time zone and the event's name in the customer's language. */
type CellContext = { timeZone: string; event: (event: ItemisedEvent) => string };

/** The columns of the itemised bill's CSV export, in order, each with its cell of an item. */
const COLUMNS = {
  date: (item, { timeZone }) => localDateTime(item.date, timeZone),
  event: (item, { event }) => event(item.event),
  source: (item) => item.source,
  destination: (item) => item.destination,
  zone: (item) => item.zone,
  seconds: (item) => ({ number: item.duration, decimals: 0 }),
  count: (item) => ({ number: item.count, decimals: 0 }),
  dataDown: (item) => ({ number: item.dataDown, decimals: 2 }),
  dataUp: (item) => ({ number: item.dataUp, decimals: 2 }),
  costNet: (item) => ({ number: item.costNet.amount, decimals: 2 }),
  currency: (item) => item.costNet.currencyCode,
} satisfies Record<string, (item: ItemisedItem, context: CellContext) => Cell>;

export type CsvColumn = keyof typeof COLUMNS;
/** The columns' names, in order: the messages hold each one's heading. */
export const CSV_COLUMNS = Object.keys(COLUMNS) as readonly CsvColumn[];

export type CsvOptions = {
  locale: string;
  /** The market's time zone: an item's time as the customer's bill shows it. */
  timeZone: string;
  /** The heading of each column and the name of each event, in the customer's language. */
  labels: { columns: Record<CsvColumn, string>; event: (event: ItemisedEvent) => string };
};

/** Byte-order mark: without it Excel reads UTF-8 as the system's code page ("Ã¼" for "ü"). */
const BOM = '\uFEFF';
/** A cell a spreadsheet would run as a formula (CSV injection); tab and carriage return start one, too. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: quoted, quotes doubled, and a would-be formula kept as text by a leading apostrophe. */
function textCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The separators a spreadsheet of this locale expects: where the decimal mark is a comma (de, fr, it)
 * Excel splits columns at semicolons; elsewhere at commas.
 */
function separatorsOf(locale: string): { field: string; decimal: string } {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return { field: decimal === ',' ? ';' : ',', decimal };
}

/** An instant as "2026-05-14 18:03:09" in the time zone: unambiguous, and sortable as text. */
function localDateTime(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * An itemised bill as CSV (RFC 4180 with CRLF, every cell quoted, UTF-8 with BOM): a heading row
 * and a row per item. Numbers carry the locale's decimal mark and no grouping, so a spreadsheet of
 * that locale reads them as numbers.
 */
export function itemisedCsv(bill: Pick<ItemisedBill, 'items'>, { locale, timeZone, labels }: CsvOptions): string {
  const { field, decimal } = separatorsOf(locale);
  const cell = (value: Cell) =>
    typeof value === 'string' ? textCell(value) : `"${value.number.toFixed(value.decimals).replace('.', decimal)}"`;
  const context: CellContext = { timeZone, event: labels.event };
  const rows = bill.items.map((item) => CSV_COLUMNS.map((column) => cell(COLUMNS[column](item, context))).join(field));
  const heading = CSV_COLUMNS.map((column) => textCell(labels.columns[column])).join(field);
  return `${BOM}${[heading, ...rows].join('\r\n')}\r\n`;
}
