'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import type { ConsentDecision } from '@/lib/consent/consent';
import { useConsent } from '@/lib/consent/use-consent';
import { currentRoute } from '@/lib/i18n/current-route';
import { localizedPath } from '@/lib/i18n/paths';
import { ConsentForm } from './ConsentForm';

/**
 * The cookie banner: a labelled, non-modal region at the end of the page, kept at the bottom of the
 * viewport (sticky, so the space it takes is its own and nothing moves). It is in the cached HTML for
 * everybody; the inline boot script hides it before the first paint when a choice is stored. Compact,
 * so a phone still shows the page: one short sentence, accept all and reject all side by side, the
 * categories behind a disclosure and the settings link. After a choice it says what was saved until
 * the visitor hides it. Not shown on the cookie-settings page.
 */
export function ConsentBanner({ settingsHref }: { settingsHref: string }) {
  const t = useTranslations('consent');
  const site = useSite();
  const match = currentRoute(usePathname(), site);
  const consent = useConsent();
  const [saved, setSaved] = useState<ConsentDecision | null>(null);
  const [hidden, setHidden] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The boot script trusted a cookie that turned out unusable: show the banner after all.
    if (consent === null) document.documentElement.removeAttribute('data-consent');
  }, [consent]);
  useEffect(() => {
    if (saved) confirmation.current?.focus();
  }, [saved]);

  if (hidden || match?.route === '/cookie-settings' || (consent && !saved)) return null;
  const returnTo = match ? localizedPath(site, match.route, match.params) : localizedPath(site, '/');
  const hide = () => {
    setHidden(true);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className="consent-banner dock-panel" aria-labelledby="consent-banner-heading" data-consent-banner="">
      <div className="container consent-banner__inner">
        <h2 id="consent-banner-heading" className="consent-banner__heading">
          {t('bannerHeading')}
        </h2>
        {saved ? (
          <div className="consent-banner__saved">
            <p ref={confirmation} tabIndex={-1} role="status">
              {t('saved', { decision: saved })}
            </p>
            <button type="button" className="button button--secondary" onClick={hide}>
              {t('hide')}
            </button>
          </div>
        ) : (
          <>
            <p className="consent-banner__text">
              {t('bannerText')} <a href={settingsHref}>{t('footerLink')}</a>
            </p>
            <ConsentForm id="consent-banner" consent={null} returnTo={returnTo} collapsed onSaved={setSaved} />
          </>
        )}
      </div>
    </section>
  );
}
