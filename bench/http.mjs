/**
 * Plain HTTP GETs for the bench. Node does not resolve `*.localhost` (Chromium does), so a URL
 * on a market host is requested from 127.0.0.1 with the market host in the Host header.
 */
import http from 'node:http';

const TIMEOUT_MS = 30_000;

/**
 * GET `url` (http only). Returns { status, headers, body: Buffer }; the body is what the server
 * sent, uncompressed (no Accept-Encoding is sent).
 */
export const get = (url, { headers = {} } = {}) => send(url, { method: 'GET', headers });

/** Any method, with an optional body (a string or Buffer); redirects are not followed. */
export function send(url, { method, headers = {}, body }) {
  const target = new URL(url);
  if (target.protocol !== 'http:') throw new Error(`bench only fetches http URLs, got ${url}`);
  const loopback = target.hostname === 'localhost' || target.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: loopback ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { Host: target.host, ...headers },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url} timed out after ${TIMEOUT_MS / 1000}s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** GET that must answer 2xx; throws with the status otherwise. */
export async function getOk(url, options) {
  const response = await get(url, options);
  if (response.status < 200 || response.status >= 300) throw new Error(`GET ${url} answered HTTP ${response.status}`);
  return response;
}
