/**
 * SPEC §3 Customer: a customer's personal data, the seed's with their changes (customer-state
 * aspect 'personal') on top, and the market's rules for a change (SPEC §5: the patterns of
 * /config/mandant for postal code, phone and VAT number; company fields for company customers only).
 */
import type { z } from 'zod';
import { customerUpdate, type Customer as CustomerData, type Mandant } from '@storefront/wire';
import type { FieldError } from '@storefront/wire/field-errors';
import { isMarketPhoneNumber, marketPatternProblem, matchesMarketPattern } from '@storefront/rules/market-patterns';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { SeedPersonalData } from '../../seed/types';
import type { Customer } from '../store/customers';

/** What a customer changed: their editable fields (after a PUT) and a confirmed new e-mail address. */
export type PersonalState = Partial<SeedPersonalData> & { companyName?: string };

export function customerData(customer: Customer, state: PersonalState | undefined, pendingEMail: string | undefined): CustomerData {
  const personal = { ...customer.personal, ...state };
  const companyName = state && 'companyName' in state ? state.companyName : customer.companyName;
  return {
    customerNumber: customer.customerNumber,
    firstName: customer.firstName,
    lastName: customer.lastName,
    dateOfBirth: personal.dateOfBirth,
    eMail: personal.eMail,
    ...(pendingEMail ? { pendingEMail } : {}),
    ...(personal.contactPhoneNumber ? { contactPhoneNumber: personal.contactPhoneNumber } : {}),
    street: personal.street,
    houseNumber: personal.houseNumber,
    ...(personal.block ? { block: personal.block } : {}),
    ...(personal.doorNumber ? { doorNumber: personal.doorNumber } : {}),
    ...(personal.addendum ? { addendum: personal.addendum } : {}),
    zip: personal.zip,
    city: personal.city,
    country: personal.country,
    language: personal.language,
    isCompany: customer.isCompany,
    ...(customer.isCompany
      ? {
          ...(companyName ? { companyName } : {}),
          ...(personal.companyRegisterNumber ? { companyRegisterNumber: personal.companyRegisterNumber } : {}),
          ...(personal.vatNumber ? { vatNumber: personal.vatNumber } : {}),
        }
      : {}),
  };
}

const COMPANY_FIELDS = ['companyName', 'companyRegisterNumber', 'vatNumber'] as const;

export type ParsedUpdate = z.output<typeof customerUpdate>;

/** The market's rules for a schema-valid change; an empty list when it may be saved. */
export function updateProblems(market: MarketCode, mandant: Mandant, customer: Customer, update: ParsedUpdate): FieldError[] {
  const problems: FieldError[] = [];
  const { countryConfig } = mandant;
  if (matchesMarketPattern(countryConfig.zipCodeRegex, update.zip ?? '') === false) problems.push({ field: 'zip', code: 'invalid_format' });
  if (update.country !== MARKETS[market].country) problems.push({ field: 'country', code: 'unsupported_country' });
  if (!mandant.supportedLanguages.includes(update.language ?? '')) problems.push({ field: 'language', code: 'invalid_format' });
  if (update.contactPhoneNumber !== undefined && !isMarketPhoneNumber(countryConfig, update.contactPhoneNumber)) {
    problems.push({ field: 'contactPhoneNumber', code: 'invalid_format' });
  }
  if (!customer.isCompany) {
    for (const field of COMPANY_FIELDS) if (update[field] !== undefined) problems.push({ field, code: 'invalid_format' });
    return problems;
  }
  if (update.companyName === undefined) problems.push({ field: 'companyName', code: 'required' });
  const vat = update.vatNumber === undefined ? undefined : marketPatternProblem('vatNumber', update.vatNumber, countryConfig);
  if (vat) problems.push({ field: 'vatNumber', code: vat });
  return problems;
}

/**
 * The state after a valid change: the editable fields replaced as a whole (a field left out is stored
 * as '' so that it clears the seed's), a confirmed e-mail address kept.
 */
export function changedState(state: PersonalState | undefined, update: ParsedUpdate): PersonalState {
  const fields = Object.fromEntries(Object.keys(customerUpdate.shape).map((key) => [key, update[key as keyof ParsedUpdate] ?? '']));
  return { ...(state?.eMail ? { eMail: state.eMail } : {}), ...fields };
}
