import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DeviceBadges } from '@/components/device/DeviceBadges';
import { DeviceFacts } from '@/components/device/DeviceFacts';
import { DeviceImage } from '@/components/device/DeviceImage';
import { DeviceOrderForm } from '@/components/device/DeviceOrderForm';
import { DevicePrice } from '@/components/device/DevicePrice';
import { EnergyLabel } from '@/components/device/EnergyLabel';
import { NetworkFeatures } from '@/components/device/NetworkFeatures';
import { ProductJsonLd } from '@/components/device/ProductJsonLd';
import { StockStatus } from '@/components/device/StockStatus';
import { TariffCombinations } from '@/components/device/TariffCombinations';
import { DeviceVariantSelectors } from '@/components/device/DeviceVariantSelectors';
import { deviceLabels } from '@/components/device/labels';
import { ExpiringDeal } from '@/components/tariff/ExpiringDeal';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { deviceDeal, deviceView } from '@/lib/catalogue/device-view';
import { DEVICE_ROUTES, detailParams } from '@/lib/catalogue/devices';
import { getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { absoluteUrl, pageMetadata, siteOrigin } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site } from '@/lib/platform/site/site';
import { loadVariant } from './load';
import '@/components/catalogue/cards.css';

type Props = { params: Promise<{ market: string; locale: string; group: string; id: string }> };

async function loadView(site: Site, kind: DeviceKind, params: Props['params']) {
  const { group: slug, id } = await params;
  const { group, model } = await loadVariant(site, kind, slug, id);
  const tariffs = unwrap(await getTariffGroups(site.content)).flatMap((g) => g.tariffs);
  return deviceView(kind, group, model, tariffs);
}

/** A device variant's page: its own URL per colour and storage, price, stock, order form and product data. */
export function deviceDetailPage(kind: DeviceKind) {
  const routes = DEVICE_ROUTES[kind];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const site = await siteFromParams(params);
    const view = await loadView(site, kind, params);
    const t = await getTranslations({ locale: site.locale, namespace: 'devices' });
    const { variant } = await deviceLabels();
    const money = (amount: number) => formatMoney(amount, view.currency, site.locale);
    const name = variant(view.model);
    return pageMetadata(site, routes.detail, detailParams(view.group, view.model), {
      title: t('metaDetailTitle', { variant: name, price: money(view.gross) }),
      description: t('metaDetailDescription', {
        variant: name,
        price: money(view.gross),
        monthly: money(view.financing.monthly),
        months: view.financing.months,
        highlights: new Intl.ListFormat(site.locale).format(view.highlights),
      }),
    });
  }

  async function DeviceDetailPage({ params }: Props) {
    const site = await siteFromParams(params);
    const t = await getTranslations('devices');
    const view = await loadView(site, kind, params);
    const { variant } = await deviceLabels();
    const { model, group } = view;
    const name = variant(model);
    const banner = deviceDeal(view, 'banner');
    const expiring = deviceDeal(view, 'expiring');
    return (
      <div className="container page device-detail">
        <nav aria-label={t('breadcrumb')} className="breadcrumb">
          <ol>
            <li>
              <Link href={localizedPath(site, routes.list)}>{t('listHeading', { kind })}</Link>
            </li>
            <li>
              <Link href={localizedPath(site, routes.group, { group: view.groupSlug })}>{group.groupName}</Link>
            </li>
          </ol>
        </nav>
        <div className="device-detail__head">
          <div className="device-detail__media">
            <DeviceImage kind={kind} colorHex={model.colorHex} label={t('imageAlt', { name })} size="lg" />
          </div>
          <div className="device-detail__main">
            <h1>{model.displayName}</h1>
            <p className="device-detail__variant">{name}</p>
            <DeviceBadges deals={view.deals} />
            {banner && <p className="tariff-card__banner">{banner.text}</p>}
            {view.highlights.length > 0 && (
              <ul className="checklist" aria-label={t('highlights')}>
                {view.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            )}
            <DeviceVariantSelectors view={view} site={site} />
            <div className="device-detail__buy">
              <DevicePrice view={view} size="lg" />
              {expiring && <ExpiringDeal validUntil={expiring.validUntil} label={expiring.label} />}
              <StockStatus inStock={model.inStock} />
              {model.inStock ? <DeviceOrderForm view={view} /> : <p className="notice notice--error">{t('outOfStockNotice')}</p>}
            </div>
          </div>
        </div>
        {view.combinations.length > 0 && (
          <section aria-labelledby="combinations">
            <h2 id="combinations">{t('combinationsHeading')}</h2>
            <p>{t('combinationsIntro')}</p>
            <TariffCombinations view={view} site={site} />
          </section>
        )}
        <section aria-labelledby="description">
          <h2 id="description">{t('description')}</h2>
          {/* Only the sanitiser's output (allow-listed tags, no attributes) is rendered as HTML. */}
          <div className="device-description" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
        </section>
        {(kind === 'smartphone' || model.networkFeatures.length > 0) && (
          <section aria-labelledby="network">
            <h2 id="network">{t('network')}</h2>
            <NetworkFeatures features={model.networkFeatures} />
          </section>
        )}
        <section aria-labelledby="facts">
          <h2 id="facts">{t('facts')}</h2>
          <DeviceFacts view={view} />
        </section>
        {model.energyLabel && (
          <section aria-labelledby="energy">
            <h2 id="energy">{t('energyLabel')}</h2>
            <EnergyLabel label={model.energyLabel} />
          </section>
        )}
        <ProductJsonLd
          view={view}
          name={name}
          url={absoluteUrl(site, routes.detail, detailParams(group, model))}
          origin={siteOrigin(site.market.code)}
        />
      </div>
    );
  }

  return { generateMetadata, Page: DeviceDetailPage };
}
