/**
 * What the phone page makes of a refused upload (POST /api/identification/upload/{kind}): the link no
 * longer works (used, expired or none: a new one comes from the computer), a file the content API
 * refused (too large, of another type, missing; with its field where the answer names one), or a
 * failure the visitor can only retry. Client-safe, no I/O.
 */
import type { BffErrorCode, ErrorBody } from '@/lib/platform/contracts/answer';
import type { UploadFileProblem } from '@/lib/domain/identification-upload';

/** What can be wrong with one of the files: the phone's own checks, and "missing" when none was chosen. */
export type FileProblem = UploadFileProblem | 'missing';

export type PhoneRefusal =
  { kind: 'link' } | { kind: 'file'; field?: string; problem: FileProblem } | { kind: 'retry'; code: BffErrorCode };

export function phoneRefusalOf({ error, fields }: ErrorBody): PhoneRefusal {
  const field = fields?.[0]?.field;
  switch (error) {
    case 'token_invalid':
      return { kind: 'link' };
    case 'too_large':
      return { kind: 'file', field, problem: 'too_large' };
    case 'unsupported_type':
      return { kind: 'file', field, problem: 'wrong_type' };
    case 'invalid_request':
      return field ? { kind: 'file', field, problem: 'missing' } : { kind: 'retry', code: error };
    default:
      return { kind: 'retry', code: error };
  }
}
