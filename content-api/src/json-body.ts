/**
 * A route's JSON body checked against its wire schema before the handler runs (@hono/zod-validator,
 * ADR 0053); the handler reads it with `c.req.valid('json')`. A body that fails the schema is refused
 * with one code per field (`refuse`, by default the shared 400 `invalid_request`); a body that is not
 * JSON at all gets the same answer for its '(body)' (app.ts, `malformedJson`).
 */
import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '@storefront/wire/field-errors';
import { invalid } from './invalid-request';

export type Refusal = (c: Context, fields: FieldError[]) => Response;

export const jsonBody = <S extends z.ZodType>(schema: S, refuse: Refusal = invalid) =>
  zValidator('json', schema, (result, c) => (result.success ? undefined : refuse(c, fieldErrorsOf(result.error.issues))));

/** Hono's validator throws a 400 HTTPException for a JSON body that does not parse: its answer here. */
export function malformedJson(error: Error, c: Context): Response | undefined {
  if (!(error instanceof HTTPException) || error.status !== 400) return undefined;
  return invalid(c, [{ field: '(body)', code: 'invalid_format' }]);
}

/**
 * The body as sent, parsed as JSON (undefined when it is not), for the few routes that must look at it
 * before or beside their schema: a card number refused without echoing it, the IBAN rule reported with
 * every other field, a schema that depends on the market, the order check's own field codes.
 */
export const bodyAsSent = (c: Context): Promise<unknown> => c.req.json().catch(() => undefined);
