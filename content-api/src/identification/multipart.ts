/**
 * A multipart/form-data body read as it streams, one part after another: the caller sees each
 * part's headers and its bytes chunk by chunk and may refuse at any point, which stops reading (the
 * rest of the body is never read, nothing is buffered beyond a chunk and a delimiter's length).
 */

export type PartHead = { name: string; filename?: string };

/** What the caller does with each part; returning a value from any of these stops the reading with it. */
export type PartSink<R> = {
  start(head: PartHead): R | undefined;
  data(chunk: Uint8Array): R | undefined;
  end(): R | undefined;
};

const HEADER_LIMIT = 8 * 1024;

export const boundaryOf = (contentType: string | undefined) =>
  /^multipart\/form-data;.*\bboundary="?([^";]{1,70})"?/i.exec(contentType ?? '')?.[1];

function headOf(block: string): PartHead | undefined {
  const disposition = /^content-disposition:\s*form-data;(.*)$/im.exec(block)?.[1];
  const name = disposition && /\bname="([^"]*)"/.exec(disposition)?.[1];
  if (name === undefined || name === '' || !disposition) return undefined;
  const filename = /\bfilename="([^"]*)"/.exec(disposition)?.[1];
  return { name, ...(filename !== undefined ? { filename } : {}) };
}

/**
 * Reads `body` part by part into `sink`. Answers the first refusal of the sink, 'malformed' for a
 * body that is not multipart as announced, or 'done' once the closing delimiter is read.
 */
export async function readMultipart<R>(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  sink: PartSink<R>,
): Promise<R | 'malformed' | 'done'> {
  if (!body) return 'malformed';
  const reader = body.getReader();
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // A leading CRLF makes the first delimiter look like every other.
  let buffer = Buffer.from('\r\n');
  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' = 'preamble';
  let ended = false;
  const stop = async <T>(value: T): Promise<T> => {
    await reader.cancel().catch(() => undefined);
    return value;
  };

  for (;;) {
    let progressed = true;
    while (progressed) {
      progressed = false;
      if (state === 'preamble') {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          buffer = buffer.subarray(at + delimiter.length);
          state = 'after-delimiter';
          progressed = true;
        } else if (buffer.length > HEADER_LIMIT) return stop('malformed' as const);
      } else if (state === 'after-delimiter' && buffer.length >= 2) {
        const mark = buffer.subarray(0, 2).toString('latin1');
        if (mark === '--') return stop('done' as const);
        if (mark !== '\r\n') return stop('malformed' as const);
        buffer = buffer.subarray(2);
        state = 'headers';
        progressed = true;
      } else if (state === 'headers') {
        const at = buffer.indexOf('\r\n\r\n');
        if (at < 0) {
          if (buffer.length > HEADER_LIMIT) return stop('malformed' as const);
          continue;
        }
        const head = headOf(buffer.subarray(0, at).toString('utf8'));
        if (!head) return stop('malformed' as const);
        const refused = sink.start(head);
        if (refused !== undefined) return stop(refused);
        buffer = buffer.subarray(at + 4);
        state = 'body';
        progressed = true;
      } else if (state === 'body') {
        const at = buffer.indexOf(delimiter);
        const safe = at >= 0 ? at : Math.max(0, buffer.length - delimiter.length + 1);
        if (safe > 0) {
          const refused = sink.data(buffer.subarray(0, safe));
          if (refused !== undefined) return stop(refused);
          buffer = buffer.subarray(safe);
        }
        if (at >= 0) {
          const refused = sink.end();
          if (refused !== undefined) return stop(refused);
          buffer = buffer.subarray(delimiter.length);
          state = 'after-delimiter';
          progressed = true;
        }
      }
    }
    if (ended) return 'malformed';
    const next = await reader.read();
    if (next.done) ended = true;
    else buffer = Buffer.concat([buffer, next.value]);
  }
}
