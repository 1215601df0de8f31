/** Multipart bodies for upload tests, built by hand so that tests control every byte (and can stream one). */

export const BOUNDARY = 'ident-test-boundary-7d3a';
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

export const JPEG = (size = 2048) => withHead([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1], size);
export const PNG = (size = 2048) => withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52], size);
export const MP4 = (size = 4096) => withHead([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0], size);
export const GIF = (size = 2048) => withHead([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0, 0, 0, 0], size);

function withHead(head: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

export const partHead = (field: string, filename = `${field}.bin`) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );

export const CLOSING = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A whole body with these files. */
export function multipart(files: Record<string, Uint8Array> | [string, Uint8Array][]): Uint8Array {
  const entries = Array.isArray(files) ? files : Object.entries(files);
  const parts = entries.flatMap(([field, bytes], i) => [
    i === 0 ? Buffer.alloc(0) : Buffer.from('\r\n'),
    partHead(field),
    Buffer.from(bytes),
  ]);
  return new Uint8Array(Buffer.concat([...parts, CLOSING]));
}

/**
 * A body of `total` bytes made as it is read: one part `field` starting with `head`, then zeros.
 * `pulled()` says how many bytes the reader took.
 */
export function streamedBody(field: string, head: Uint8Array, total: number) {
  const CHUNK = new Uint8Array(64 * 1024);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        const first = Buffer.concat([partHead(field), Buffer.from(head)]);
        sent += first.length;
        controller.enqueue(new Uint8Array(first));
      } else if (sent >= total) controller.close();
      else {
        sent += CHUNK.length;
        controller.enqueue(CHUNK);
      }
    },
  });
  return { stream, pulled: () => sent };
}
