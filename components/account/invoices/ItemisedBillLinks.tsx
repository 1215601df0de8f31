import { getTranslations } from 'next-intl/server';
import { screensOf } from '@/lib/account/screens';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';

/** Each billed line's itemised bill, one link per product that has one. */
export async function ItemisedBillLinks({ site, products }: { site: Site; products: CustomerProduct[] }) {
  const t = await getTranslations('accountInvoices');
  const area = await getTranslations('accountArea');
  const billed = products.filter((product) => screensOf(product).includes('itemised'));
  if (billed.length === 0) return null;
  return (
    <section aria-labelledby="itemised-bills">
      <h2 id="itemised-bills">{t('itemisedHeading')}</h2>
      <p>{t('itemisedIntro')}</p>
      <ul>
        {billed.map((product) => (
          <li key={product.key}>
            <a href={localizedPath(site, '/account/invoices/[product]/itemised', { product: product.key })}>
              {area('screenHeading', { screen: 'itemised', product: product.name })}
              {product.msisdn && ` (${product.msisdn})`}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
