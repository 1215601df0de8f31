import { deviceFiltersToQuery, parseDeviceFilters } from '@/lib/catalogue/device-filters';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { filtersToQuery, parseFilters } from '@/lib/catalogue/filters';
import { contactOutcome, contactOutcomeToQuery } from '@/lib/content/contact/outcome';
import { queryParam } from '@/lib/content/faq/search';
import { dayView, withShownHidden, type PageView, type PageViews } from '@/lib/platform/page-views/views';

/**
 * The pages cached per view (ADR 24) and how each reads its query: the proxy rewrites a request to
 * its page's canonical view (lib/platform/i18n/route-request.ts), the page reads it back with the same
 * entry (lib/platform/page-views/read-view.ts). The parsers are the features'; the table is here, where
 * the pages are, because the platform imports no feature (ADR 57).
 */

const deviceList =
  (kind: DeviceKind): PageView =>
  (query) =>
    deviceFiltersToQuery(parseDeviceFilters(query, kind));

/** A page whose view is its search (?q=, as the search reads it). */
const searchView: PageView = (query) => {
  const q = queryParam(query.q);
  return q === undefined ? '' : new URLSearchParams({ q }).toString();
};

export const PAGE_VIEWS = {
  '/tariffs': (query, { shownHidden }) => {
    const filters = parseFilters(query);
    // Only the tariffs category lists hidden tariffs: the other categories' views leave the list out.
    return withShownHidden(filtersToQuery(filters), filters.category === 'tariffs' ? shownHidden : []);
  },
  '/smartphones': deviceList('smartphone'),
  '/routers': deviceList('router'),
  '/repeaters': deviceList('repeater'),
  '/faq': searchView,
  '/help': searchView,
  '/contact': (query) => contactOutcomeToQuery(contactOutcome(query)),
  // "Today" and the coming days' closures: one view per shop and day.
  '/shops/[id]': dayView,
} as const satisfies PageViews;
