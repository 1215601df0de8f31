/**
 * The itemised bill's pure parts: the CSV export (separators per locale, quoting, CSV injection, BOM,
 * the market's time zone), the quantity an item is billed by, and the query the page and the export
 * share.
 */
import { CSV_COLUMNS, itemisedCsv, type CsvColumn } from '@/lib/account/itemised-csv';
import { durationOf, quantityOf } from '@/lib/account/itemised-quantity';
import { itemisedQueryOf, itemisedRequestOf } from '@/lib/account/itemised-request';
import type { ItemisedItem } from '@/lib/platform/content-api/schemas';

const item = (overrides: Partial<ItemisedItem> = {}): ItemisedItem => ({
  date: '2026-05-14T16:03:09Z',
  event: 'CALL',
  source: '+49 151 12345601',
  destination: '+49 170 1234xxx',
  duration: 200,
  count: 0,
  zone: 'NATIONAL',
  dataDown: 0,
  dataUp: 0,
  costNet: { amount: 0.04, currencyCode: 'EUR' },
  ...overrides,
});

const labels = {
  columns: Object.fromEntries(CSV_COLUMNS.map((column) => [column, column.toUpperCase()])) as Record<CsvColumn, string>,
  event: (event: string) => `event:${event}`,
};
const csvOf = (items: ItemisedItem[], locale = 'de-DE', timeZone = 'Europe/Berlin') => itemisedCsv({ items }, { locale, timeZone, labels });
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('itemisedCsv', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    const csv = csvOf([item()]);
    expect(csv.startsWith('\uFEFF"DATE"')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(rowsOf(csv)).toHaveLength(2);
  });

  it('separates fields by semicolons where the decimal mark is a comma, by commas elsewhere', () => {
    const data = item({
      event: 'DATA',
      duration: 0,
      dataDown: 12.5,
      dataUp: 1.25,
      destination: 'Internet',
      costNet: { amount: 1.5, currencyCode: 'EUR' },
    });
    expect(rowsOf(csvOf([data], 'de-DE'))[1]).toBe(
      '"2026-05-14 18:03:09";"event:DATA";"\'+49 151 12345601";"Internet";"NATIONAL";"0";"0";"12,50";"1,25";"1,50";"EUR"',
    );
    expect(rowsOf(csvOf([data], 'en-GB', 'Europe/London'))[1]).toBe(
      '"2026-05-14 17:03:09","event:DATA","\'+49 151 12345601","Internet","NATIONAL","0","0","12.50","1.25","1.50","EUR"',
    );
    expect(rowsOf(csvOf([data], 'fr-CH', 'Europe/Zurich'))[0]).toContain('";"');
  });

  it('quotes every cell and doubles quotes inside', () => {
    expect(rowsOf(csvOf([item({ destination: 'Hotel "Alpenblick", Zimmer 4' })]))[1]).toContain('"Hotel ""Alpenblick"", Zimmer 4"');
  });

  it('keeps cells a spreadsheet would run as a formula as text (CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const row = rowsOf(csvOf([item({ destination: `${start}HYPERLINK("http://evil.example")` })]))[1];
      expect(row).toContain(`"'${start}HYPERLINK(""http://evil.example"")"`);
    }
  });

  it('writes the headings in the given language and only them for a month without items', () => {
    expect(rowsOf(csvOf([]))).toEqual([CSV_COLUMNS.map((column) => `"${column.toUpperCase()}"`).join(';')]);
  });
});

describe('quantityOf', () => {
  it('bills a call by its time, a message by its count and data by MB down and up, roaming by what it used', () => {
    expect(quantityOf(item())).toEqual({ kind: 'duration', minutes: 3, seconds: 20 });
    expect(quantityOf(item({ event: 'SMS', duration: 0, count: 2 }))).toEqual({ kind: 'count', count: 2 });
    expect(quantityOf(item({ event: 'ROAMING', duration: 0, dataDown: 10, dataUp: 2.5 }))).toEqual({ kind: 'data', megabytes: 12.5 });
    expect(quantityOf(item({ event: 'ROAMING', duration: 0, count: 1 }))).toEqual({ kind: 'count', count: 1 });
  });

  it('splits a call time into minutes and seconds', () => {
    expect(durationOf(3599)).toEqual({ kind: 'duration', minutes: 59, seconds: 59 });
    expect(durationOf(0)).toEqual({ kind: 'duration', minutes: 0, seconds: 0 });
  });
});

describe('itemisedRequestOf', () => {
  const of = (query: string) => itemisedRequestOf(new URLSearchParams(query));

  it('reads the month and the repeated events, each once, in their usual order', () => {
    expect(of('year=2026&month=05&events=SMS&events=CALL&events=SMS')).toEqual({ year: 2026, month: 5, events: ['CALL', 'SMS'] });
    expect(of('year=2026&month=12')).toEqual({ year: 2026, month: 12, events: [] });
  });

  it('refuses a missing or impossible month and an unknown event', () => {
    for (const query of [
      'month=5',
      'year=2026',
      'year=26&month=5',
      'year=2026&month=13',
      'year=2026&month=0',
      'year=2026&month=5&events=FAX',
    ])
      expect(of(query)).toBeUndefined();
  });

  it('writes a request back as the same query', () => {
    const request = { year: 2026, month: 3, events: ['DATA' as const, 'ROAMING' as const] };
    expect(itemisedRequestOf(itemisedQueryOf(request))).toEqual(request);
    expect(itemisedQueryOf(request).toString()).toBe('year=2026&month=3&events=DATA&events=ROAMING');
  });
});
