import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferSlider } from '@/components/home/OfferSlider';
import { IntentLink } from '@/components/layout/IntentLink';
import { TariffCard } from '@/components/tariff/TariffCard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { DEVICE_ROUTES, detailParams } from '@/lib/catalogue/devices';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { getLandingPageItems } from '@/lib/platform/content-api/config';
import { getSmartphones } from '@/lib/platform/content-api/products';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { publicTariffs } from '@/lib/domain/hidden-tariffs';
import { dealsFor, toShopDeals } from '@/lib/domain/special-deals';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site, type SiteParams } from '@/lib/platform/site/site';
import '@/components/catalogue/cards.css';
import '@/components/home/home.css';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/', {}, { title: t('homeTitle'), description: t('defaultDescription') });
}

/**
 * Featured phones link to their variant page; the link needs the phone's group, which only the
 * smartphone list knows. Without that list (API trouble) the phones are shown without links.
 */
async function featuredPhoneLinks(site: Site, wanted: boolean): Promise<(id: string) => string | undefined> {
  const groups = wanted ? await getSmartphones(site.content) : undefined;
  const hrefs = new Map(
    groups?.ok
      ? groups.data.flatMap((group) =>
          group.models.map(
            (model) => [model.deviceModelSaleId, localizedPath(site, DEVICE_ROUTES.smartphone.detail, detailParams(group, model))] as const,
          ),
        )
      : [],
  );
  return (id) => hrefs.get(id);
}

export default async function HomePage({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  const t = await getTranslations('home');
  const items = unwrap(await getLandingPageItems(site.content));
  // Cached for everyone: hidden tariffs never show here (only in the overview of a visitor shown them).
  const tariffs = publicTariffs(items.tariffs);
  const phoneHref = await featuredPhoneLinks(site, items.smartphoneModels.length > 0);
  // Slides: special-deal banners meant for the landing page (SPEC §2 page context LANDING).
  const slides = tariffs.flatMap((tariff) =>
    toShopDeals(dealsFor(tariff.specialDeals, 'LANDING'))
      .filter((deal) => deal.kind === 'banner')
      .map((deal) => (
        <div key={tariff.tariffModelSalesId} className="slide">
          <p className="slide__title">{tariff.tariffName}</p>
          <p className="slide__text">{deal.text}</p>
          <IntentLink className="button button--primary" href={localizedPath(site, '/tariffs/[slug]', { slug: tariff.tariffDetailLink })}>
            {tariff.tariffName}
          </IntentLink>
        </div>
      )),
  );
  return (
    <div className="container page">
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p className="lead">{t('intro')}</p>
        <IntentLink className="button button--primary" href={localizedPath(site, '/tariffs')}>
          {t('allTariffs')}
        </IntentLink>
      </section>
      <ClientMessages namespaces={['home']}>
        <OfferSlider slides={slides} />
      </ClientMessages>
      <section aria-labelledby="featured-tariffs">
        <h2 id="featured-tariffs">{t('featuredTariffs')}</h2>
        <ul className="card-grid">
          {tariffs.map((tariff) => (
            <li key={tariff.tariffModelSalesId}>
              <TariffCard view={tariffView(tariff, 'LANDING')} site={site} />
            </li>
          ))}
        </ul>
      </section>
      {items.smartphoneModels.length > 0 && (
        <section aria-labelledby="featured-phones">
          <h2 id="featured-phones">{t('featuredPhones')}</h2>
          <ul className="card-grid card-grid--compact">
            {items.smartphoneModels.map((model) => {
              const href = phoneHref(model.deviceModelSaleId);
              return (
                <li key={model.deviceModelSaleId} className="product-card">
                  <h3 className="product-card__name">
                    {href ? <IntentLink href={href}>{model.displayName}</IntentLink> : model.displayName}
                  </h3>
                  <p>{model.colorName}</p>
                  <p className="product-card__price">
                    {t('from', { price: formatMoney(model.price.amount, model.price.currencyCode, site.locale) })}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
