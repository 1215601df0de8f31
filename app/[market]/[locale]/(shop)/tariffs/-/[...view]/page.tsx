export { default, generateMetadata } from '../../page';

/** The overview with filters or shown hidden tariffs, one cached page per canonical view the proxy rewrites to (ADR 24): rendered on first request. */
export function generateStaticParams() {
  return [];
}
