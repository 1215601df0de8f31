import { getTranslations } from 'next-intl/server';
import { getMandant } from '@/lib/platform/content-api/config';
import { organization } from '@/lib/platform/seo/json-ld';
import { siteOrigin } from '@/lib/platform/site/metadata';
import type { Site } from '@/lib/platform/site/site';
import { JsonLd } from './JsonLd';

/** The market's Organization for search engines, on every page; nothing when /config/mandant fails. */
export async function OrganizationJsonLd({ site }: { site: Site }) {
  const mandant = await getMandant(site.content);
  if (!mandant.ok) return null;
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  const origin = siteOrigin(site.market.code);
  return <JsonLd data={organization({ origin, name: t('siteName'), logo: `${origin}/icon.svg`, mandant: mandant.data })} />;
}
