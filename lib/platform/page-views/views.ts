import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { deviceFiltersToQuery, parseDeviceFilters } from '@/lib/catalogue/device-filters';
import { filtersToQuery, parseFilters, type Query } from '@/lib/catalogue/filters';
import { contactOutcome, contactOutcomeToQuery } from '@/lib/content/contact/outcome';
import { parseShownHidden } from '@/lib/domain/hidden-tariffs';
import type { IsoDay } from '@/lib/domain/holidays';
import { queryParam } from '@/lib/content/faq/search';
import type { Route } from '@/lib/platform/i18n/pathnames';

/**
 * The cached views of pages whose content depends on more than their path (ADR 24). The proxy turns
 * a request into its page's canonical view, a query string without defaults in one order, and
 * rewrites to the page's view route `/{market}/{locale}/{route}/-/{view}`, so Next caches each view
 * as ISR. Whatever the parsers ignore (garbage values, unknown keys) is not part of the view.
 */

/** What the server, not the visitor's query, adds to a view. */
export type ViewFacts = {
  /** The hidden tariffs this visitor has been shown, from their session cookie (ADR 16). */
  shownHidden: readonly string[];
  /** Today in the market's time zone. */
  day?: IsoDay;
};

/** A view's own keys for the facts; never taken from the visitor's query. */
const SHOWN = 'shown';
const DAY = 'day';

type PageView = (query: Query, facts: ViewFacts) => string;

const deviceList =
  (kind: DeviceKind): PageView =>
  (query) =>
    deviceFiltersToQuery(parseDeviceFilters(query, kind));

const withParam = (query: string, key: string, value: string) => {
  const params = new URLSearchParams(query);
  params.set(key, value);
  return params.toString();
};

/** A page whose view is its search (?q=, as the search reads it). */
const searchView: PageView = (query) => {
  const q = queryParam(query.q);
  return q === undefined ? '' : new URLSearchParams({ q }).toString();
};

export const PAGE_VIEWS = {
  '/tariffs': (query, { shownHidden }) => {
    const filters = parseFilters(query);
    const view = filtersToQuery(filters);
    // Only the tariffs category lists hidden tariffs: the other categories' views leave the list out.
    const listed = filters.category === 'tariffs' ? [...shownHidden].sort() : [];
    return listed.length > 0 ? withParam(view, SHOWN, listed.join(',')) : view;
  },
  '/smartphones': deviceList('smartphone'),
  '/routers': deviceList('router'),
  '/repeaters': deviceList('repeater'),
  '/faq': searchView,
  '/help': searchView,
  '/contact': (query) => contactOutcomeToQuery(contactOutcome(query)),
  // "Today" and the coming days' closures: one view per shop and day.
  '/shops/[id]': (_query, { day }) => (day ? new URLSearchParams({ [DAY]: day }).toString() : ''),
} as const satisfies Partial<Record<Route, PageView>>;

export type ViewRoute = keyof typeof PAGE_VIEWS;

export const isViewRoute = (route: Route): route is ViewRoute => route in PAGE_VIEWS;

/** A query string as the parsers read it (repeated keys as lists). */
export function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

/** The canonical view of a request: '' when it is the page's plain view. */
export function canonicalView(route: ViewRoute, query: Query, facts: ViewFacts): string {
  return PAGE_VIEWS[route](query, facts);
}

/** The view a page reads back: its query and its facts. */
export type PageViewState = { query: Query; facts: ViewFacts };

export const PLAIN_VIEW: PageViewState = { query: {}, facts: { shownHidden: [] } };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A decoded view string back into query and facts. */
export function viewState(view: string): PageViewState {
  const params = new URLSearchParams(view);
  const day = params.get(DAY) ?? undefined;
  return {
    query: queryOf(params),
    facts: { shownHidden: parseShownHidden(params.get(SHOWN) ?? undefined), day: day && ISO_DAY.test(day) ? day : undefined },
  };
}
