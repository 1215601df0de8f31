import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FilteredOverview } from '@/components/catalogue/FilteredOverview';
import { deviceFilterChips } from '@/components/catalogue/filter-chip-labels';
import { DeviceFilterForm } from '@/components/device/DeviceFilterForm';
import { DeviceGroupCard } from '@/components/device/DeviceGroupCard';
import { DeviceKindNav } from '@/components/device/DeviceKindNav';
import { PromotionBanners } from '@/components/catalogue/PromotionBanners';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import {
  deviceFacets,
  deviceFiltersToQuery,
  filterDeviceGroups,
  hasActiveDeviceFilters,
  parseDeviceFilters,
  type DeviceFilters,
} from '@/lib/catalogue/device-filters';
import { DEVICE_ROUTES } from '@/lib/catalogue/devices';
import { groupSlug } from '@/lib/domain/slug';
import { promotionsFor, type PromotionList } from '@/lib/domain/special-deals';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { PAGE_VIEWS } from '@/app/page-views';
import { pageView, type ViewParams } from '@/lib/platform/page-views/read-view';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import { loadDeviceGroups } from './load';

type Props = { params: ViewParams };

/** The promotion deals a device kind's list announces (ADR 50). */
const PROMOTIONS: Record<DeviceKind, PromotionList> = { smartphone: 'smartphones', router: 'networkDevices', repeater: 'networkDevices' };

/**
 * The list page of a device kind: groups with the SPEC §2 filters as a GET form. Cached (ISR) per view
 * (ADR 24): the plain list, and through `-/[...view]` each canonical set of filters from the query.
 */
export function deviceListPage(kind: DeviceKind) {
  const routes = DEVICE_ROUTES[kind];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const site = await siteFromParams(params);
    const t = await getTranslations({ locale: site.locale, namespace: 'devices' });
    return pageMetadata(site, routes.list, {}, { title: t('metaListTitle', { kind }), description: t('metaListDescription', { kind }) });
  }

  async function DeviceListPage({ params }: Props) {
    const site = await siteFromParams(params);
    const t = await getTranslations('devices');
    const o = await getTranslations('overview');
    const groups = await loadDeviceGroups(site, kind);
    const filters = parseDeviceFilters((await pageView(PAGE_VIEWS[routes.list], params)).query, kind);
    const results = filterDeviceGroups(groups, filters);
    const path = localizedPath(site, routes.list);
    const viewHref = (view: DeviceFilters) => localizedPath(site, routes.list, undefined, deviceFiltersToQuery(view) || undefined);
    const chips = await deviceFilterChips(filters, site.market.currency, viewHref);
    const groupHref = (groupName: string) => localizedPath(site, routes.group, { group: groupSlug(groupName) });
    const promotions = promotionsFor(groups, (g) => g.models.flatMap((m) => m.specialDeals), PROMOTIONS[kind]).map(({ label, item }) => ({
      label,
      name: item.groupName,
      href: groupHref(item.groupName),
    }));
    return (
      <div className="container page">
        <h1>{t('listHeading', { kind })}</h1>
        <p className="lead">{t('listIntro', { kind })}</p>
        <DeviceKindNav site={site} current={kind} />
        <PromotionBanners list={PROMOTIONS[kind]} promotions={promotions} />
        <FilteredOverview
          form={<DeviceFilterForm action={path} filters={filters} clearHref={path} facets={deviceFacets(kind)} />}
          chips={chips}
          count={results.length}
        >
          {results.length === 0 && (
            <div className="notice">
              <p>{o('noResults')}</p>
              {hasActiveDeviceFilters(filters) && <p>{o('noResultsHint')}</p>}
            </div>
          )}
          <ul className="card-grid">
            {results.map((result) => (
              <li key={result.group.groupName}>
                <DeviceGroupCard
                  result={result}
                  kind={kind}
                  href={groupHref(result.group.groupName)}
                  monthly={filters.payment === 'INSTALMENTS'}
                />
              </li>
            ))}
          </ul>
        </FilteredOverview>
      </div>
    );
  }

  return { generateMetadata, Page: DeviceListPage };
}
