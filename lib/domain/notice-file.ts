/**
 * The notice of the broadcasting-fee service attached to a social-tariff application (SPEC §5): a
 * PDF, JPEG or PNG of at most 5 MB. The type is read from the file's first bytes (its magic number),
 * never from its name or the type the browser claims.
 */

export const MAX_NOTICE_BYTES = 5 * 1024 * 1024;

export const NOTICE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** How many leading bytes noticeTypeOf needs. */
export const NOTICE_SIGNATURE_BYTES = 8;

const SIGNATURES: [NoticeType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The type a file's leading bytes announce, or null for anything else. */
export function noticeTypeOf(head: Uint8Array): NoticeType | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, i) => head[i] === byte));
  return match ? match[0] : null;
}

export type NoticeProblem = 'required' | 'too_large' | 'wrong_type';

/** What is wrong with a notice file of `size` bytes starting with `head`, or null when it is fine. */
export function noticeProblem(size: number, head: Uint8Array): NoticeProblem | null {
  if (size === 0) return 'required';
  if (size > MAX_NOTICE_BYTES) return 'too_large';
  return noticeTypeOf(head) ? null : 'wrong_type';
}

/** The leading bytes of a File or Blob. */
export async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, NOTICE_SIGNATURE_BYTES).arrayBuffer());
}
