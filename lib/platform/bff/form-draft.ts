import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { fieldError, type FieldError } from '@/lib/platform/contracts/answer';
import type { FormDraft } from '@/lib/platform/contracts/posted-form';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { sealedCookie } from './sealed-cookie';
import { sealingPassword } from './session';

/**
 * What a form posted without JavaScript sent, kept for the page it goes back to when the handler
 * refused it (ADR 30): the fields as typed and the fields at fault. A JavaScript form keeps both in
 * the page; a native post gets a 303 back to the page, which is rendered anew, so they travel in a
 * short-lived sealed httpOnly cookie, never in the URL (personal data, ADR 9 and 13). Only the fields
 * the handler names are kept, and never a secret, whatever a handler names.
 */
export const FORM_DRAFT_COOKIE = '__Host-form-draft';

/** Long enough to correct a form and reload its page, short enough that typed data do not linger. */
export const FORM_DRAFT_MAX_AGE_SECONDS = 10 * 60;

/** A cookie holds about 4 KB; a larger seal would be dropped by the browser, so the values are left out. */
const MAX_SEALED_LENGTH = 3800;
const MAX_VALUE_LENGTH = 500;

/** Names of fields that never leave the request, whichever handler posts them. */
const SECRET = /pass(word)?|secret|token|pin$|cvc|cvv|card.?number/i;

const draft = z.object({
  /** The route the form posted to: a page reads only the draft of its own form. */
  form: z.string().max(200),
  values: z.record(z.string().max(200), z.string().max(MAX_VALUE_LENGTH)),
  fields: z.array(fieldError).max(80),
}) satisfies z.ZodType<FormDraft & { form: string }>;

const NO_DRAFT: z.infer<typeof draft> = { form: '', values: {}, fields: [] };
const draftCookie = sealedCookie(FORM_DRAFT_COOKIE, draft, FORM_DRAFT_MAX_AGE_SECONDS, NO_DRAFT);

/** The posted text fields the handler keeps (`keep`), without secrets, files or over-long values. */
export function keptValues(posted: Record<string, unknown>, keep: (name: string) => boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(posted).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[1].length <= MAX_VALUE_LENGTH && keep(entry[0]) && !SECRET.test(entry[0]),
    ),
  );
}

/**
 * Route handlers only: keeps a refused post of `form` for its page. When the values would not fit a
 * cookie, only the fields at fault are kept (the page still names them).
 */
export async function writeFormDraft(
  market: MarketCode,
  form: string,
  values: Record<string, string>,
  fields: FieldError[] = [],
): Promise<void> {
  const whole = { form, values, fields: fields.slice(0, 80) };
  const sealed = await draftCookie.seal(whole, market, sealingPassword());
  await draftCookie.write(market, sealed.length <= MAX_SEALED_LENGTH ? whole : { ...whole, values: {} });
}

/** Route handlers only: the form was taken, its draft (if any) is no longer needed. */
export async function clearFormDraft(): Promise<void> {
  if ((await cookies()).has(FORM_DRAFT_COOKIE)) await draftCookie.remove();
}

/** The draft of the form posting to `form`, when the last refused post was that form's. */
export async function readFormDraft(market: MarketCode, form: string): Promise<FormDraft | undefined> {
  const { form: posted, values, fields } = await draftCookie.read(market);
  return posted === form ? { values, fields } : undefined;
}
