'use client';

import { lazy, Suspense } from 'react';
import { useStarted } from '@/lib/platform/browser/use-started';
import type { AnalyticsScript } from '@/lib/platform/consent/analytics';

const AnalyticsTags = lazy(() => import('./AnalyticsTags').then((module) => ({ default: module.AnalyticsTags })));

/**
 * The market's analytics tags, as the visitor's consent allows (AnalyticsTags). Not needed before the
 * visitor can use the page: their code is loaded, and the consent acted on, once the page has started
 * and the browser is idle.
 */
export function ConsentedAnalytics({ scripts }: { scripts: AnalyticsScript[] }) {
  const started = useStarted();
  return started ? (
    <Suspense>
      <AnalyticsTags scripts={scripts} />
    </Suspense>
  ) : null;
}
