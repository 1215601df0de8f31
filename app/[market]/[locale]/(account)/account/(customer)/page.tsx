import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductList } from '@/components/account/ProductList';
import { productsOf } from '@/lib/account/product-of';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/account', {}, { title: t('accountTitle'), index: false });
}

/** The customer area's start page: the customer's products. */
export default async function AccountPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const { products } = await productsOf(site);
  const t = await getTranslations('account');
  return (
    <>
      <h1>{t('heading')}</h1>
      <section aria-labelledby="products">
        <h2 id="products">{t('products')}</h2>
        {products.ok ? <ProductList site={site} products={products.data} /> : <p className="notice notice--error" role="alert">{t('loadFailed')}</p>}
      </section>
    </>
  );
}
