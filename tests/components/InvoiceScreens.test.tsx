import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { InvoiceTable } from '@/components/account/invoices/InvoiceTable';
import { ItemisedFilter } from '@/components/account/invoices/ItemisedFilter';
import { ItemisedTable } from '@/components/account/invoices/ItemisedTable';
import type { Invoice, InvoiceStatus, ItemisedBill } from '@/lib/platform/content-api/schemas';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site-shape';
import en from '@/messages/en-GB.json';

/** The invoices' server components: the unpaid rule in words with its pay link, the PDF link, the itemised table and filter. */

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en-GB', messages: en, namespace: namespace as 'accountInvoices' }),
}));
afterEach(cleanup);

const site: Site = { market: MARKETS.CH, locale: 'en-GB', defaultLocale: 'de-CH', content: { market: 'CH', locale: 'en-GB' } };
const chf = (amount: number) => ({ amount, currencyCode: 'CHF' });
const invoice = (month: string, status: InvoiceStatus, total: number, open = 0): Invoice => ({
  id: `INV-30000002-2026${month}`,
  billperiod: `${month}.2026`,
  invoiceNumber: `2026${month}30000002`,
  invoiceDate: `2026-${month}-28`,
  total: chf(total),
  openAmount: chf(open),
  status,
  statusText: status,
  delivery: 'POST',
  deliveryText: 'by post',
  download: `/customerarea/invoices/INV-30000002-2026${month}/document`,
  itemisedBill: true,
});

describe('InvoiceTable', () => {
  it('says in words which invoices are unpaid (SPEC §4), what is still to pay and links to the open positions', async () => {
    const invoices = [
      invoice('04', 'PARTIAL_PAID', 120, 20),
      invoice('03', 'PAID', 100),
      invoice('02', 'OPEN', 0),
      invoice('01', 'CANCELLED', 80),
    ];
    render(await InvoiceTable({ site, year: 2026, invoices, payHref: '/en/account/payment#open-positions' }));
    const table = screen.getByRole('table', { name: 'Invoices 2026' });
    const [, april, march, february, january] = within(table).getAllByRole('row');
    expect(within(april!).getByText('Unpaid')).toBeVisible();
    expect(april).toHaveTextContent('Partly paid');
    expect(april).toHaveTextContent('Still to pay: CHF 20.00');
    expect(within(april!).getByRole('link', { name: 'Pay now (invoice 20260430000002)' })).toHaveAttribute(
      'href',
      '/en/account/payment#open-positions',
    );
    // Paid, nothing to pay (total 0) and cancelled are not unpaid.
    for (const row of [march!, february!, january!]) {
      expect(within(row).queryByText('Unpaid')).toBeNull();
      expect(within(row).queryByRole('link', { name: /Pay now/ })).toBeNull();
    }
    expect(january).toHaveTextContent('Cancelled');
    expect(march).toHaveTextContent('By post');
  });

  it('links each invoice’s PDF through our handler, named with its number', async () => {
    render(await InvoiceTable({ site, year: 2026, invoices: [invoice('03', 'PAID', 100)], payHref: '/pay' }));
    expect(screen.getByRole('link', { name: 'Download PDF (invoice 20260330000002)' })).toHaveAttribute(
      'href',
      '/api/account/invoices/INV-30000002-202603/document?locale=en-GB',
    );
  });
});

describe('ItemisedTable and ItemisedFilter', () => {
  const bill: ItemisedBill = {
    productKey: 'P-1',
    timeframeStart: '2026-04-01',
    timeframeEnd: '2026-04-30',
    items: [
      {
        date: '2026-04-03T08:15:00Z',
        event: 'CALL',
        source: '+41 79 5550202',
        destination: '+41 79 555xxxx',
        duration: 125,
        count: 0,
        zone: 'NATIONAL',
        dataDown: 0,
        dataUp: 0,
        costNet: chf(0.04),
      },
      {
        date: '2026-04-04T09:00:00Z',
        event: 'ROAMING',
        source: '+41 79 5550202',
        destination: 'Internet (FR)',
        duration: 0,
        count: 0,
        zone: 'EU (FR)',
        dataDown: 200,
        dataUp: 50.5,
        costNet: chf(1),
      },
    ],
    summary: { duration: 125, count: 0, dataDown: 200, dataUp: 50.5, costNet: chf(1.04), costGross: chf(1.12) },
  };

  it('lists the items with time in the market’s zone, quantity and net price, then the totals net and gross', async () => {
    render(await ItemisedTable({ site, bill, month: 'April 2026' }));
    const [, call, roaming] = within(screen.getByRole('table', { name: /Events of April 2026/ })).getAllByRole('row');
    expect(call).toHaveTextContent('03/04/2026 10:15'); // 08:15 UTC is 10:15 in Zurich (summer time)
    expect(call).toHaveTextContent('2 min 5 s');
    expect(roaming).toHaveTextContent('Roaming (abroad) · EU (FR)');
    expect(roaming).toHaveTextContent('250.5 MB');
    expect(screen.getByText('Total (net)').nextSibling).toHaveTextContent('CHF 1.04');
    expect(screen.getByText('Total (incl. VAT)').nextSibling).toHaveTextContent('CHF 1.12');
  });

  it('is a GET form with the chosen month and events kept', async () => {
    render(
      await ItemisedFilter({
        action: '/en/account/invoices/P-1/itemised',
        locale: 'en-GB',
        years: [2026, 2025],
        value: { year: 2025, month: 11, events: ['SMS'] },
      }),
    );
    const form = screen.getByRole('form', { name: 'Choose a month' });
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Year')).toHaveValue('2025');
    expect(screen.getByLabelText('Month')).toHaveValue('11');
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Calls' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Types of event' })).toHaveAccessibleDescription('Choose none to see every event.');
  });
});
