import type { FieldError } from './answer';

/*
 * A form posted without JavaScript sends flat fields: nested ones named with dots ("address.zip",
 * "simCards.0.code"), a ticked box as "on" (or its value "true"), an unticked one not at all. Islands
 * hold their values as nested objects; these turn one into the other.
 */

/** What a form posted without JavaScript sent and its fields at fault, for its page after a refusal (lib/platform/bff/form-draft.ts). */
export type FormDraft = { values: Record<string, string>; fields: FieldError[] };

/**
 * A page's query after its error message was closed without JavaScript (components/form/DismissNotice), ?closed=1:
 * the page shows what the refused post sent, without the message.
 */
export const DISMISSED_PARAM = 'closed';
export const isDismissed = (query: Readonly<Record<string, unknown>>): boolean => query[DISMISSED_PARAM] === '1';

/** A ticked checkbox: true from an island, "true" or "on" from a form posted without JavaScript. */
export const isTicked = (value: unknown): boolean => value === true || value === 'true' || value === 'on';

type Posted = Readonly<Record<string, unknown>>;

/**
 * The form's values with what was posted laid over `template` (the values the form starts from): a
 * text takes the posted field of its dotted path where one was posted, a checkbox is ticked exactly
 * when it was posted ticked (an unticked box sends nothing). Arrays keep the template's length, and
 * nothing the template does not have is taken.
 */
export function valuesFromPost<V>(template: V, posted: Posted, path = ''): V {
  if (Array.isArray(template)) return template.map((item: unknown, index) => valuesFromPost(item, posted, `${path}${index}.`)) as V;
  if (typeof template === 'object' && template !== null) {
    return Object.fromEntries(Object.entries(template).map(([key, value]) => [key, valuesFromPost(value, posted, `${path}${key}.`)])) as V;
  }
  const name = path.slice(0, -1);
  if (typeof template === 'boolean') return isTicked(posted[name]) as V;
  const value = posted[name];
  return (typeof value === 'string' ? value : template) as V;
}

/** Whether a body is a form's flat fields (a dotted name), not an island's nested JSON. */
export const isFlatPost = (body: unknown): body is Posted =>
  typeof body === 'object' && body !== null && Object.keys(body).some((key) => key.includes('.'));
