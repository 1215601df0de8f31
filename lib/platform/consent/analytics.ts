/**
 * The analytics tags of a market (ids from /config/mandant analytics), loaded only after the visitor
 * allowed statistics. Where each script comes from is a URL template with {id}: by default a same-origin
 * stand-in (/api/analytics/*.js, a no-op script: the demo and the tests have no third-party network);
 * production sets ANALYTICS_GTM_SRC / ANALYTICS_MATOMO_SRC to the real tag URLs.
 */
export type AnalyticsIds = { googleTagManagerId?: string; matomoSiteId?: string };
export type AnalyticsTool = 'gtm' | 'matomo';
export type AnalyticsScript = { tool: AnalyticsTool; src: string };

export const DEFAULT_ANALYTICS_SOURCES: Record<AnalyticsTool, string> = {
  gtm: '/api/analytics/gtm.js?id={id}',
  matomo: '/api/analytics/matomo.js?id={id}',
};

const VALID_ID: Record<AnalyticsTool, RegExp> = { gtm: /^GTM-[A-Z0-9]{4,12}$/, matomo: /^\d{1,6}$/ };

/** The scripts to load for the configured ids; ids of an unexpected shape are left out. */
export function analyticsScripts(ids: AnalyticsIds, sources: Record<AnalyticsTool, string> = DEFAULT_ANALYTICS_SOURCES): AnalyticsScript[] {
  const configured: [AnalyticsTool, string | undefined][] = [
    ['gtm', ids.googleTagManagerId],
    ['matomo', ids.matomoSiteId],
  ];
  return configured.flatMap(([tool, id]) =>
    id && VALID_ID[tool].test(id) ? [{ tool, src: sources[tool].replace('{id}', encodeURIComponent(id)) }] : [],
  );
}

/** The sources from the environment (server side), falling back to the stand-ins. */
export function analyticsSourcesFromEnv(env: { ANALYTICS_GTM_SRC?: string; ANALYTICS_MATOMO_SRC?: string }): Record<AnalyticsTool, string> {
  return {
    gtm: env.ANALYTICS_GTM_SRC || DEFAULT_ANALYTICS_SOURCES.gtm,
    matomo: env.ANALYTICS_MATOMO_SRC || DEFAULT_ANALYTICS_SOURCES.matomo,
  };
}
