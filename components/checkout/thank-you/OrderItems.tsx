import { getTranslations } from 'next-intl/server';
import { LabelWithContext } from '@/components/layout/LabelWithContext';
import { isOrderOpen } from '@/lib/checkout/open-order';
import type { PlacedOrder } from '@/lib/platform/content-api/schemas';
import './thank-you.css';

/**
 * What was ordered, item by item. While the order is open (payment or identification still to do,
 * SPEC §4), each item not yet cancelled has its own cancel button (SPEC §7 DELETE /orders/{a}/{b}): a
 * plain form posting to /api/checkout/order/cancel-item, so it works without JavaScript; the last
 * item left cancels the order.
 */
export async function OrderItems({ order, locale }: { order: PlacedOrder; locale: string }) {
  const t = await getTranslations('checkoutThankYou.order');
  const open = isOrderOpen(order);
  return (
    <ul className="thank-you__items">
      {order.items.map((item) => (
        <li key={item.itemId}>
          <span className="thank-you__item-name">{item.name}</span>
          {item.simType && <span>{t(`simType.${item.simType}`)}</span>}
          {item.phoneNumber && <span>{t('phoneNumber', { number: item.phoneNumber })}</span>}
          {item.state === 'CANCELLED' && <span>{t('itemCancelled')}</span>}
          {open && item.state === 'ORDERED' && (
            <form method="post" action="/api/checkout/order/cancel-item" className="thank-you__cancel">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="itemId" value={item.itemId} />
              <button type="submit" className="button button--secondary">
                <LabelWithContext label={t('cancelItem')} context={t('cancelItemContext', { name: item.name })} />
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
