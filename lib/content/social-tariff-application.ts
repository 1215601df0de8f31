import 'server-only';
import type { SocialTariffApplicationFields } from '@/lib/platform/content-api/schemas';
import { headOf, MAX_NOTICE_BYTES, noticeProblem, noticeTypeOf } from '@/lib/domain/notice-file';

/** Room for the form fields and multipart boundaries next to the largest allowed notice. */
export const MAX_APPLICATION_BYTES = MAX_NOTICE_BYTES + 64 * 1024;

export type Application = { fields: SocialTariffApplicationFields; notice: File };

/**
 * The notice by its size and its first bytes (PDF, JPEG or PNG of at most 5 MB; SPEC §5), typed by
 * what it is rather than what the browser said, so the content API only ever receives what it would
 * accept.
 */
export async function checkedNotice(
  notice: File,
): Promise<
  { ok: true; notice: File } | { ok: false; status: 413; error: 'too_large' } | { ok: false; status: 415; error: 'unsupported_type' }
> {
  const head = await headOf(notice);
  const problem = noticeProblem(notice.size, head);
  if (problem === 'too_large') return { ok: false, status: 413, error: 'too_large' };
  const type = noticeTypeOf(head);
  if (problem || !type) return { ok: false, status: 415, error: 'unsupported_type' };
  return { ok: true, notice: new File([notice], notice.name || 'notice', { type }) };
}

/** The application as the content API's multipart body. */
export function applicationForm({ fields, notice }: Application): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  form.set('notice', notice);
  return form;
}
