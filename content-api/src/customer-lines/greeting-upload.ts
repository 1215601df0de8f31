/** The body of PUT …/customvoicemail: an accepted audio type (else 415), at most 2 MB (else 413), bytes that are that type. */
import { GREETING_MAX_BYTES, greetingTypeOf, looksLike, type GreetingType } from '@storefront/rules/voicemail-greeting';
import { apiError } from '../context';
import type { LineCtx } from './lines';

type Upload = { ok: true; type: GreetingType; bytes: Uint8Array } | { ok: false; response: Response };

const tooLarge = (c: LineCtx) => apiError(c, 413, 'payload_too_large', `A greeting may have at most ${GREETING_MAX_BYTES} bytes.`);

export async function greetingUpload(c: LineCtx): Promise<Upload> {
  const type = greetingTypeOf(c.req.header('Content-Type'));
  if (!type)
    return {
      ok: false,
      response: apiError(c, 415, 'unsupported_media_type', 'A greeting is audio/mpeg, audio/wav, audio/ogg or audio/webm.'),
    };
  // Refused before reading when the client announces the size.
  if (Number(c.req.header('Content-Length') ?? 0) > GREETING_MAX_BYTES) return { ok: false, response: tooLarge(c) };
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > GREETING_MAX_BYTES) return { ok: false, response: tooLarge(c) };
  if (bytes.length === 0) return { ok: false, response: apiError(c, 400, 'empty_body', 'The greeting has no audio.') };
  if (!looksLike(type, bytes)) return { ok: false, response: apiError(c, 415, 'unsupported_media_type', `The file is not ${type}.`) };
  return { ok: true, type, bytes };
}
