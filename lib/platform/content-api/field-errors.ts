import type { z } from 'zod';
import { fieldErrorCode, type FieldErrorBody } from './schemas';

export type FieldError = FieldErrorBody['fields'][number];

/**
 * zod issues as one error code per field ("address.zip" → invalid_format). The fixed-line schemas
 * carry the codes as their messages; any other message counts as invalid_format.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const fields = new Map<string, FieldError['code']>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    const code = fieldErrorCode.safeParse(issue.message);
    if (!fields.has(field)) fields.set(field, code.success ? code.data : 'invalid_format');
  }
  return [...fields].map(([field, code]) => ({ field, code }));
}
