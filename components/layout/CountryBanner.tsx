'use client';

import { lazy, Suspense } from 'react';
import { useStarted } from '@/lib/platform/browser/use-started';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';

const CountryOffer = lazy(() => import('./CountryOffer').then((module) => ({ default: module.CountryOffer })));

/**
 * Offers a visitor from another market's country that market's shop (issue 5 §1). The page stays
 * cached and its start-up untouched: the offer's code is loaded, and /api/country asked, only once the
 * page has started and the browser is idle (useStarted). Its live region is always there, so the
 * offer is announced politely. `dismissLabel` comes translated from the server.
 */
export function CountryBanner({ locale, market, dismissLabel }: { locale: Locale; market: MarketCode; dismissLabel: string }) {
  const started = useStarted();
  return (
    <div aria-live="polite">
      {started && (
        <Suspense>
          <CountryOffer locale={locale} market={market} dismissLabel={dismissLabel} />
        </Suspense>
      )}
    </div>
  );
}
