import 'server-only';
import { locale, market } from 'next/root-params';
import { siteFromParams, type Site } from './site';

/**
 * The site of the page being rendered, for a server component its page hands none: the page's
 * [market] and [locale] root params through the one resolver (memoised per request).
 */
export async function pageSite(): Promise<Site> {
  const [slug, code]: unknown[] = await Promise.all([market(), locale()]);
  return siteFromParams(Promise.resolve({ market: String(slug), locale: String(code) }));
}
