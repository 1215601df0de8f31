import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountMessages } from '@/components/account/AccountMessages';
import { FixedLinePortings } from '@/components/account/portings/FixedLinePortings';
import { MobilePortings } from '@/components/account/portings/MobilePortings';
import { customerOf } from '@/lib/account/customer-status';
import { readOrLogOut } from '@/lib/account/product-of';
import { getFixedLinePortings, getMobilePortings, getPortingFreeDates, getPortingProviders } from '@/lib/platform/content-api/portings';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/account/portings/portings.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPortings' });
  return pageMetadata(site, '/account/portings', {}, { title: t('heading'), index: false });
}

/**
 * The customer's number portings (SPEC §2 customer area, §3, §4): each mobile porting with its
 * progress, or why it stopped and how to correct and re-present it; each landline porting with its
 * state and the confirmation it may wait for. Portings belong to the customer, not to one product.
 * Read on the server; the islands correct, re-present and confirm through the door.
 */
export default async function PortingsPage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  const { session, status } = await customerOf(site);
  const [mobile, fixedLine, providers, freeDates] = await Promise.all([
    getMobilePortings(site.content, session.token).then((result) => readOrLogOut(site, result)),
    getFixedLinePortings(site.content, session.token).then((result) => readOrLogOut(site, result)),
    getPortingProviders(site.content),
    getPortingFreeDates(site.content),
  ]);
  const t = await getTranslations('accountPortings');
  const customer = status?.customerNumber ?? 'customer';
  const dates = freeDates.ok ? freeDates.data : [];
  const loadFailed = (message: string) => (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  );
  return (
    <>
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <AccountMessages namespaces={['accountPortings']}>
        <section aria-labelledby="portings-mobile" className="portings-section">
          <h2 id="portings-mobile">{t('mobile.heading')}</h2>
          {mobile.ok ? (
            <MobilePortings customer={customer} initial={mobile.data} providers={providers.ok ? providers.data : []} freeDates={dates} />
          ) : (
            loadFailed(t('mobile.loadFailed'))
          )}
        </section>
        <section aria-labelledby="portings-fixedline" className="portings-section">
          <h2 id="portings-fixedline">{t('fixedLine.heading')}</h2>
          {fixedLine.ok ? (
            <FixedLinePortings customer={customer} initial={fixedLine.data} freeDates={dates} />
          ) : (
            loadFailed(t('fixedLine.loadFailed'))
          )}
        </section>
      </AccountMessages>
    </>
  );
}
