import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinesAtAGlance } from '@/components/account/LinesAtAGlance';
import { ProductList } from '@/components/account/ProductList';
import { linesAtAGlance } from '@/lib/account/lines-at-a-glance';
import { productsOf, readOrLogOut } from '@/lib/account/product-of';
import { getUsages } from '@/lib/platform/content-api/customerarea';
import { getCustomerTariffs } from '@/lib/platform/content-api/customer-lines';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/account', {}, { title: t('accountTitle'), index: false });
}

/**
 * The customer area's start page: every line at a glance (GET /customerarea/tariffs with GET
 * /customerarea/usage), then the customer's products with their screens.
 */
export default async function AccountPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  const { session, products } = await productsOf(site);
  const [tariffs, usages] = await Promise.all([getCustomerTariffs(site.content, session.token), getUsages(site.content, session.token)]);
  const lines = readOrLogOut(site, tariffs);
  const usage = readOrLogOut(site, usages);
  const t = await getTranslations('account');
  return (
    <>
      <h1>{t('heading')}</h1>
      <section aria-labelledby="lines">
        <h2 id="lines">{t('lines.heading')}</h2>
        {lines.ok ? (
          <LinesAtAGlance site={site} lines={linesAtAGlance(lines.data, usage.ok ? usage.data : [])} />
        ) : (
          <p className="notice notice--error" role="alert">
            {t('lines.loadFailed')}
          </p>
        )}
      </section>
      <section aria-labelledby="products">
        <h2 id="products">{t('products')}</h2>
        {products.ok ? (
          <ProductList site={site} products={products.data} />
        ) : (
          <p className="notice notice--error" role="alert">
            {t('loadFailed')}
          </p>
        )}
      </section>
    </>
  );
}
