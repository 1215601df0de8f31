import { getTranslations } from 'next-intl/server';

/** Removes one item from the cart: a plain form, so it works without JavaScript. */
export async function RemoveItemForm({ id, name, locale }: { id: string; name: string; locale: string }) {
  const t = await getTranslations('cart');
  return (
    <form method="post" action="/api/cart">
      <input type="hidden" name="action" value="remove" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="button button--secondary">
        {t('remove', { name })}
      </button>
    </form>
  );
}
