import zlib from 'node:zlib';

/** A held body as text bytes, whatever content encoding Next's compression gave it (empty if corrupt). */
export function decodedBody(res, body) {
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
