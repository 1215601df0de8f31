import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductList } from '@/components/account/ProductList';
import { customerOf, expiredPath } from '@/lib/account/customer-status';
import { getCustomerProducts } from '@/lib/content-api/customerarea';
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
  const { session } = await customerOf(site);
  const products = await getCustomerProducts(site.content, session.token);
  // SPEC §4: an upstream 401 ends the session.
  if (!products.ok && products.error.kind === 'unauthorized') redirect(expiredPath(site));
  const t = await getTranslations('account');
  return (
    <>
      <h1>{t('heading')}</h1>
      <section aria-labelledby="products">
        <h2 id="products">{t('products')}</h2>
        {products.ok ? <ProductList products={products.data} /> : <p className="notice notice--error" role="alert">{t('loadFailed')}</p>}
      </section>
    </>
  );
}
