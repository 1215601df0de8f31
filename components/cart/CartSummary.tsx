import { getTranslations } from 'next-intl/server';
import type { CartView } from '@/lib/cart/cart-view';
import { formatMoney } from '@/lib/i18n/format';

/** Totals of the cart: monthly (tariffs and fixed line) and one-off (devices, setup fees). */
export async function CartSummary({ totals, currency, locale, phone }: { totals: CartView['totals']; currency: string; locale: string; phone?: string }) {
  const t = await getTranslations('cart');
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
          <dd>{t('oneOffTotal', { price: formatMoney(totals.oneOff, currency, locale) })}</dd>
        </div>
      </dl>
      {phone && <p>{t('orderByPhone', { phone })}</p>}
    </section>
  );
}
