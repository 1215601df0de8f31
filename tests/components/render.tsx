import { render, screen, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteProvider } from '@/components/site/SiteProvider';
import type { Messages } from '@/lib/platform/i18n/messages';
import { MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site-shape';
import en from '@/messages/en-GB.json';

type IslandOptions = RenderOptions & {
  /** en-GB unless given; another locale needs its messages (`await loadMessages(locale)`). */
  locale?: Locale;
  /** The first market selling in the locale unless given (AT for en-GB). */
  market?: MarketCode;
  messages?: Messages;
};

/** The root layout's providers: the locale's messages and a site of the market (by default the first selling in the locale). */
function providers({ locale = 'en-GB', market: code, messages = en }: IslandOptions) {
  const market = code ? MARKETS[code] : (Object.values(MARKETS).find((m) => m.locales.includes(locale)) ?? MARKETS.AT);
  const site: Site = { market, locale, defaultLocale: market.locales[0]!, content: { market: market.code, locale } };
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={market.timeZone}>
        <SiteProvider value={site}>{children}</SiteProvider>
      </NextIntlClientProvider>
    );
  };
}

/** Renders a client island as the root layout would. */
export function renderIsland(ui: ReactElement, { locale, market, messages, ...options }: IslandOptions = {}) {
  // As a wrapper, so that `rerender` keeps the providers.
  return render(ui, { wrapper: providers({ locale, market, messages }), ...options });
}

/** The HTML the server sends for an island, in the document as a browser without JavaScript shows it. */
export function serveIsland(ui: ReactElement, options: Omit<IslandOptions, keyof RenderOptions> = {}) {
  const Providers = providers(options);
  document.body.innerHTML = renderToString(<Providers>{ui}</Providers>);
  return document.body;
}

/** The text of every alert on the screen, joined: what a screen reader has been told. */
export const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent)
    .join(' ');
