import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryNav } from '@/components/catalogue/CategoryNav';
import { FilterForm } from '@/components/catalogue/FilterForm';
import { deviceCards, fixedLineCards } from '@/components/catalogue/product-cards';
import { RevealShownHidden } from '@/components/tariff/RevealShownHidden';
import { TariffCard } from '@/components/tariff/TariffCard';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { filtersToQuery, hasActiveFilters, parseFilters, type Filters } from '@/lib/catalogue/filters';
import { DEVICE_ROUTES, detailParams, type ShopDeviceGroup, type ShopDeviceModel } from '@/lib/catalogue/devices';
import type { DeviceKind } from '@/lib/cart/selection';
import { filterTariffs } from '@/lib/catalogue/tariff-filters';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { getFixedLineTariffs, getTariffGroups } from '@/lib/content-api/tariffs';
import { getRepeaters, getRouters, getSmartphones } from '@/lib/content-api/products';
import { unwrap } from '@/lib/content-api/unwrap';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type Site, type SiteParams } from '@/lib/site/site';

/**
 * Rendered per request because the filters live in the query; the catalogue reads behind it are cached
 * by tag, so a content-API outage still renders from the cached data.
 */
export const dynamic = 'force-dynamic';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/tariffs', {}, { title: t('tariffsTitle'), description: t('tariffsDescription') });
}

/** Device cards link to the variant's own page. */
const detailHref = (site: Site, kind: DeviceKind) => (group: ShopDeviceGroup, model: ShopDeviceModel) =>
  localizedPath(site, DEVICE_ROUTES[kind].detail, detailParams(group, model));

async function results(site: Site, filters: Filters): Promise<{ count: number; cards: ReactNode[] }> {
  const ctx = site.content;
  switch (filters.category) {
    case 'tariffs': {
      const groups = unwrap(await getTariffGroups(ctx));
      const { visible, hidden } = filterTariffs(groups.flatMap((g) => g.tariffs), filters);
      const card = (t: (typeof visible)[number]) => <TariffCard view={tariffView(t, 'OVERVIEW')} site={site} />;
      return {
        count: visible.length,
        cards: [
          ...visible.map((t) => <li key={t.tariffModelSalesId}>{card(t)}</li>),
          ...hidden.map((t) => (
            <li key={t.tariffModelSalesId} hidden data-hidden-tariff={t.tariffModelSalesId}>
              {card(t)}
            </li>
          )),
        ],
      };
    }
    case 'internet':
    case 'tv':
      return fixedLineCards({ tariffs: unwrap(await getFixedLineTariffs(ctx)), filters });
    case 'smartphones':
      return deviceCards({ groups: unwrap(await getSmartphones(ctx)), filters, hrefOf: detailHref(site, 'smartphone') });
    case 'router':
      return deviceCards({ groups: unwrap(await getRouters(ctx)), filters, hrefOf: detailHref(site, 'router') });
    case 'other':
      return deviceCards({ groups: unwrap(await getRepeaters(ctx)), filters, hrefOf: detailHref(site, 'repeater') });
  }
}

export default async function TariffsPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const t = await getTranslations('overview');
  const filters = parseFilters(await searchParams);
  const path = localizedPath(site, '/tariffs');
  const hrefOf = (category: Filters['category']) =>
    localizedPath(site, '/tariffs', undefined, filtersToQuery({ category, sort: 'recommended' }) || undefined);
  const { count, cards } = await results(site, filters);
  return (
    <div className="container page">
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <CategoryNav current={filters.category} hrefOf={hrefOf} />
      <div className="overview">
        <aside className="overview__filters">
          <h2 className="visually-hidden">{t('filters')}</h2>
          <ClientMessages namespaces={['overview']}>
            <FilterForm action={path} filters={filters} clearHref={hrefOf(filters.category)} />
          </ClientMessages>
        </aside>
        <section className="overview__results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="results-count">
            <span role="status">{t('results', { count })}</span>
          </h2>
          {count === 0 && (
            <div className="notice">
              <p>{t('noResults')}</p>
              {hasActiveFilters(filters) && <p>{t('noResultsHint')}</p>}
            </div>
          )}
          <ul className="card-grid">{cards}</ul>
          {filters.category === 'tariffs' && <RevealShownHidden />}
        </section>
      </div>
    </div>
  );
}
