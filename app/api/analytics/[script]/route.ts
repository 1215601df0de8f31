import { defineHandler, failure } from '@/lib/platform/bff/handler';

/**
 * Same-origin stand-ins for the analytics tags (lib/platform/consent/analytics.ts): each queues what the real
 * tag would pick up and does nothing else: no request, no cookie. Loaded only after consent.
 */
const SCRIPTS = new Map([
  ['gtm.js', "(window.dataLayer=window.dataLayer||[]).push({event:'gtm.js','gtm.start':Date.now()});"],
  ['matomo.js', "(window._paq=window._paq||[]).push(['trackPageView']);"],
]);

export const GET = defineHandler({
  async handle({ params }) {
    const script = String(params.script);
    const body = SCRIPTS.get(script);
    if (!body) return failure(404, 'not_found');
    return new Response(`/* analytics stand-in: ${script} */\n${body}\n`, {
      headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  },
});
