import { getTranslations } from 'next-intl/server';
import type { OrderStatus } from '@/lib/platform/content-api/schemas';
import './cart.css';

/**
 * SPEC §2 the cart's open-order notice: the latest order still waits for its payment or the
 * identification. Continue it (the thank-you page, which carries on) or cancel it: a plain form posting
 * to /api/checkout/order/cancel, so it works without JavaScript.
 */
export async function OpenOrderNotice({ order, continueHref, locale }: { order: OrderStatus; continueHref: string; locale: string }) {
  const t = await getTranslations('cart');
  const open = order.isPaymentOpen && order.isIdentOpen ? 'both' : order.isPaymentOpen ? 'payment' : 'ident';
  return (
    <section className="notice notice--neutral open-order" aria-labelledby="open-order">
      <h2 id="open-order">{t('openOrderHeading', { id: order.salesOrderId })}</h2>
      <p>{t('openOrderText', { open })}</p>
      <div className="open-order__actions">
        {/* A document load: the thank-you page's own CSP lets its financing form post to the payment provider (ADR 26). */}
        <a className="button button--primary" href={continueHref}>
          {t('continueOrder')}
        </a>
        <form method="post" action="/api/checkout/order/cancel">
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className="button button--secondary">
            {t('cancelOrder')}
          </button>
        </form>
      </div>
      <p className="fine-print">{t('cancelFinal')}</p>
    </section>
  );
}
