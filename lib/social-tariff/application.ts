import 'server-only';
import type { FieldError } from '@/lib/content-api/field-errors';
import { fieldErrorsOf } from '@/lib/content-api/field-errors';
import { socialTariffApplicationFields, type SocialTariffApplicationFields } from '@/lib/content-api/schemas';
import { headOf, MAX_NOTICE_BYTES, noticeProblem, noticeTypeOf } from '@/lib/domain/notice-file';

/** Room for the form fields and multipart boundaries next to the largest allowed notice. */
export const MAX_APPLICATION_BYTES = MAX_NOTICE_BYTES + 64 * 1024;

export type ApplicationProblem =
  | { status: 400; error: 'invalid_request'; fields: FieldError[] }
  | { status: 413; error: 'too_large' }
  | { status: 415; error: 'unsupported_type' };

export type Application = { fields: SocialTariffApplicationFields; notice: File };

/**
 * A social-tariff application from a multipart form: the fields by the shared schema, the notice by
 * its size and its first bytes (PDF, JPEG or PNG of at most 5 MB; SPEC §5), so the content API only
 * ever receives what it would accept.
 */
export async function readApplication(form: FormData): Promise<{ ok: true; application: Application } | ({ ok: false } & ApplicationProblem)> {
  const texts = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = socialTariffApplicationFields.safeParse(texts);
  const fields = fieldErrorsOf(parsed.error?.issues ?? []);
  const file = form.get('notice');
  const notice = file instanceof File && file.size > 0 ? file : undefined;
  if (!notice) fields.push({ field: 'notice', code: 'required' });
  if (!parsed.success || !notice) return { ok: false, status: 400, error: 'invalid_request', fields };
  const head = await headOf(notice);
  const problem = noticeProblem(notice.size, head);
  if (problem === 'too_large') return { ok: false, status: 413, error: 'too_large' };
  const type = noticeTypeOf(head);
  if (problem || !type) return { ok: false, status: 415, error: 'unsupported_type' };
  return { ok: true, application: { fields: parsed.data, notice: new File([notice], notice.name || 'notice', { type }) } };
}

/** The application as the content API's multipart body. */
export function applicationForm({ fields, notice }: Application): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  form.set('notice', notice);
  return form;
}
