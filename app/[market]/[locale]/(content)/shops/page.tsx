import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ShopCard } from '@/components/shops/ShopCard';
import { ShopMap } from '@/components/shops/ShopMap';
import { getMapsConfig } from '@/lib/platform/content-api/config';
import { getShops } from '@/lib/platform/content-api/shops';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import '@/components/company/company.css';

type Props = { params: SiteParams };

/** Rendered on first request, then cached like the catalogue pages. */
export function generateStaticParams() {
  return [];
}

const kindOf = (market: string) => (market === 'CAMP' ? 'camp' : 'shops');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'shops' });
  const kind = kindOf(site.market.code);
  return pageMetadata(site, '/shops', {}, { title: t('heading', { kind }), description: t('metaDescription', { kind }) });
}

/** Every location of the market with its week in short; a map overview only where a maps key is configured. */
export default async function ShopsPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('shops');
  const shops = unwrap(await getShops(site.content));
  const maps = await getMapsConfig(site.content);
  const kind = kindOf(site.market.code);
  return (
    <div className="container page">
      <h1>{t('heading', { kind })}</h1>
      <p className="lead">{t('intro', { kind, count: shops.length })}</p>
      {maps.ok && shops.length > 0 && <ShopMap shops={shops} headingId="map-heading" />}
      <ol className="shop-list" aria-label={t('listLabel', { kind })}>
        {shops.map((shop, i) => (
          <li key={shop.id}>
            <ShopCard shop={shop} number={i + 1} href={localizedPath(site, '/shops/[id]', { id: shop.id })} />
          </li>
        ))}
      </ol>
    </div>
  );
}
