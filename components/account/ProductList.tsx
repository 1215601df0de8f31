import type { CustomerProduct } from '@/lib/model/customer';
import { getTranslations } from 'next-intl/server';

/** The customer's products (SPEC §3 Customer product). */
export async function ProductList({ products }: { products: CustomerProduct[] }) {
  const t = await getTranslations('account');
  const tariff = await getTranslations('tariff');
  if (products.length === 0) return <p>{t('noProducts')}</p>;
  return (
    <ul className="product-list">
      {products.map((product) => (
        <li key={product.key} className="product-list__item">
          <h3>{product.name}</h3>
          <p>
            {t('productType', { type: product.type })} · {tariff('paymentType', { type: product.paymentType })}
          </p>
          {product.msisdn && <p>{t('msisdn', { number: product.msisdn })}</p>}
        </li>
      ))}
    </ul>
  );
}
