/** A request body as read by the door (lib/platform/bff/handler.ts), before its schema: fields by name. */
export type RawBody = { ok: true; value: Record<string, unknown> } | { ok: false; tooLarge?: true };

/**
 * The largest JSON or form body a route handler reads unless its definition says more (`maxBytes`):
 * our forms and islands send at most a few kilobytes; uploads name their own limits.
 */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const isFormType = (request: Request) => FORM_TYPES.some((type) => (request.headers.get('content-type') ?? '').includes(type));

/**
 * A form the browser posted itself, without JavaScript: a form body, and not asking for JSON. Islands
 * that post FormData (files) send `Accept: application/json` and get JSON like any other island.
 */
export function isFormPost(request: Request): boolean {
  return isFormType(request) && !(request.headers.get('accept') ?? '').includes('application/json');
}

/**
 * JSON, or a form's fields (a file field stays a File; an empty field is an empty string), of at most
 * `max` bytes as they arrive, whether or not a Content-Length announced them (`tooLarge` past it). A
 * body that cannot be read, or JSON that is not an object, is not ok.
 */
export async function readRawBody(request: Request, max = DEFAULT_MAX_BODY_BYTES): Promise<RawBody> {
  try {
    const bytes = await readBytes(request, max);
    if (bytes === 'too_large') return { ok: false, tooLarge: true };
    if (isFormType(request)) {
      const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
      return { ok: true, value: Object.fromEntries(form) };
    }
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * A raw request body (a file sent as it is) of at most `max` bytes, read as it arrives: a longer one
 * is refused as soon as it passes the limit, whatever its Content-Length said.
 */
export async function readBytes(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | 'too_large'> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * A request body passed on as it arrives (to the content API), counted on the way: past `max` bytes
 * the stream fails, which stops its reader and cancels the request's own stream, whatever its
 * Content-Length said; `exceeded()` then says why it failed. Nothing is buffered beyond a chunk.
 */
export function limitedStream(
  body: ReadableStream<Uint8Array>,
  max: number,
): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } {
  let size = 0;
  let exceeded = false;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) {
          exceeded = true;
          controller.error(new RangeError(`The body is larger than ${max} bytes.`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => exceeded };
}
