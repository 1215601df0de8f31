import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SiteProvider } from '@/components/site/SiteProvider';
import { MARKETS } from '@/lib/markets/markets';
import type { Site } from '@/lib/site/site-shape';
import messages from '@/messages/en-GB.json';

const site: Site = { market: MARKETS.AT, locale: 'en-GB', defaultLocale: 'de-AT', content: { market: 'AT', locale: 'en-GB' } };

/** Renders a client island as the root layout would: with en-GB messages and an AT site. */
export function renderIsland(ui: ReactElement, options?: RenderOptions) {
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages} timeZone="Europe/Vienna">
      <SiteProvider value={site}>{ui}</SiteProvider>
    </NextIntlClientProvider>,
    options,
  );
}
