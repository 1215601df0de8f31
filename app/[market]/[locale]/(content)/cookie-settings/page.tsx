import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ConsentSettings } from '@/components/consent/ConsentSettings';
import { consentFormText } from '@/lib/platform/consent/consent-text';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams };

/** The same page for everybody (the stored choice is read in the browser): cached after first render. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'consent' });
  return pageMetadata(site, '/cookie-settings', {}, { title: t('title'), description: t('description') });
}

export default async function CookieSettingsPage({ params }: Props) {
  const site = await siteFromParams(params);
  const t = await getTranslations('consent');
  return (
    // data-consent-settings: the cookie banner stays away from the page that does its job (consent-banner.css).
    <div className="container page page--narrow" data-consent-settings="">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <p>{t.rich('privacyHint', { link: (chunks) => <Link href={`${localizedPath(site, '/privacy')}#cookies`}>{chunks}</Link> })}</p>
      <ConsentSettings text={await consentFormText()} returnTo={localizedPath(site, '/cookie-settings')} />
    </div>
  );
}
