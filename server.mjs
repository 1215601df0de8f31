/**
 * The storefront's production server: Next.js's own request handler plus two rules Next cannot
 * express.
 * - A page whose content API is unreachable with nothing cached throws a ContentUnavailableError
 *   (digest CONTENT_UNAVAILABLE); Next answers that with 500, and this turns such an answer into
 *   "503 Service Unavailable" with Retry-After. Every other response streams through untouched; only
 *   500s are held back to look for the digest.
 * - The client's address (per-IP rate limits, lib/bff/rate-limit.ts) is the socket's peer, or, when
 *   that peer is one of TRUSTED_PROXIES, what the proxies appended to X-Forwarded-For: read from the
 *   right, the first address that is not a trusted proxy. Whatever else a client sends in
 *   X-Forwarded-For or X-Real-IP is dropped before Next sees the request.
 */
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import next from 'next';

const MARKER = 'CONTENT_UNAVAILABLE';

/** The held body as text, whatever content encoding Next's compression gave it. */
function decoded(res, body) {
  const encoding = String(res.getHeader('Content-Encoding') ?? '');
  try {
    if (encoding.includes('br')) return zlib.brotliDecompressSync(body);
    if (encoding.includes('gzip')) return zlib.gunzipSync(body);
    if (encoding.includes('deflate')) return zlib.inflateSync(body);
  } catch {
    return Buffer.alloc(0);
  }
  return body;
}

export function withUnavailableStatus(res) {
  const { writeHead, write, end } = res;
  let held = null;
  const holding = () => held !== null || (res.statusCode === 500 && !res.headersSent && (held = []));
  res.writeHead = function (status, ...rest) {
    if (status === 500 && !res.headersSent) {
      res.statusCode = 500;
      const headers = rest.find((r) => r && typeof r === 'object');
      if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      held ??= [];
      return res;
    }
    return writeHead.call(res, status, ...rest);
  };
  res.write = function (chunk, ...rest) {
    if (!holding()) return write.call(res, chunk, ...rest);
    if (chunk) held.push(Buffer.from(chunk));
    return true;
  };
  res.end = function (chunk, ...rest) {
    if (!holding()) return end.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') held.push(Buffer.from(chunk));
    const body = Buffer.concat(held);
    held = null;
    if (decoded(res, body).includes(MARKER)) {
      res.statusCode = 503;
      res.setHeader('Retry-After', '60');
      res.setHeader('Cache-Control', 'no-store');
    }
    res.removeHeader('Content-Length');
    res.setHeader('Content-Length', body.length);
    // Node's end() writes the held status line and headers through writeHead: let it pass now.
    Object.assign(res, { writeHead, write });
    return end.call(res, body);
  };
  return res;
}

/**
 * The 404 page (issue 17 §3). The proxy rewrites paths that name no page to a normal, cached 404 page
 * and marks it `x-door-status: 404` (lib/i18n/route-request.ts): that header becomes the status here.
 */
const DOOR_STATUS = 'x-door-status';

export function withDoorStatus(res) {
  const { writeHead } = res;
  res.writeHead = function (status, ...rest) {
    const door = Number(res.getHeader(DOOR_STATUS));
    if (!door) return writeHead.call(res, status, ...rest);
    res.removeHeader(DOOR_STATUS);
    return writeHead.call(res, door, ...rest);
  };
  return res;
}

/**
 * A page's own notFound() (an unknown tariff, device, shop …) is answered by Next 16.4 under our dynamic
 * root layout with an empty `__next_error__` document: no layout, no lang, blank without JavaScript.
 * Any such HTML 404 (one without the door status, which only the real 404 page has) gets the body of
 * the 404 page of the same host and locale prefix instead, asked from this server by `notFoundPage`.
 */
export function withNotFoundPage(req, res, notFoundPage) {
  const { writeHead, write, end } = res;
  let held = null;
  // Decided once, before the status line goes out (by then the door status has become the status).
  const replacing = (status, headers) =>
    held !== null ||
    (!res.headersSent &&
      status === 404 &&
      !res.hasHeader(DOOR_STATUS) &&
      /text\/html/.test(String(headers?.['content-type'] ?? headers?.['Content-Type'] ?? res.getHeader('Content-Type'))) &&
      (held = []));
  res.writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object');
    if (!replacing(status, headers)) return writeHead.call(res, status, ...rest);
    if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.statusCode = status;
    return res;
  };
  res.write = function (chunk, ...rest) {
    if (!replacing(res.statusCode)) return write.call(res, chunk, ...rest);
    if (chunk) held.push(Buffer.from(chunk));
    return true;
  };
  res.end = function (chunk, ...rest) {
    if (!replacing(res.statusCode)) return end.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') held.push(Buffer.from(chunk));
    const original = Buffer.concat(held);
    Object.assign(res, { writeHead, write, end });
    notFoundPage(req)
      .catch(() => undefined)
      .then((page) => {
        if (page) {
          res.removeHeader('Content-Encoding');
          res.setHeader('Content-Type', page.type);
        }
        const body = page?.body ?? original;
        res.setHeader('Content-Length', body.length);
        end.call(res, body);
      });
    return res;
  };
  return res;
}

/** The 404 page for a request, asked from this server (same Host, same locale prefix: "/fr/…" → "/fr/-"). */
export function loopbackNotFoundPage(port, host) {
  return (req) =>
    new Promise((resolve) => {
      const first = (req.url ?? '/').split(/[/?#]/)[1] ?? '';
      // "-" names no page in any language: the proxy serves the 404 page there.
      const path = /^[a-z]{2}$/.test(first) ? `/${first}/-` : '/-';
      const ask = http.get({ host, port, path, headers: { host: req.headers.host ?? '', 'accept-encoding': 'identity' } }, (answer) => {
        const chunks = [];
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

/** TRUSTED_PROXIES: comma-separated addresses and CIDR ranges ("10.0.0.0/8, 127.0.0.1"); empty trusts none. */
export function trustedProxies(setting = '') {
  const list = new net.BlockList();
  for (const entry of setting.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is no IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** An address as BlockList checks it: IPv4-mapped IPv6 ("::ffff:10.0.0.1") as IPv4. */
const plain = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const isTrusted = (trusted, address) => {
  const type = net.isIP(address);
  return type !== 0 && trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address: the peer, or past trusted proxies the rightmost forwarded address that is not one. */
export function clientAddress(peer, forwardedFor, trusted) {
  let address = plain(peer ?? '');
  const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim())).filter(Boolean);
  while (isTrusted(trusted, address) && hops.length > 0) address = hops.pop();
  return address || 'local';
}

/** Replaces the request's forwarding headers by the one address the rate limits may believe. */
export function withClientAddress(req, trusted) {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trusted);
  delete req.headers['x-real-ip'];
  return req;
}

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? '0.0.0.0';
  const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
  const notFoundPage = loopbackNotFoundPage(port, hostname === '0.0.0.0' ? '127.0.0.1' : hostname);
  await app.prepare();
  http
    .createServer((req, res) => handle(withClientAddress(req, trusted), withNotFoundPage(req, withDoorStatus(withUnavailableStatus(res)), notFoundPage)))
    .listen(port, hostname, () => console.info(`storefront listening on http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
