import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SiteProvider, type ClientSite } from '@/components/site/SiteProvider';
import messages from '@/messages/en-GB.json';

const site: ClientSite = { market: 'AT', marketSlug: 'at', locale: 'en-GB', defaultLocale: 'de-AT', currency: 'EUR' };

/** Renders a client island as the root layout would: with en-GB messages and an AT site. */
export function renderIsland(ui: ReactElement, options?: RenderOptions) {
  return render(
    <NextIntlClientProvider locale="en-GB" messages={messages} timeZone="Europe/Vienna">
      <SiteProvider value={site}>{ui}</SiteProvider>
    </NextIntlClientProvider>,
    options,
  );
}
