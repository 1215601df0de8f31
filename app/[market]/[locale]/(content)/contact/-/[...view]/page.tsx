export { default, generateMetadata } from '../../page';

/** The contact page after a form posted without JavaScript, one cached page per canonical view the proxy rewrites to (ADR 24): rendered on first request. */
export function generateStaticParams() {
  return [];
}
