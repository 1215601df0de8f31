import { parseShownHidden } from '@/lib/domain/hidden-tariffs';
import type { IsoDay } from '@/lib/domain/holidays';
import type { Route } from '@/lib/platform/i18n/pathnames';

/**
 * The cached views of pages whose content depends on more than their path (ADR 24). The proxy turns
 * a request into its page's canonical view, a query string without defaults in one order, and
 * rewrites to the page's view route `/{market}/{locale}/{route}/-/{view}`, so Next caches each view
 * as ISR. Whatever the parsers ignore (garbage values, unknown keys) is not part of the view. Which
 * pages have views, and how each reads its query, is app/page-views.ts (the features' parsers).
 */

/** A query string as the parsers read it (repeated keys as lists). */
export type Query = Record<string, string | string[] | undefined>;

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

/** A page's canonical view of a request: '' when it is the page's plain view. */
export type PageView = (query: Query, facts: ViewFacts) => string;

/** The pages with views, each with its own. */
export type PageViews = Partial<Record<Route, PageView>>;

/** A view with the hidden tariffs a visitor was shown, sorted, under the view's own key (none: the view itself). */
export function withShownHidden(view: string, shownHidden: readonly string[]): string {
  if (shownHidden.length === 0) return view;
  const params = new URLSearchParams(view);
  params.set(SHOWN, [...shownHidden].sort().join(','));
  return params.toString();
}

/** The view of a page that shows the market's day (one view per day). */
export const dayView: PageView = (_query, { day }) => (day ? new URLSearchParams({ [DAY]: day }).toString() : '');

/** A query string as the parsers read it (repeated keys as lists). */
export function queryOf(params: URLSearchParams): Query {
  const query: Query = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
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
