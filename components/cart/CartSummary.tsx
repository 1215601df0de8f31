import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { deviceLabels } from '@/components/device/labels';
import type { CartView, DeviceLine } from '@/lib/cart/cart-view';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Money } from '@/lib/platform/content-api/schemas';
import './cart.css';

/**
 * The standard delivery of what travels: its cost (POST /orders/deliveries:calculate), or unknown
 * (the checkout calculates it); undefined when nothing is sent (only eSIMs or a fixed line).
 */
export type DeliveryEstimate = { cost: Money } | 'at_checkout' | undefined;

type Props = {
  totals: CartView['totals'];
  devices: readonly DeviceLine[];
  delivery: DeliveryEstimate;
  currency: string;
  locale: string;
  phone?: string;
  /** The first checkout step, or undefined while a line needs attention first. */
  checkoutHref?: string;
};

/**
 * Totals of the cart: monthly (tariffs and fixed line), one-off (devices, setup fees), each device's
 * 24 interest-free instalments (SPEC §9), the standard delivery; then the way on to the checkout, with
 * ordering by phone as the alternative.
 */
export async function CartSummary({ totals, devices, delivery, currency, locale, phone, checkoutHref }: Props) {
  const t = await getTranslations('cart');
  const { variant } = await deviceLabels();
  const money = (amount: number, currencyCode = currency) => formatMoney(amount, currencyCode, locale);
  return (
    <section className="cart-summary" aria-labelledby="cart-summary">
      <h2 id="cart-summary">{t('summary')}</h2>
      <dl className="facts cart-summary__totals">
        <div className="facts__row">
          <dt>{t('monthly')}</dt>
          <dd>{t('monthlyTotal', { price: formatMoney(totals.monthly, currency, locale, { tariff: true }) })}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('oneOff')}</dt>
          <dd>{t('oneOffTotal', { price: money(totals.oneOff) })}</dd>
        </div>
        {devices.length > 0 && (
          <div className="facts__row">
            <dt>{t('financing')}</dt>
            <dd>
              {devices.map((line) => (
                <p key={line.id}>
                  {t('financingOf', {
                    name: variant(line.model),
                    months: line.financing.months,
                    price: money(line.financing.monthly, line.model.price.currencyCode),
                  })}
                </p>
              ))}
            </dd>
          </div>
        )}
        {delivery !== undefined && (
          <div className="facts__row">
            <dt>{t('delivery')}</dt>
            <dd>
              {delivery === 'at_checkout' ? (
                <p>{t('deliveryAtCheckout')}</p>
              ) : (
                <>
                  <p>
                    {delivery.cost.amount > 0
                      ? t('deliveryStandard', { price: money(delivery.cost.amount, delivery.cost.currencyCode) })
                      : t('deliveryFree')}
                  </p>
                  <p className="fine-print">{t('deliveryMethods')}</p>
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {checkoutHref ? (
        <p>
          <Link className="button button--primary" href={checkoutHref}>
            {t('toCheckout')}
          </Link>
        </p>
      ) : (
        <p className="notice notice--error">{t('resolveFirst')}</p>
      )}
      {phone && <p className="fine-print">{t('orderByPhone', { phone })}</p>}
    </section>
  );
}
