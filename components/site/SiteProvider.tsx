'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Site } from '@/lib/platform/site/site-shape';

const SiteContext = createContext<Site | null>(null);

/** The page's Site (lib/platform/site/site.ts) for client islands (links, prices, drafts per market), set once by the root layout. */
export function SiteProvider({ value, children }: { value: Site; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside SiteProvider');
  return site;
}
