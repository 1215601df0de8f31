import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { KeepSessionAlive } from '@/components/account/KeepSessionAlive';
import { LogoutButton } from '@/components/account/LogoutButton';
import { ProductList } from '@/components/account/ProductList';
import { readSession } from '@/lib/bff/session';
import { getUserStatus } from '@/lib/content-api/auth';
import { getCustomerProducts } from '@/lib/content-api/customerarea';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/account', {}, { title: t('accountTitle'), index: false });
}

export default async function AccountPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const session = await readSession(site.market.code);
  if (!session) redirect(localizedPath(site, '/account/login'));
  const [status, products] = await Promise.all([
    getUserStatus(site.content, session.token),
    getCustomerProducts(site.content, session.token),
  ]);
  // SPEC §4: an upstream 401 ends the session.
  if ((!status.ok && status.error.kind === 'unauthorized') || (!products.ok && products.error.kind === 'unauthorized')) {
    redirect(`/api/auth/expired?locale=${site.locale}`);
  }
  const t = await getTranslations('account');
  return (
    <div className="container page">
      <KeepSessionAlive />
      <div className="account-head">
        <div>
          <h1>{t('heading')}</h1>
          {status.ok && (
            <>
              <p className="lead">{t('welcome', { name: `${status.data.firstName} ${status.data.lastName}` })}</p>
              {status.data.isCompany && status.data.companyName && <p>{t('company', { company: status.data.companyName })}</p>}
              <p>{t('customerNumber', { number: status.data.customerNumber })}</p>
            </>
          )}
        </div>
        <LogoutButton />
      </div>
      <section aria-labelledby="products">
        <h2 id="products">{t('products')}</h2>
        {products.ok ? <ProductList products={products.data} /> : <p className="notice notice--error" role="alert">{t('loadFailed')}</p>}
      </section>
    </div>
  );
}
