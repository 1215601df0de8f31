import type { ServerResponse } from 'node:http';

/** When to hold an answer, and what to send of a held one (its body, now or later). */
export type Holding = { holds: (res: ServerResponse) => boolean; finish: (res: ServerResponse, body: Buffer) => Buffer | Promise<Buffer> };

/** The response's writeHead, write and end as the wrappers see them: any of Node's overloads, passed on as they came. */
type Writers = { writeHead(...args: unknown[]): unknown; write(...args: unknown[]): unknown; end(...args: unknown[]): unknown };

/**
 * Holding a response back until Next has written all of it, so the door can still change its status
 * and headers (503 for outages, the CSP's script hashes) and keep a copy.
 *
 * `holds(res)` is asked once, when the head would be sent (headers are final then: Next's compression
 * has set Content-Encoding). A held response's body is collected; at its end `finish(res, body)` may
 * change `res`'s status and headers and returns (or resolves to) the body to send. Responses not held stream through.
 * The wrappers stay in place and only delegate: Next's compression wraps them in turn, and putting the
 * originals back would cut it out.
 */
export function holdResponse(res: ServerResponse, { holds, finish }: Holding): ServerResponse {
  const writers = res as unknown as Writers;
  const { writeHead, write, end } = writers;
  const held: Buffer[] = [];
  let mode: 'stream' | 'hold' | 'send' | undefined; // undefined until the head is due, then 'stream', 'hold' or, while sending the held answer, 'send'
  const holding = () => {
    mode ??= !res.headersSent && holds(res) ? 'hold' : 'stream';
    return mode === 'hold';
  };

  writers.writeHead = function (status: number, ...rest: unknown[]) {
    if (res.headersSent || mode === 'send') return writeHead.call(res, status, ...rest);
    res.statusCode = status;
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) as
      Record<string, string | number | string[] | undefined> | undefined;
    if (headers) for (const [key, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(key, value);
    if (holding()) return res;
    return writeHead.call(res, status, ...rest.filter((r) => typeof r === 'string'));
  };
  writers.write = function (chunk: unknown, ...rest: unknown[]) {
    if (!holding()) return write.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') held.push(Buffer.from(chunk as string | Uint8Array));
    return true;
  };
  writers.end = function (chunk: unknown, ...rest: unknown[]) {
    if (!holding()) return end.call(res, chunk, ...rest);
    if (chunk && typeof chunk !== 'function') held.push(Buffer.from(chunk as string | Uint8Array));
    const send = (body: Buffer) => {
      mode = 'send';
      res.removeHeader('Transfer-Encoding');
      res.setHeader('Content-Length', body.length);
      end.call(res, body);
    };
    const body = finish(res, Buffer.concat(held));
    held.length = 0;
    if (Buffer.isBuffer(body)) send(body);
    else body.then(send);
    return res;
  };
  return res;
}
