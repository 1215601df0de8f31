/**
 * A customer's lines in the customer area (SPEC §3 Customer tariff, Spending caps; §7 Customer area):
 * tariff with settings and invoice reference, tariff change, spending caps and services, termination.
 * Request schemas carry field-error codes as their messages (field-errors.ts).
 */
import { z } from 'zod';
import { price, specialDeal } from './common';
import { paymentType, tariff } from './tariffs';

const isoDay = z.iso.date();
const atLeastOne = (value: object) => Object.values(value).some((v) => v !== undefined);

/** A text the customer types, trimmed; empty is allowed (it clears the field). */
const optionalText = (max: number) => z.string({ error: 'required' }).trim().max(max, 'too_long');

/** A reference the customer gives every invoice of the line (a cost centre, a project): its label and value. */
export const invoiceReference = z.object({ name: z.string(), value: z.string() });
export type InvoiceReference = z.infer<typeof invoiceReference>;

/** An on/off setting of the line (roaming, 5G, mobile data …), named in the request's language. */
export const tariffSetting = z.object({ id: z.string(), name: z.string(), description: z.string(), value: z.boolean() });
export type TariffSetting = z.infer<typeof tariffSetting>;

/** A tariff the line may change to: same payment type, on sale today. */
/** A tariff the line may change to; its special deals mark loyalty and upgrade plans (ADR 50). */
export const tariffChangeOption = z.object({
  tariffModelSalesId: z.string(),
  tariffName: z.string(),
  money: price,
  specialDeals: z.array(specialDeal).default([]),
});
export type TariffChangeOption = z.infer<typeof tariffChangeOption>;

/** A termination the line is under: received then, the line works to the end of effectiveDate. */
export const lineTermination = z.object({ receivedAt: z.iso.datetime({ offset: true }), effectiveDate: isoDay });
export type LineTermination = z.infer<typeof lineTermination>;

/**
 * SPEC §3 Customer tariff of a mobile line, plus when the next tariff change is free (SPEC §9: once
 * per calendar month; today when it is), the tariffs it can change to and a termination under way.
 * runtimeEnd is the last day of a running minimum term, null when none runs.
 */
export const customerTariff = z.object({
  productKey: z.string(),
  msisdn: z.string().optional(),
  iccids: z.array(z.string()),
  tariff,
  invoiceReference,
  tariffSettings: z.array(tariffSetting),
  runtimeEnd: isoDay.nullable(),
  nextFreeTariffChange: isoDay,
  tariffChangeOptions: z.array(tariffChangeOption),
  termination: lineTermination.optional(),
});
export type CustomerTariff = z.infer<typeof customerTariff>;
export const customerTariffs = z.array(customerTariff);

/** Body of PUT /customerarea/tariff/{id}: any of a new tariff, settings to switch, the invoice reference. */
export const customerTariffChange = z
  .strictObject({
    tariffModelSalesId: z.string({ error: 'required' }).min(1, 'required').optional(),
    tariffSettings: z.array(z.strictObject({ id: z.string({ error: 'required' }), value: z.boolean({ error: 'required' }) })).optional(),
    invoiceReference: z.strictObject({ name: optionalText(30), value: optionalText(40) }).optional(),
  })
  .refine(atLeastOne, 'required');
export type CustomerTariffChange = z.infer<typeof customerTariffChange>;

/** A cost limit in the market's currency (unit); SPEC §4: 0 means no use beyond the included units. */
export const spendingCap = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  value: z.number().min(0),
  maxValue: z.number().min(0),
  customizable: z.boolean(),
});
export type SpendingCap = z.infer<typeof spendingCap>;

/** An on/off service of cost control (the EU-roaming data cut-off, limit SMS, premium services). */
export const spendingCapService = z.object({ id: z.string(), name: z.string(), description: z.string(), value: z.boolean() });
export type SpendingCapService = z.infer<typeof spendingCapService>;

/** SPEC §3 Spending caps. */
export const spendingCaps = z.object({
  groups: z.array(z.object({ name: z.string(), caps: z.array(spendingCap) })),
  services: z.array(spendingCapService),
});
export type SpendingCaps = z.infer<typeof spendingCaps>;

/** Body of PUT /customerarea/spendingcaps/{id}: the caps and services to change, by id (whole currency units). */
export const spendingCapsChange = z
  .strictObject({
    caps: z
      .array(
        z.strictObject({
          id: z.string({ error: 'required' }),
          value: z.number({ error: 'required' }).int('invalid_format').min(0, 'invalid_format'),
        }),
      )
      .optional(),
    services: z.array(z.strictObject({ id: z.string({ error: 'required' }), value: z.boolean({ error: 'required' }) })).optional(),
  })
  .refine(atLeastOne, 'required');
export type SpendingCapsChange = z.infer<typeof spendingCapsChange>;

export const terminationReason = z.enum(['PRICE', 'NETWORK', 'SERVICE', 'MOVING_ABROAD', 'OTHER']);
export type TerminationReason = z.infer<typeof terminationReason>;

/** Body of POST /customerarea/contract:terminate; requestedDate asks for a later end than the earliest. */
export const terminationRequest = z.strictObject({
  productKey: z.string({ error: 'required' }).min(1, 'required'),
  reason: z.enum(terminationReason.options, { error: 'invalid_format' }).optional(),
  requestedDate: z.iso.date({ error: 'invalid_date' }).optional(),
});
export type TerminationRequest = z.infer<typeof terminationRequest>;

/** What a termination means for the customer; the storefront words each. */
export const terminationConsequence = z.enum([
  'SERVICE_ENDS',
  'NUMBER_PORTABLE_UNTIL_END',
  'MINIMUM_TERM_RUNS',
  'FINAL_INVOICE',
  'PREPAID_BALANCE_REFUND',
  'DEVICE_INSTALMENTS_CONTINUE',
]);
export type TerminationConsequence = z.infer<typeof terminationConsequence>;

/** The answer of POST /customerarea/contract:terminate, also sent to the customer. */
export const terminationConfirmation = z.object({
  confirmationNumber: z.string(),
  productKey: z.string(),
  paymentType,
  receivedAt: z.iso.datetime({ offset: true }),
  effectiveDate: isoDay,
  runtimeEnd: isoDay.nullable(),
  consequences: z.array(terminationConsequence),
  confirmationSentTo: z.object({ channel: z.enum(['EMAIL', 'SMS']), to: z.string() }),
});
export type TerminationConfirmation = z.infer<typeof terminationConfirmation>;
