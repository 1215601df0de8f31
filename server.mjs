/**
 * The storefront's production server: Next.js's own request handler plus one rule Next cannot
 * express. A page whose content API is unreachable with nothing cached throws a
 * ContentUnavailableError (digest CONTENT_UNAVAILABLE); Next answers that with 500, and this turns
 * such an answer into "503 Service Unavailable" with Retry-After. Every other response streams
 * through untouched; only 500s are held back to look for the digest.
 */
import http from 'node:http';
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

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME ?? '0.0.0.0';
  const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  http
    .createServer((req, res) => handle(req, withUnavailableStatus(res)))
    .listen(port, hostname, () => console.info(`storefront listening on http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
