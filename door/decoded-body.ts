import type { ServerResponse } from 'node:http';
import zlib from 'node:zlib';

/** A held body as text bytes, whatever content encoding Next's compression gave it (empty if corrupt). */
export function decodedBody(res: ServerResponse, body: Buffer): Buffer {
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

/** `text` (bytes) encoded as the response's Content-Encoding says, the counterpart of decodedBody. */
export function encodedBody(res: ServerResponse, text: Buffer): Buffer {
  const encoding = String(res.getHeader('Content-Encoding') ?? '');
  if (encoding.includes('br')) return zlib.brotliCompressSync(text);
  if (encoding.includes('gzip')) return zlib.gzipSync(text);
  if (encoding.includes('deflate')) return zlib.deflateSync(text);
  return text;
}
