'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Locale, MarketCode } from '@/lib/markets/markets';

export type ClientSite = {
  market: MarketCode;
  marketSlug: string;
  locale: Locale;
  defaultLocale: Locale;
  currency: string;
};

const SiteContext = createContext<ClientSite | null>(null);

/** Market and locale for client islands (links, prices), set once by the root layout. */
export function SiteProvider({ value, children }: { value: ClientSite; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): ClientSite {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside SiteProvider');
  return site;
}
