import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localizedPath } from '@/lib/i18n/paths';
import type { Site } from '@/lib/site/site';
import { IntentLink } from './IntentLink';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The site's header; `cartLink` is the layout's slot: the cart link, with the count where the page serves one. */
export async function Header({ site, cartLink }: { site: Site; cartLink: ReactNode }) {
  const t = await getTranslations('nav');
  const meta = await getTranslations('meta');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <IntentLink href={localizedPath(site, '/')} className="brand">
          <span aria-hidden="true" className="brand__mark" />
          <span>{meta('siteName')}</span>
        </IntentLink>
        <nav aria-label={t('main')} className="site-nav">
          <ul>
            <li>
              <IntentLink href={localizedPath(site, '/tariffs')}>{t('tariffs')}</IntentLink>
            </li>
            {site.market.sellsDevices && (
              <>
                <li>
                  <IntentLink href={localizedPath(site, '/smartphones')}>{t('smartphones')}</IntentLink>
                </li>
                <li>
                  <IntentLink href={localizedPath(site, '/routers')}>{t('routers')}</IntentLink>
                </li>
              </>
            )}
            {site.market.sellsFixedLine && (
              <>
                <li>
                  <IntentLink href={localizedPath(site, '/internet')}>{t('internet')}</IntentLink>
                </li>
                <li>
                  <IntentLink href={localizedPath(site, '/iptv')}>{t('iptv')}</IntentLink>
                </li>
              </>
            )}
            <li>
              {/* Personal pages are never prefetched: nothing to reuse, and the request would carry the session. */}
              <Link href={localizedPath(site, '/account')} prefetch={false}>
                {t('account')}
              </Link>
            </li>
            <li>{cartLink}</li>
          </ul>
        </nav>
        {site.market.locales.length > 1 && <LanguageSwitcher locales={site.market.locales} />}
      </div>
    </header>
  );
}
