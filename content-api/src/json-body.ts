/**
 * A route's body checked against its wire schema before the handler runs (@hono/zod-validator,
 * ADR 0053); the handler reads it with `c.req.valid('json')` (`'form'` for formBody). A body that fails
 * the schema is refused with one code per field (`refuse`, by default the shared 400 `invalid_request`);
 * a body that is not JSON at all gets the same answer for its '(body)' (app.ts, `malformedJson`).
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { fieldErrorsOf, type FieldError } from '@storefront/wire/field-errors';
import type { Env } from './context';
import { invalid } from './invalid-request';

/** A route's 400 for a body its schema refused: the field codes, and the issues for a route that tells them apart. */
export type Refusal = (c: Context, fields: FieldError[], issues: readonly z.core.$ZodIssue[]) => Response;

type Options = {
  /**
   * A body that cannot be read at all (not JSON, a broken form) is refused by the route as if no body
   * was sent, instead of by app.ts's default: for a route whose refusal is not the field-error body.
   */
  unreadableAsNone?: boolean;
};

/** The shared 400 `invalid_request` with the field codes. */
const invalidFields: Refusal = (c, fields) => invalid(c, fields);

const refusalOf = (refuse: Refusal, c: Context, issues: readonly z.core.$ZodIssue[]) => refuse(c, fieldErrorsOf(issues), issues);

function validated<T extends 'json' | 'form', S extends z.core.$ZodType>(
  target: T,
  schema: S,
  refuse: Refusal,
  { unreadableAsNone }: Options,
) {
  const validate = zValidator(target, schema, (result, c) => (result.success ? undefined : refusalOf(refuse, c, result.error.issues)));
  if (!unreadableAsNone) return validate;
  const orAsNone: typeof validate = async (c, next) => {
    let passed = false;
    try {
      return await validate(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      // Hono's validator throws a 400 before the schema runs for a body it cannot parse.
      if (passed || !(error instanceof HTTPException) || error.status !== 400) throw error;
      const none = await z.safeParseAsync(schema, undefined);
      if (none.success) throw error;
      return refusalOf(refuse, c, none.error.issues);
    }
  };
  return orAsNone;
}

export const jsonBody = <S extends z.core.$ZodType>(schema: S, refuse: Refusal = invalidFields, options: Options = {}) =>
  validated('json', schema, refuse, options);

/** A form post's body (application/x-www-form-urlencoded or multipart), checked as jsonBody checks JSON. */
export const formBody = <S extends z.core.$ZodType>(schema: S, refuse: Refusal = invalidFields, options: Options = {}) =>
  validated('form', schema, refuse, options);

/**
 * jsonBody with a schema built for the request (the market's patterns, a header): `schemaFor` runs
 * before the body is read, so a check it makes (the market sells it) answers before the body's 400.
 */
export function jsonBodyFor<S extends z.core.$ZodType>(
  schemaFor: (c: Context<Env>) => S,
  refuse: Refusal = invalidFields,
  options: Options = {},
): MiddlewareHandler<Env, string, { out: { json: z.output<S> } }> {
  return (c, next) => jsonBody(schemaFor(c), refuse, options)(c as Context, next);
}

/** Hono's validator throws a 400 HTTPException for a JSON body that does not parse: its answer here. */
export function malformedJson(error: Error, c: Context): Response | undefined {
  if (!(error instanceof HTTPException) || error.status !== 400) return undefined;
  return invalid(c, [{ field: '(body)', code: 'invalid_format' }]);
}
