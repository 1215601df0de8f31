export { default, generateMetadata } from '../../page';

/** The FAQ with a search, one cached page per canonical view the proxy rewrites to (ADR 24): rendered on first request. */
export function generateStaticParams() {
  return [];
}
