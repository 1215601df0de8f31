import 'server-only';
import { notFound } from 'next/navigation';
import { readViewSegments } from './view-path';
import { PLAIN_VIEW, type PageViewState, type ViewRoute } from './views';

/** The params of a page with views: its plain route has no `view`, its view route (`-/[...view]`) has. */
export type ViewParams = Promise<{ market: string; locale: string; view?: string[] }>;

/** The view a page renders (ADR 24); 404 for view segments the proxy would not have written. */
export async function pageView(route: ViewRoute, params: ViewParams): Promise<PageViewState> {
  const { view } = await params;
  if (view === undefined) return PLAIN_VIEW;
  return readViewSegments(route, view) ?? notFound();
}
