import { getTranslations } from 'next-intl/server';
import { LabelWithContext } from '@/components/layout/LabelWithContext';

/** Stores the tariff as the selected product and opens the cart; a plain form, so it works without JavaScript. */
export async function OrderButton({ id, name, locale }: { id: string; name: string; locale: string }) {
  const t = await getTranslations('tariff');
  return (
    <form method="post" action="/api/cart" className="order-form">
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--primary">
        <LabelWithContext label={t('order')} context={t('orderSuffix', { name })} />
      </button>
    </form>
  );
}
