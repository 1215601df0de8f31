import { getTranslations } from 'next-intl/server';

/** In stock or out of stock, in words and with a mark (never colour alone). */
export async function StockStatus({ inStock }: { inStock: boolean }) {
  const t = await getTranslations('overview');
  return (
    <p className={`stock stock--${inStock ? 'in' : 'out'}`}>
      <span aria-hidden="true">{inStock ? '✓' : '✕'}</span> {inStock ? t('inStock') : t('outOfStock')}
    </p>
  );
}
