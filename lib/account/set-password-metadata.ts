import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

const PAGES = {
  first: { path: '/account/password/first/set', title: 'set.headingFirst' },
  reset: { path: '/account/password/new', title: 'set.headingReset' },
} as const;

/**
 * The metadata of the two pages a password is set on from an e-mailed link (a first password, a reset):
 * never indexed, and never passing the URL, whose query holds the link's token, on as a referrer.
 */
export async function setPasswordMetadata(params: SiteParams, kind: keyof typeof PAGES): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPassword' });
  const { path, title } = PAGES[kind];
  return { ...(await pageMetadata(site, path, {}, { title: t(title), index: false })), referrer: 'no-referrer' };
}
