import { getTranslations } from 'next-intl/server';
import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { ProductScreenLinks } from './ProductHeader';
import './account.css';

/**
 * The customer's products (SPEC §3 Customer product), each with its self-service screens one click
 * away (cancelling a contract is two: its link here, then the confirmation).
 */
export async function ProductList({ site, products }: { site: Site; products: CustomerProduct[] }) {
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
          <ProductScreenLinks site={site} product={product} />
        </li>
      ))}
    </ul>
  );
}
