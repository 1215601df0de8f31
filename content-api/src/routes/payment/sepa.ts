/** What both SEPA mandate calls share (an order's and the customer area's PUT /payment/method/sepa): the IBAN rule and the mandate reference. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { IBAN_FIELD_CODES } from '@storefront/wire';
import { ibanProblem } from '@storefront/rules/iban';
import type { MarketCode } from '@storefront/markets/markets';
import { withFieldRule } from '../../body-rules';

/**
 * `schema` with the IBAN rule (country, its length, mod 97) on an IBAN the schema accepted, reported
 * beside whatever else is wrong, so the form shows every problem at once.
 */
export const withIbanRule = <S extends z.ZodType>(schema: S) =>
  withFieldRule(schema, ['iban'], (iban) => {
    const problem = ibanProblem(iban);
    return problem && IBAN_FIELD_CODES[problem];
  });

/** The reference the sandbox bank gives an accepted mandate. */
export const newMandateReference = (market: MarketCode) => `SBX-${market}-${randomBytes(6).toString('hex').toUpperCase()}`;
