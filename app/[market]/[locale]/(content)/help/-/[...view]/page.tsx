export { default, generateMetadata } from '../../page';

/** The help centre with a search, one cached page per canonical view the proxy rewrites to (ADR 24): rendered on first request. */
export function generateStaticParams() {
  return [];
}
