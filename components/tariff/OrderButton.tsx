import { getTranslations } from 'next-intl/server';
import { LabelWithContext } from '@/components/layout/LabelWithContext';

/** "Order now" of a tariff; `form` names the order form when the button is outside it (the sticky order bar). */
export async function OrderSubmit({ name, form }: { name: string; form?: string }) {
  const t = await getTranslations('tariff');
  return (
    <button type="submit" form={form} className="button button--primary">
      <LabelWithContext label={t('order')} context={t('orderSuffix', { name })} />
    </button>
  );
}

/**
 * Stores the tariff as the selected product and opens the cart; a plain form, so it works without
 * JavaScript. `formId` lets a button elsewhere on the page submit it.
 */
export async function OrderButton({ id, name, locale, formId }: { id: string; name: string; locale: string; formId?: string }) {
  return (
    <form method="post" action="/api/cart" className="order-form" id={formId}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locale" value={locale} />
      {await OrderSubmit({ name })}
    </form>
  );
}
