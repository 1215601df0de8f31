import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { IntentLink } from './IntentLink';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The site's header, phone first (issue 25 §1): the brand, the account and the cart always one tap
 * away, then a "Menu" disclosure holding the main navigation and the language switch. It is a
 * <details> element, so it opens without JavaScript and a screen reader hears a collapsed or expanded
 * button; from 48rem on header.css shows its content inline and hides the toggle (ADR 32). The order
 * in the document is the order on screen at every width: brand, account, cart, menu. `cartLink` is the
 * layout's slot: the cart link, with the count where the page serves one (ADR 31).
 */
export async function Header({ site, cartLink }: { site: Site; cartLink: ReactNode }) {
  const t = await getTranslations('nav');
  const meta = await getTranslations('meta');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <IntentLink href={localizedPath(site, '/')} className="brand">
          <span aria-hidden="true" className="brand__mark" />
          <span className="brand__name">{meta('siteName')}</span>
        </IntentLink>
        <ul className="site-header__actions">
          <li>
            {/* Personal pages are never prefetched: nothing to reuse, and the request would carry the session. */}
            <Link href={localizedPath(site, '/account')} prefetch={false} className="account-link">
              {t('account')}
            </Link>
          </li>
          <li>{cartLink}</li>
        </ul>
        <details className="site-menu">
          <summary className="site-menu__toggle">{t('menu')}</summary>
          <div className="site-menu__panel">
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
              </ul>
            </nav>
            {site.market.locales.length > 1 && <LanguageSwitcher locales={site.market.locales} current={site.locale} />}
          </div>
        </details>
      </div>
    </header>
  );
}
