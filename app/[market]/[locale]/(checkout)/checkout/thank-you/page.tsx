import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CancelNotice } from '@/components/checkout/thank-you/CancelNotice';
import { EsimInstall } from '@/components/checkout/thank-you/EsimInstall';
import { NextSteps } from '@/components/checkout/thank-you/NextSteps';
import { OrderItems } from '@/components/checkout/thank-you/OrderItems';
import { OrderPortingSteps } from '@/components/porting-signature/OrderPortingSteps';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import { esimInstallView } from '@/lib/checkout/esim-install-view';
import { openPaymentStep } from '@/lib/checkout/open-payment';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { getMandant } from '@/lib/platform/content-api/config';
import { getLatestOrder } from '@/lib/platform/content-api/orders';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Money } from '@/lib/platform/content-api/schemas';
import { tripReturnOf } from '@/lib/platform/provider-trip/outcome';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/checkout/thank-you/thank-you.css';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the visitor's order cookie and the order as it stands: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'checkoutThankYou' });
  return pageMetadata(site, '/checkout/thank-you', {}, { title: t('title'), index: false });
}

/**
 * The thank-you page (SPEC §2): the visitor's latest order (its sealed cookie, ADR 17) as GET
 * /orders/latest gives it: number, customer number, where the confirmation went, what was ordered and
 * what it costs, what is still to do (payment, identification) or that it was cancelled, and the
 * installation of its eSIMs; a provider's return that was refused (ADR 43) says so. While the order is
 * open each item can be cancelled (?notice= says how that went). Without an order cookie, or for an
 * order the API no longer knows, the visitor goes to the cart.
 */
export default async function ThankYouPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('checkoutThankYou');
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(localizedPath(site, '/cart'));
  const latest = await getLatestOrder(site.content, access);
  if (!latest.ok) {
    if (latest.error.kind === 'not_found' || latest.error.kind === 'unauthorized') redirect(localizedPath(site, '/cart'));
    return (
      <div className="container page thank-you">
        <h1>{t('heading')}</h1>
        <p className="notice notice--error" role="alert">
          {t('loadFailed', { orderNumber: access.salesOrderId })}
        </p>
      </div>
    );
  }
  const order = latest.data;
  const { notice } = await searchParams;
  const cancelNotice = typeof notice === 'string' ? notice : undefined;
  const [payment, mandant, esims] = await Promise.all([
    order.isPaymentOpen && order.status !== 'CANCELLED' ? openPaymentStep(site, access) : undefined,
    order.isIdentOpen || cancelNotice === 'cancel_failed' ? getMandant(site.content) : undefined,
    Promise.all(order.confirmation.esims.map(esimInstallView)),
  ]);
  const money = (m: Money) => formatMoney(m.amount, m.currencyCode, site.locale);
  const cancelled = order.status === 'CANCELLED';
  const trip = tripReturnOf(await searchParams);
  const costs = [
    ['oneOff', order.costs.oneOff],
    ['monthly', order.costs.monthly],
    ['delivery', order.costs.delivery],
    ['total', order.costs.total],
  ] as const;

  return (
    <div className="container page thank-you">
      <h1>{cancelled ? t('headingCancelled') : t('heading')}</h1>
      {trip?.trip === 'refused' && <TripRefused reason={trip.reason} />}
      <CancelNotice notice={cancelNotice} phone={mandant?.ok ? mandant.data.serviceLine.display : undefined} />
      {!cancelled && <p className="thank-you__lead">{t('confirmationSent', { email: order.confirmation.customerEMail })}</p>}
      <NextSteps order={order} payment={payment} mandant={mandant?.ok ? mandant.data : undefined} />
      <OrderPortingSteps site={site} order={order} access={access} />
      <section className="thank-you__section" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('order.heading')}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('order.number')}</dt>
            <dd>{order.salesOrderId}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('order.customerNumber')}</dt>
            <dd>{order.confirmation.customerNumber}</dd>
          </div>
          <div className="facts__row">
            <dt>{t('order.email')}</dt>
            <dd>{order.confirmation.customerEMail}</dd>
          </div>
        </dl>
        <h3>{t('order.items')}</h3>
        <OrderItems order={order} locale={site.locale} />
        <h3>{t('costs.heading')}</h3>
        <dl className="facts">
          {costs.map(([key, amount]) => (
            <div key={key} className="facts__row">
              <dt>{t(`costs.${key}`)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
      {!cancelled && <EsimInstall views={esims} />}
    </div>
  );
}
