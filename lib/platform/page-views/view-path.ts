import { VIEW_MARKER } from './marker';
import { viewState, type PageView, type PageViewState } from './views';

/**
 * How a canonical view travels in the internal path (ADR 24): after the marker segment "-", as
 * base64url in segments of at most SEGMENT_LENGTH characters (the ISR cache stores each path as files,
 * whose names must stay short). base64url has no ".", so a view path never looks like a file name and
 * the proxy (which skips those) always sees it: no visitor reaches a view route but through the
 * proxy's rewrite, which alone adds the hidden tariffs a visitor was shown (ADR 16).
 */
const SEGMENT_LENGTH = 100;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The internal path's suffix for a canonical view: '' for the plain view. */
export function viewSuffix(view: string): string {
  if (view === '') return '';
  const encoded = Buffer.from(view, 'utf8').toString('base64url');
  const segments = encoded.match(new RegExp(`.{1,${SEGMENT_LENGTH}}`, 'g')) ?? [];
  return `/${VIEW_MARKER}/${segments.join('/')}`;
}

/**
 * The view a view route's segments carry, or undefined when they are not exactly what the proxy
 * writes for a canonical view (so no two paths cache the same view, and nothing else is served).
 */
export function readViewSegments(page: PageView, segments: readonly string[]): PageViewState | undefined {
  const encoded = segments.join('');
  if (!BASE64URL.test(encoded)) return undefined;
  const view = Buffer.from(encoded, 'base64url').toString('utf8');
  const state = viewState(view);
  const canonical = page(state.query, state.facts);
  return canonical !== '' && viewSuffix(canonical) === `/${VIEW_MARKER}/${segments.join('/')}` ? state : undefined;
}
