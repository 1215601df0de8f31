/** What both SEPA mandate calls share (an order's and the customer area's PUT /payment/method/sepa): the body's checks and the mandate reference. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { IBAN_FIELD_CODES, type customerSepaRequest, type FieldErrorBody, type sepaMandateRequest } from '@storefront/wire';
import { fieldErrorsOf } from '@storefront/wire/field-errors';
import { ibanProblem } from '@storefront/rules/iban';
import type { MarketCode } from '@storefront/markets/markets';

type SepaSchema = typeof sepaMandateRequest | typeof customerSepaRequest;

/**
 * The body parsed with `schema`, or every field problem at once: the IBAN rule (country, its length,
 * mod 97) runs whatever else is wrong, so the form shows them all.
 */
export function sepaRequestOf<S extends SepaSchema>(
  raw: unknown,
  schema: S,
): { ok: true; data: z.infer<S> } | { ok: false; fields: FieldErrorBody['fields'] } {
  const body = schema.safeParse(raw);
  const fields = fieldErrorsOf(body.error?.issues ?? []);
  const iban = (raw as { iban?: unknown } | undefined)?.iban;
  const problem = typeof iban === 'string' && !fields.some((f) => f.field === 'iban') ? ibanProblem(iban) : undefined;
  if (problem) fields.push({ field: 'iban', code: IBAN_FIELD_CODES[problem] });
  return body.success && fields.length === 0 ? { ok: true, data: body.data as z.infer<S> } : { ok: false, fields };
}

/** The reference the sandbox bank gives an accepted mandate. */
export const newMandateReference = (market: MarketCode) => `SBX-${market}-${randomBytes(6).toString('hex').toUpperCase()}`;
