import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CategoryNav } from '@/components/catalogue/CategoryNav';
import { FilteredOverview } from '@/components/catalogue/FilteredOverview';
import { FilterForm } from '@/components/catalogue/FilterForm';
import { PromotionBanners } from '@/components/catalogue/PromotionBanners';
import { tariffFilterChips } from '@/components/catalogue/filter-chip-labels';
import { deviceCards, fixedLineCards } from '@/components/catalogue/product-cards';
import { TariffCard } from '@/components/tariff/TariffCard';
import { TariffListJsonLd } from '@/components/tariff/TariffListJsonLd';
import { filtersToQuery, hasActiveFilters, parseFilters, type Filters } from '@/lib/catalogue/filters';
import { DEVICE_ROUTES, detailParams, type ShopDeviceGroup, type ShopDeviceModel } from '@/lib/catalogue/devices';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { filterTariffs } from '@/lib/catalogue/tariff-filters';
import { tariffView } from '@/lib/catalogue/tariff-view';
import { promotionsFor, type PromotionList } from '@/lib/domain/special-deals';
import { getFixedLineTariffs, getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { getRepeaters, getRouters, getSmartphones } from '@/lib/platform/content-api/products';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView, type ViewParams } from '@/lib/platform/page-views/read-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type Site } from '@/lib/platform/site/site';

/**
 * Cached (ISR) per view (ADR 24): this plain overview, and through `-/[...view]` each canonical set of
 * filters from the query with the hidden tariffs the visitor has been shown (ADR 16), which the proxy
 * puts into the view.
 */
type Props = { params: ViewParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/tariffs', {}, { title: t('tariffsTitle'), description: t('tariffsDescription') });
}

/** Device cards link to the variant's own page. */
const detailHref = (site: Site, kind: DeviceKind) => (group: ShopDeviceGroup, model: ShopDeviceModel) =>
  localizedPath(site, DEVICE_ROUTES[kind].detail, detailParams(group, model));

async function results(
  site: Site,
  filters: Filters,
  shownHidden: readonly string[],
): Promise<{ count: number; cards: ReactNode[]; structuredData?: ReactNode; promotions?: ReactNode }> {
  const ctx = site.content;
  switch (filters.category) {
    case 'tariffs': {
      // Hidden tariffs only for a visitor who has been shown them (their session list, ADR 16).
      const groups = unwrap(await getTariffGroups(ctx));
      const tariffs = filterTariffs(
        groups.flatMap((g) => g.tariffs),
        filters,
        shownHidden,
      );
      const promotionsOf = (list: PromotionList) =>
        promotionsFor(tariffs, (t) => t.specialDeals, list).map(({ label, item }) => ({
          label,
          name: item.tariffName,
          href: localizedPath(site, '/tariffs/[slug]', { slug: item.tariffDetailLink }),
        }));
      return {
        count: tariffs.length,
        // ADR 50: the mobile and the data tariffs' promotions, each list's banner above the results.
        promotions: (
          <>
            <PromotionBanners list="mobileTariffs" promotions={promotionsOf('mobileTariffs')} />
            <PromotionBanners list="dataTariffs" promotions={promotionsOf('dataTariffs')} />
          </>
        ),
        structuredData: <TariffListJsonLd tariffs={tariffs} site={site} />,
        cards: tariffs.map((t) => (
          <li key={t.tariffModelSalesId}>
            <TariffCard view={tariffView(t, 'OVERVIEW')} site={site} />
          </li>
        )),
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

export default async function TariffsPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('overview');
  const { query, facts } = await pageView(PAGE_VIEWS['/tariffs'], params);
  const filters = parseFilters(query);
  const path = localizedPath(site, '/tariffs');
  const viewHref = (view: Filters) => localizedPath(site, '/tariffs', undefined, filtersToQuery(view) || undefined);
  const hrefOf = (category: Filters['category']) => viewHref({ category, sort: 'recommended' });
  const { count, cards, structuredData, promotions } = await results(site, filters, facts.shownHidden);
  const chips = await tariffFilterChips(filters, site.market.currency, viewHref);
  return (
    <div className="container page">
      {structuredData}
      <h1>{t('heading')}</h1>
      <p className="lead">{t('intro')}</p>
      <CategoryNav current={filters.category} hrefOf={hrefOf} />
      <FilteredOverview
        form={<FilterForm action={path} filters={filters} clearHref={hrefOf(filters.category)} />}
        chips={chips}
        count={count}
      >
        {promotions}
        {count === 0 && (
          <div className="notice">
            <p>{t('noResults')}</p>
            {hasActiveFilters(filters) && <p>{t('noResultsHint')}</p>}
          </div>
        )}
        <ul className="card-grid">{cards}</ul>
      </FilteredOverview>
    </div>
  );
}
