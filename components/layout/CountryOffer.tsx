'use client';

import { useEffect, useState } from 'react';
import { offerOf, type CountryOffer as Offer } from '@/lib/platform/markets/country';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';

const storageKey = (market: MarketCode) => `country-banner-dismissed:${market}`;

function dismissedOffer(market: MarketCode): string | null {
  try {
    return localStorage.getItem(storageKey(market));
  } catch {
    return null;
  }
}

/**
 * The country offer itself (issue 5 §1), loaded by CountryBanner once the page has started: asks
 * /api/country, whose answer carries the offer's words in the page's language, and shows nothing
 * without an offer. Dismissing is remembered per market in localStorage.
 */
export function CountryOffer({ locale, market, dismissLabel }: { locale: Locale; market: MarketCode; dismissLabel: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);

  useEffect(() => {
    let current = true;
    fetch(`/api/country?locale=${encodeURIComponent(locale)}`)
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const found = offerOf(body);
        if (current && found && dismissedOffer(market) !== found.market) setOffer(found);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, market]);

  if (!offer) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(market), offer.market);
    } catch {
      // without storage the banner comes back on the next page
    }
    setOffer(null);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
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
            {offer.go}
          </a>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {dismissLabel}
          </button>
        </div>
      </div>
    </section>
  );
}
