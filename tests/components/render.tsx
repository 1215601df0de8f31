import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SiteProvider } from '@/components/site/SiteProvider';
import type { Messages } from '@/lib/i18n/messages';
import { MARKETS, type Locale, type MarketCode } from '@/lib/markets/markets';
import type { Site } from '@/lib/site/site-shape';
import en from '@/messages/en-GB.json';

type IslandOptions = RenderOptions & {
  /** en-GB unless given; another locale needs its messages (`await loadMessages(locale)`). */
  locale?: Locale;
  /** The first market selling in the locale unless given (AT for en-GB). */
  market?: MarketCode;
  messages?: Messages;
};

/** Renders a client island as the root layout would: with the locale's messages and a site of the market (by default the first selling in the locale). */
export function renderIsland(ui: ReactElement, { locale = 'en-GB', market: code, messages = en, ...options }: IslandOptions = {}) {
  const market = code ? MARKETS[code] : (Object.values(MARKETS).find((m) => m.locales.includes(locale)) ?? MARKETS.AT);
  const site: Site = { market, locale, defaultLocale: market.locales[0]!, content: { market: market.code, locale } };
  // As a wrapper, so that `rerender` keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={market.timeZone}>
      <SiteProvider value={site}>{children}</SiteProvider>
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper, ...options });
}
