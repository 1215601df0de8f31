/**
 * Schemas around a route's wire schema for what a plain schema cannot say (ADR 0053): a rule on the
 * body as sent that refuses it before anything else, a schema chosen by what was sent, a field rule
 * reported beside every other field. Used with jsonBody (json-body.ts).
 */
import { z } from 'zod';

/**
 * `schema` behind a rule on the body as sent: a body breaking `rule` is refused with one issue, whose
 * message is `message`, whatever else is wrong with it (the schema does not run).
 */
export const firstRefusing = <S extends z.core.$ZodType>(rule: (sent: unknown) => boolean, message: string, schema: S) =>
  z.unknown().refine(rule, { message }).pipe(schema);

/**
 * A body checked with the schema `pick` chooses by what was sent (its kind): the chosen schema's issues
 * (their paths and messages) are the body's, so a refusal names the fields as that schema does.
 */
export const chosenBy = <S extends z.core.$ZodType>(pick: (sent: unknown) => S) =>
  z.unknown().transform((sent, ctx): z.output<S> => {
    const parsed = z.safeParse(pick(sent), sent);
    if (parsed.success) return parsed.data;
    for (const { path, message } of parsed.error.issues) ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  });

/** Whether a refusal's issues include the one `firstRefusing` made with `message`. */
export const refusedFor = (issues: readonly z.core.$ZodIssue[], message: string) => issues.some((issue) => issue.message === message);

/** A non-blank string at a path of a body as sent, if there is one. */
function stringAt(body: unknown, path: readonly string[]): string | undefined {
  let value = body;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * `schema` with a rule on one field (its path): where the schema accepted the field as a non-blank
 * string, `problem` names its code, if any. Checked whatever else is wrong with the body, its issue
 * after the schema's own, so a form shows every problem at once.
 */
export const withFieldRule = <S extends z.ZodType>(schema: S, path: readonly string[], problem: (value: string) => string | undefined) =>
  schema.check(
    z.superRefine(
      (_value, ctx) => {
        const value = stringAt(ctx.value, path);
        if (value === undefined || ctx.issues.some((issue) => issue.path?.join('.') === path.join('.'))) return;
        const code = problem(value);
        if (code) ctx.addIssue({ code: 'custom', path: [...path], message: code });
      },
      { when: () => true },
    ),
  );

/** The kind a body as sent says it is (a string at `kind`), if it says one. */
export const kindOf = (sent: unknown) => stringAt(sent, ['kind']);
