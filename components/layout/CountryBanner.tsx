'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { afterStartUp } from '@/lib/browser/after-start-up';
import { offerOf, type CountryOffer } from '@/lib/markets/country';
import type { MarketCode } from '@/lib/markets/markets';

const storageKey = (market: MarketCode) => `country-banner-dismissed:${market}`;

function dismissedOffer(market: MarketCode): string | null {
  try {
    return localStorage.getItem(storageKey(market));
  } catch {
    return null;
  }
}

/**
 * Offers a visitor from another market's country that market's shop (issue 5 §1). Asks /api/country
 * once the page has started and the browser is idle (lib/browser/after-start-up.ts), so the page
 * itself stays cached and its start-up is not slowed; shows nothing without an offer. Dismissing is remembered
 * per market in localStorage. Its live region is always there, so the offer is announced politely.
 */
export function CountryBanner() {
  const t = useTranslations('country');
  const site = useSite();
  const [offer, setOffer] = useState<CountryOffer | null>(null);

  useEffect(() => {
    let current = true;
    const cancel = afterStartUp(() => {
      fetch(`/api/country?locale=${encodeURIComponent(site.locale)}`)
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          const found = offerOf(body);
          if (current && found && dismissedOffer(site.market.code) !== found.market) setOffer(found);
        })
        .catch(() => undefined);
    });
    return () => {
      current = false;
      cancel();
    };
  }, [site.locale, site.market.code]);

  const dismiss = () => {
    if (!offer) return;
    try {
      localStorage.setItem(storageKey(site.market.code), offer.market);
    } catch {
      // without storage the banner comes back on the next page
    }
    setOffer(null);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const country = offer ? (new Intl.DisplayNames([site.locale], { type: 'region' }).of(offer.countryCode) ?? offer.countryCode) : '';
  return (
    <div aria-live="polite">
      {offer && (
        <section className="country-banner dock-panel" aria-labelledby="country-banner-heading">
          <div className="container country-banner__inner">
            <div>
              <h2 id="country-banner-heading" className="country-banner__heading">
                {offer.header}
              </h2>
              <p className="country-banner__text">{offer.text}</p>
            </div>
            <div className="country-banner__actions">
              <a className="button button--primary" href={offer.href}>
                {t('go', { country })}
              </a>
              <button type="button" className="button button--secondary" onClick={dismiss}>
                {t('dismiss')}
              </button>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
