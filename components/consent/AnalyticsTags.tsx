'use client';

import { useEffect } from 'react';
import type { AnalyticsScript } from '@/lib/platform/consent/analytics';
import { useConsent } from '@/lib/platform/consent/use-consent';
import { forgetVisit, recordVisit } from '@/lib/platform/consent/visit';

/** Cookies the analytics tags set (Matomo, Google): deleted when statistics are withdrawn. */
const ANALYTICS_COOKIE = /^(_pk_|_ga|_gid)/;

function addScripts(scripts: AnalyticsScript[]) {
  for (const { tool, src } of scripts) {
    if (document.querySelector(`script[data-analytics="${tool}"]`)) continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.analytics = tool;
    document.head.appendChild(script);
  }
}

function removeAnalytics() {
  document.querySelectorAll('script[data-analytics]').forEach((script) => script.remove());
  for (const entry of document.cookie.split(/;\s*/)) {
    const name = entry.split('=')[0] ?? '';
    if (ANALYTICS_COOKIE.test(name)) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  forgetVisit();
}

/**
 * Loads the market's analytics tags and sends the cookie-tracking hit, both only once the visitor has
 * allowed statistics; nothing of it exists before. Withdrawing statistics removes the tags and their
 * cookies. Rendered by ConsentedAnalytics once the page has started.
 */
export function AnalyticsTags({ scripts }: { scripts: AnalyticsScript[] }) {
  const consent = useConsent();
  const known = consent !== undefined;
  const allowed = consent?.statistics === true;

  // Both steps are idempotent: running again after another save changes nothing twice.
  useEffect(() => {
    if (!known) return;
    if (!allowed) {
      removeAnalytics();
      return;
    }
    addScripts(scripts);
    void recordVisit();
  }, [known, allowed, scripts]);

  return null;
}
