import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvoiceTable } from '@/components/account/invoices/InvoiceTable';
import { InvoiceYearLinks } from '@/components/account/invoices/InvoiceYearLinks';
import { ItemisedBillLinks } from '@/components/account/invoices/ItemisedBillLinks';
import { customerOf } from '@/lib/account/customer-status';
import { productsOf, readOrLogOut } from '@/lib/account/product-of';
import { getInvoiceYear } from '@/lib/platform/content-api/customerarea';
import { isUnpaid } from '@/lib/domain/unpaid-invoice';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/account/invoices/invoices.css';

export const dynamic = 'force-dynamic';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountInvoices' });
  return pageMetadata(site, '/account/invoices', {}, { title: t('heading'), index: false });
}

/** ?year=2025; anything else is the content API's default (the year of the newest invoice). */
function yearOf(value: string | string[] | undefined): number | undefined {
  return typeof value === 'string' && /^\d{4}$/.test(value) ? Number(value) : undefined;
}

/** The customer's invoices of a year (SPEC §3 Invoice year), the unpaid ones to pay, and the lines' itemised bills. */
export default async function InvoicesPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const { session } = await customerOf(site);
  const [result, { products }] = await Promise.all([
    getInvoiceYear(site.content, session.token, yearOf((await searchParams).year)).then((r) => readOrLogOut(site, r)),
    productsOf(site),
  ]);
  const t = await getTranslations('accountInvoices');
  // The payment page lists the open positions, which pay these invoices (SPEC §7 Payment).
  const payHref = `${localizedPath(site, '/account/payment')}#open-positions`;
  const unpaid = result.ok ? result.data.invoices.filter(isUnpaid) : [];
  const open = unpaid.reduce((sum, invoice) => sum + invoice.openAmount.amount, 0);
  return (
    <>
      <h1>{t('heading')}</h1>
      {result.ok ? (
        <>
          <InvoiceYearLinks site={site} year={result.data} />
          {result.data.paymentMethod === 'EBILL' && <p>{t('ebill')}</p>}
          {unpaid[0] && (
            <div className="notice notice--error invoice-unpaid">
              <p>
                <strong>
                  {t('unpaidSummary', {
                    count: unpaid.length,
                    year: result.data.year,
                    amount: formatMoney(open, unpaid[0].openAmount.currencyCode, site.locale),
                  })}
                </strong>
              </p>
              <a className="button button--primary" href={payHref}>
                {t('pay')}
              </a>
            </div>
          )}
          {result.data.invoices.length > 0 ? (
            <InvoiceTable site={site} year={result.data.year} invoices={result.data.invoices} payHref={payHref} />
          ) : (
            <p>{t('none', { year: result.data.year })}</p>
          )}
        </>
      ) : (
        <p className="notice notice--error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {products.ok && <ItemisedBillLinks site={site} products={products.data} />}
    </>
  );
}
