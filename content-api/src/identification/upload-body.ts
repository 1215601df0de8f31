/**
 * The multipart body of POST /identification/{id|video}/upload checked as it streams: only the
 * rule's file fields, each once, at most rule.maxBytes, of an accepted type by its first bytes. The
 * bytes are counted and sniffed, never kept: the sandbox stores type and size only.
 */
import type { UploadReceipt, UploadRefusal } from '@storefront/wire';
import { SNIFF_BYTES, sniffUpload } from '@storefront/rules/identification-upload';
import { readMultipart, type PartHead } from './multipart';
import type { UploadRule } from './upload-rules';

export type Refusal = { status: 400 | 413 | 415; body: UploadRefusal };
type Files = UploadReceipt['files'];

const refuse = (status: Refusal['status'], body: UploadRefusal): Refusal => ({ status, body });

export async function readUpload(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  rule: UploadRule,
): Promise<{ ok: true; files: Files } | { ok: false; refusal: Refusal }> {
  const files: Files = [];
  let part: { head: PartHead; bytes: number; first: Buffer; type?: string } | undefined;
  const accepted = rule.types;

  const result = await readMultipart<Refusal>(body, boundary, {
    start(head) {
      if (!rule.fields.includes(head.name) || head.filename === undefined) {
        return refuse(400, { error: 'unknown_field', message: `Only the files ${rule.fields.join(', ')} are taken.`, field: head.name });
      }
      if (files.some((f) => f.field === head.name)) {
        return refuse(413, {
          error: 'too_many_files',
          message: `At most ${rule.fields.length} file(s), one per field.`,
          field: head.name,
          maxFiles: rule.fields.length,
        });
      }
      part = { head, bytes: 0, first: Buffer.alloc(0) };
      return undefined;
    },
    data(chunk) {
      if (!part) return undefined;
      part.bytes += chunk.length;
      if (part.bytes > rule.maxBytes) {
        return refuse(413, {
          error: 'file_too_large',
          message: `A file may have at most ${rule.maxBytes} bytes.`,
          field: part.head.name,
          maxBytes: rule.maxBytes,
        });
      }
      if (!part.type && part.first.length < SNIFF_BYTES) {
        part.first = Buffer.concat([part.first, chunk.subarray(0, SNIFF_BYTES - part.first.length)]);
        if (part.first.length >= SNIFF_BYTES) return typed(part);
      }
      return undefined;
    },
    end() {
      if (!part) return undefined;
      const refused = part.type ? undefined : typed(part);
      if (refused) return refused;
      files.push({ field: part.head.name, type: part.type!, bytes: part.bytes });
      part = undefined;
      return undefined;
    },
  });

  function typed(p: NonNullable<typeof part>): Refusal | undefined {
    const type = sniffUpload(p.first);
    if (!type || !accepted.includes(type)) {
      return refuse(415, {
        error: 'unsupported_type',
        message: `The file is none of ${accepted.join(', ')}.`,
        field: p.head.name,
        accepted: [...accepted],
      });
    }
    p.type = type;
    return undefined;
  }

  if (result === 'malformed')
    return { ok: false, refusal: refuse(400, { error: 'malformed_body', message: 'The body is not multipart/form-data as announced.' }) };
  if (result !== 'done') return { ok: false, refusal: result };
  const missing = rule.fields.filter((field) => !files.some((f) => f.field === field));
  if (missing.length > 0)
    return {
      ok: false,
      refusal: refuse(400, { error: 'missing_file', message: `Missing file(s): ${missing.join(', ')}.`, field: missing[0] }),
    };
  return { ok: true, files };
}
