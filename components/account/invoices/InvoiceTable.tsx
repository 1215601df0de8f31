import { getTranslations } from 'next-intl/server';
import { isUnpaid } from '@/lib/domain/unpaid-invoice';
import { formatDate, formatMonth, formatMoney } from '@/lib/platform/i18n/format';
import type { Invoice } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import './invoices.css';

/** The PDF of an invoice, through our route handler (the content API is never called from the browser). */
const invoiceDocumentHref = (site: Site, invoice: Pick<Invoice, 'id'>) =>
  `/api/account/invoices/${encodeURIComponent(invoice.id)}/document?locale=${site.locale}`;

/** "05.2026" → "2026-05", the month formatMonth names. */
const monthOfBillperiod = (billperiod: string) => billperiod.split('.').reverse().join('-');

/**
 * A year's invoices: period, date, number, amount, status, delivery and the PDF. An unpaid invoice
 * (SPEC §4) says so in words, with what is still to pay and the way to pay it, not by colour alone.
 */
export async function InvoiceTable({ site, year, invoices, payHref }: { site: Site; year: number; invoices: Invoice[]; payHref: string }) {
  const t = await getTranslations('accountInvoices');
  const money = (m: Invoice['total']) => formatMoney(m.amount, m.currencyCode, site.locale);
  return (
    <table className="account-table invoice-table">
      <caption>{t('caption', { year })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('columns.period')}</th>
          <th scope="col">{t('columns.date')}</th>
          <th scope="col">{t('columns.number')}</th>
          <th scope="col" className="account-table__number">
            {t('columns.amount')}
          </th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.delivery')}</th>
          <th scope="col">{t('columns.document')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const unpaid = isUnpaid(invoice);
          return (
            <tr key={invoice.id} className={unpaid ? 'invoice-table__unpaid' : undefined}>
              <th scope="row">{formatMonth(monthOfBillperiod(invoice.billperiod), site.locale)}</th>
              <td>{formatDate(new Date(`${invoice.invoiceDate}T00:00:00Z`), site.locale, 'long', 'UTC')}</td>
              <td>{invoice.invoiceNumber}</td>
              <td className="account-table__number">{money(invoice.total)}</td>
              <td>
                {unpaid && (
                  <>
                    <strong className="invoice-table__flag">{t('unpaid')}</strong>{' '}
                  </>
                )}
                {t('status', { status: invoice.status })}
                {unpaid && (
                  <>
                    <br />
                    {t('stillToPay', { amount: money(invoice.openAmount) })}
                    <br />
                    <a href={payHref}>
                      {t('payInvoice')}
                      <span className="visually-hidden"> ({t('invoiceContext', { number: invoice.invoiceNumber })})</span>
                    </a>
                  </>
                )}
              </td>
              <td>{t('delivery', { delivery: invoice.delivery })}</td>
              <td>
                <a href={invoiceDocumentHref(site, invoice)}>
                  {t('download')}
                  <span className="visually-hidden"> ({t('invoiceContext', { number: invoice.invoiceNumber })})</span>
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
