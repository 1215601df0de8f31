/** The 400 answer naming each missing or invalid field of a request (SPEC §8 field errors). */
import type { Context } from 'hono';
import { fieldErrorBody, type FieldErrorBody } from '@storefront/wire';

export function invalid(c: Context, fields: FieldErrorBody['fields'], error = 'invalid_request') {
  return c.json(fieldErrorBody.parse({ error, message: 'Some fields are missing or invalid.', fields }), 400);
}
