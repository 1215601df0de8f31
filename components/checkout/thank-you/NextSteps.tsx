import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { OpenPaymentStep } from '@/lib/checkout/open-payment';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import { chooserPath } from '@/lib/identification/urls';
import type { Mandant, PlacedOrder } from '@/lib/platform/content-api/schemas';
import { pageSite } from '@/lib/platform/site/page-site';
import './thank-you.css';

type Props = { order: PlacedOrder; payment: OpenPaymentStep | undefined; mandant: Mandant | undefined };

/**
 * What remains of a placed order (SPEC §4: isPaymentOpen, isIdentOpen; cancelled): the payment to
 * finish (at the financing provider, or back at the payment step), the identification (the method
 * chooser, with customer service for questions), or that the order was cancelled. Nothing when the
 * order needs nothing more.
 */
export async function NextSteps({ order, payment, mandant }: Props) {
  const t = await getTranslations('checkoutThankYou');
  const financed = [order.paymentMethod.paymentMethodName, order.paymentMethod.productPaymentMethodName].includes('FINANCING');
  if (order.status === 'CANCELLED') {
    return (
      <section className="thank-you__section notice notice--error" aria-labelledby="next-steps">
        <h2 id="next-steps">{t('cancelled.heading')}</h2>
        <p>{t('cancelled.text', { orderNumber: order.salesOrderId })}</p>
        {financed && <p>{t('cancelled.financing')}</p>}
      </section>
    );
  }
  if (!payment && !order.isIdentOpen) return null;
  const phone = mandant?.serviceLine.display;
  const identHref = order.isIdentOpen ? chooserPath(await pageSite()) : undefined;
  return (
    <section className="thank-you__section notice notice--neutral" aria-labelledby="next-steps">
      <h2 id="next-steps">{t('next.heading')}</h2>
      {payment?.kind === 'financing' && (
        <div className="thank-you__step">
          <h3>{t('next.financing.heading')}</h3>
          <p>{t('next.financing.text')}</p>
          <form method="post" action={payment.form.action}>
            {Object.entries(payment.form.fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <button type="submit" className="button button--primary">
              {t('next.financing.button')}
            </button>
          </form>
        </div>
      )}
      {payment?.kind === 'retry' && (
        <div className="thank-you__step">
          <h3>{t('next.payment.heading')}</h3>
          <p>{t('next.payment.text')}</p>
          <Link className="button button--primary" href={payment.href}>
            {t('next.payment.link')}
          </Link>
        </div>
      )}
      {identHref && (
        <div className="thank-you__step">
          <h3>{t('next.ident.heading')}</h3>
          <p>{t('next.ident.text', { orderNumber: order.salesOrderId })}</p>
          {/* A document load, not a client navigation: the chooser's own CSP lets its forms hand over to the identity provider (ADR 26). */}
          <a className="button button--primary" href={identHref}>
            {t('next.ident.link')}
          </a>
          {mandant && (
            <ul className="thank-you__contact">
              <li>{phone && isValidServiceNumber(phone) ? <a href={telHref(phone)}>{phone}</a> : phone}</li>
              <li>
                <a href={`mailto:${mandant.email}`}>{mandant.email}</a>
              </li>
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
