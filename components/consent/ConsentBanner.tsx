'use client';

import { useEffect, useRef, useState } from 'react';
import type { ConsentDecision } from '@/lib/platform/consent/consent';
import type { ConsentBannerText } from '@/lib/platform/consent/consent-text';
import { useConsent } from '@/lib/platform/consent/use-consent';
import { ConsentForm } from './ConsentForm';

/**
 * The cookie banner: a labelled, non-modal region at the end of the page, kept at the bottom of the
 * viewport (sticky, so the space it takes is its own and nothing moves). It is in the cached HTML for
 * everybody; the inline boot script hides it before the first paint when a choice is stored. Compact,
 * so a phone still shows the page: one short sentence, accept all and reject all side by side, the
 * categories behind a disclosure and the settings link. After a choice it says what was saved until
 * the visitor hides it. Its words come translated from the server, and it does not know its page:
 * the cookie-settings page hides it (consent-banner.css), and a post without JavaScript returns to
 * the page the browser names (/api/consent).
 */
export function ConsentBanner({ text, settingsHref }: { text: ConsentBannerText; settingsHref: string }) {
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

  if (hidden || (consent && !saved)) return null;
  const hide = () => {
    setHidden(true);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section className="consent-banner dock-panel" aria-labelledby="consent-banner-heading" data-consent-banner="">
      <div className="container consent-banner__inner">
        <h2 id="consent-banner-heading" className="consent-banner__heading">
          {text.heading}
        </h2>
        {saved ? (
          <div className="consent-banner__saved">
            <p ref={confirmation} tabIndex={-1} role="status">
              {text.form.saved[saved]}
            </p>
            <button type="button" className="button button--secondary" onClick={hide}>
              {text.hide}
            </button>
          </div>
        ) : (
          <>
            <p className="consent-banner__text">
              {text.text} <a href={settingsHref}>{text.settingsLink}</a>
            </p>
            <ConsentForm id="consent-banner" consent={null} text={text.form} collapsed onSaved={setSaved} />
          </>
        )}
      </div>
    </section>
  );
}
