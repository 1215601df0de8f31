/**
 * ID photo upload and selfie video (SPEC §2 Identification, §7 POST /identification/{id|video}/upload):
 * the files each kind takes, the types accepted (read from the bytes, never from a name or a claimed
 * type) and the largest file. One definition for the phone page (which checks before sending), our
 * upload route handler (which refuses a body that cannot fit) and the reference API (which decides).
 */
import type { UploadKind } from '@storefront/wire';

export type UploadFileType = 'image/jpeg' | 'image/png' | 'video/mp4' | 'video/quicktime' | 'video/webm';

export type UploadLimits = { fields: readonly string[]; types: readonly UploadFileType[]; maxBytes: number };

const MB = 1024 * 1024;

export const UPLOAD_LIMITS: Record<UploadKind, UploadLimits> = {
  id: { fields: ['front', 'back'], types: ['image/jpeg', 'image/png'], maxBytes: 8 * MB },
  video: { fields: ['video'], types: ['video/mp4', 'video/quicktime', 'video/webm'], maxBytes: 25 * MB },
};

/** Room for the multipart framing around the files. */
export const FRAMING_BYTES = 64 * 1024;

/** The largest multipart body an upload of these limits can be: every file at its largest, and the framing. */
export const maxUploadBodyOf = (limits: UploadLimits) => limits.fields.length * limits.maxBytes + FRAMING_BYTES;

/** The largest file in whole megabytes, as the phone page says it. */
export const maxMegabytesOf = (limits: UploadLimits) => Math.floor(limits.maxBytes / MB);

/** How many leading bytes `sniffUpload` reads. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The type of a file from its first bytes: JPEG, PNG, WebM (EBML), or an ISO media file (QuickTime by its brand, else MP4). */
export function sniffUpload(bytes: Uint8Array): UploadFileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  return undefined;
}

export type UploadFileProblem = 'empty' | 'too_large' | 'wrong_type';

/** Whether a file of `size` bytes starting with `head` may be sent for `kind`: its type, or what is wrong with it. */
export function checkUploadFile(
  kind: UploadKind,
  size: number,
  head: Uint8Array,
): { ok: true; type: UploadFileType } | { ok: false; problem: UploadFileProblem } {
  const limits = UPLOAD_LIMITS[kind];
  if (size === 0) return { ok: false, problem: 'empty' };
  if (size > limits.maxBytes) return { ok: false, problem: 'too_large' };
  const type = sniffUpload(head);
  return type && limits.types.includes(type) ? { ok: true, type } : { ok: false, problem: 'wrong_type' };
}

/** The leading bytes of a photo, a recording or a picked file, for `checkUploadFile`. */
export async function uploadHeadOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}
