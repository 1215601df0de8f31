import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbJsonLd } from '@/components/seo/BreadcrumbJsonLd';
import { JsonLd } from '@/components/seo/JsonLd';
import { ComingDays } from '@/components/shops/ComingDays';
import { DirectionsLink } from '@/components/shops/DirectionsLink';
import { ShopAddress } from '@/components/shops/ShopAddress';
import { ShopMap } from '@/components/shops/ShopMap';
import { WeekTable } from '@/components/shops/WeekTable';
import { getMapsConfig } from '@/lib/platform/content-api/config';
import { getShop } from '@/lib/platform/content-api/shops';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView } from '@/lib/platform/page-views/read-view';
import { absoluteUrl, pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import { addressLines } from '@/lib/content/shops/address';
import { storeJsonLd } from '@/lib/content/shops/json-ld';
import '@/components/company/company.css';

type Props = { params: Promise<{ market: string; locale: string; id: string; view: string[] }> };

/**
 * "Today", "tomorrow" and the holiday closures of the coming days depend on the date in the market's
 * time zone: the proxy puts that day into the view (ADR 24), so each shop is cached (ISR) per day and
 * none is shown with yesterday's date after midnight.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { id } = await params;
  const shop = unwrap(await getShop(site.content, id));
  const t = await getTranslations({ locale: site.locale, namespace: 'shops' });
  return pageMetadata(
    site,
    '/shops/[id]',
    { id },
    {
      title: t('detailTitle', { name: shop.name }),
      description: t('detailDescription', { name: shop.name, address: addressLines(shop.address).join(', ') }),
    },
  );
}

export default async function ShopPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { id } = await params;
  const shop = unwrap(await getShop(site.content, id));
  const maps = await getMapsConfig(site.content);
  const t = await getTranslations('shops');
  const nav = await getTranslations('nav');
  const kind = site.market.code === 'CAMP' ? 'camp' : 'shops';
  const today = (await pageView(PAGE_VIEWS['/shops/[id]'], params)).facts.day ?? notFound();
  const url = absoluteUrl(site, '/shops/[id]', { id });
  return (
    <div className="container page shop-detail">
      <JsonLd data={storeJsonLd(shop, { url, market: site.market.code, today })} />
      <BreadcrumbJsonLd
        site={site}
        trail={[
          { name: nav('home'), route: '/' },
          { name: t('heading', { kind }), route: '/shops' },
          { name: shop.name, route: '/shops/[id]', params: { id } },
        ]}
      />
      <p>
        <Link href={localizedPath(site, '/shops')}>← {t('back', { kind })}</Link>
      </p>
      <h1>{shop.name}</h1>
      <div className="shop-detail__grid">
        <section aria-labelledby="address-heading">
          <h2 id="address-heading">{t('address')}</h2>
          <ShopAddress shop={shop} />
          <p>
            <DirectionsLink shop={shop} />
          </p>
        </section>
        <section aria-labelledby="hours-heading">
          <h2 id="hours-heading">{t('openingHours')}</h2>
          <WeekTable shop={shop} locale={site.locale} />
          <p className="fine-print">{t('holidayNote')}</p>
        </section>
        <section aria-labelledby="coming-heading">
          <h2 id="coming-heading">{t('comingDays')}</h2>
          <ComingDays shop={shop} market={site.market.code} locale={site.locale} today={today} />
        </section>
        <section aria-labelledby="access-heading">
          <h2 id="access-heading">{t('accessibility')}</h2>
          <ul className="checklist">
            {shop.accessibility.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      </div>
      {maps.ok && <ShopMap shops={[shop]} headingId="map-heading" />}
    </div>
  );
}
