import 'server-only';
import { notFound } from 'next/navigation';
import { readViewSegments } from './view-path';
import { PLAIN_VIEW, type PageView, type PageViewState } from './views';

/** The params of a page with views: its plain route has no `view`, its view route (`-/[...view]`) has. */
export type ViewParams = Promise<{ market: string; locale: string; view?: string[] }>;

/**
 * The view a page renders (ADR 24), read with its entry of app/page-views.ts; 404 for view segments
 * the proxy would not have written.
 */
export async function pageView(page: PageView, params: ViewParams): Promise<PageViewState> {
  const { view } = await params;
  if (view === undefined) return PLAIN_VIEW;
  return readViewSegments(page, view) ?? notFound();
}
