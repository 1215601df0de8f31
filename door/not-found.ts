/**
 * The 404 page (issue 17 §3). The proxy rewrites paths that name no page to a normal, cached 404 page
 * and marks it `x-door-status: 404` (lib/platform/i18n/route-request.ts DOOR_STATUS): the door makes that the
 * status. A page's own notFound() (an unknown tariff, device, shop …) is answered by Next 16.4 under our
 * dynamic root layout with an empty `__next_error__` document (no layout, no lang, blank without
 * JavaScript); the door answers such an HTML 404 with the 404 page of the same host and locale prefix,
 * asked from itself. Next's not-found.tsx and global-not-found were tried instead and do not render it
 * (ADR 41).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** A page the door sends instead of Next's: its Content-Type and body. */
export type ReplacementPage = { type: string; body: Buffer };

export const DOOR_STATUS = 'x-door-status';

/** Applies the proxy's status mark; whether there was one. */
export function applyDoorStatus(res: ServerResponse): boolean {
  const status = Number(res.getHeader(DOOR_STATUS));
  res.removeHeader(DOOR_STATUS);
  if (!status) return false;
  res.statusCode = status;
  return true;
}

/** The 404 page for a request, asked from this server (same Host, same locale prefix: "/fr/…" → "/fr/-"). */
export function loopbackNotFoundPage(
  port: number,
  host: string,
): (req: Pick<IncomingMessage, 'url' | 'headers'>) => Promise<ReplacementPage | undefined> {
  return (req) =>
    new Promise((resolve) => {
      const first = (req.url ?? '/').split(/[/?#]/)[1] ?? '';
      // "-" names no page in any language: the proxy serves the 404 page there.
      const path = /^[a-z]{2}$/.test(first) ? `/${first}/-` : '/-';
      const ask = http.get({ host, port, path, headers: { host: req.headers.host ?? '', 'accept-encoding': 'identity' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () => {
          const type = String(answer.headers['content-type'] ?? '');
          resolve(answer.statusCode === 404 && type.includes('text/html') ? { type, body: Buffer.concat(chunks) } : undefined);
        });
        answer.on('error', () => resolve(undefined));
      });
      ask.on('error', () => resolve(undefined));
      ask.setTimeout(5000, () => ask.destroy());
    });
}
