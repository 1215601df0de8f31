/**
 * The custom voicemail greeting a customer uploads or records (SPEC §7: the file's content type, or
 * audio/webm for a recording made in the browser): the accepted types, the largest file, and whether
 * the bytes are what the type says, read from the container's signature.
 */

export const GREETING_TYPES = ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'] as const;
export type GreetingType = (typeof GREETING_TYPES)[number];

/** 2 MB: a minute of MP3 at 128 kbit/s is about 1 MB; a greeting is a few seconds. */
export const GREETING_MAX_BYTES = 2 * 1024 * 1024;

/** The accepted type of a Content-Type header ("audio/webm;codecs=opus" → audio/webm), undefined otherwise. */
export function greetingTypeOf(contentType: string | undefined): GreetingType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return GREETING_TYPES.find((t) => t === type);
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** Whether the bytes begin like a file of `type`: MP3 (ID3 tag or frame sync), RIFF WAVE, Ogg, WebM (EBML). */
export function looksLike(type: GreetingType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'audio/mpeg':
      return startsWith(bytes, ascii('ID3')) || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0);
    case 'audio/wav':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8);
    case 'audio/ogg':
      return startsWith(bytes, ascii('OggS'));
    case 'audio/webm':
      return startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]);
  }
}

/** How many leading bytes `looksLike` reads (RIFF….WAVE is the longest signature). */
export const GREETING_SIGNATURE_BYTES = 12;

/** The accepted type the leading bytes announce, whatever the file's name or claimed type says. */
export function greetingTypeOfBytes(head: Uint8Array): GreetingType | undefined {
  return GREETING_TYPES.find((type) => looksLike(type, head));
}

export type GreetingProblem = 'required' | 'too_large' | 'wrong_type';

/** Whether a greeting of `size` bytes starting with `head` may be uploaded: its type, or what is wrong. */
export function checkGreeting(size: number, head: Uint8Array): { ok: true; type: GreetingType } | { ok: false; problem: GreetingProblem } {
  if (size === 0) return { ok: false, problem: 'required' };
  if (size > GREETING_MAX_BYTES) return { ok: false, problem: 'too_large' };
  const type = greetingTypeOfBytes(head);
  return type ? { ok: true, type } : { ok: false, problem: 'wrong_type' };
}

/** The leading bytes of a file or recording, for `checkGreeting`. */
export async function greetingHeadOf(audio: Blob): Promise<Uint8Array> {
  return new Uint8Array(await audio.slice(0, GREETING_SIGNATURE_BYTES).arrayBuffer());
}
