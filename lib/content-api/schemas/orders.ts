import { z } from 'zod';

/**
 * SPEC §3 Order validation result: the body of a 400 from POST /orders/validate and of a 406 from
 * POST /orders (SPEC §5, §8), which lists the invalid fields by section. SPEC names the sections and
 * their fields but not the wire names; this is the shape the reference API sends. Each section lists
 * the names of its invalid fields; the per-item sections (SIM cards, fixed lines, products) say which
 * item of the order by its `index` in the order's list of that kind. A missing section has no faults.
 */

/** SPEC §3 SIM cards, per cart item. */
export const simCardField = z.enum([
  'tariff',
  'cardName',
  'simType',
  'numberSource',
  'transferPhoneNumber',
  'cancelPhoneNumber',
  'code',
  'date',
  'numberingPlanAssignment',
  'previousProvider',
  'contractType',
  'terminationType',
]);
export const fixedLineField = z.enum(['tariff', 'externalPhoneNumber']);
export const productField = z.enum(['deviceModel']);
export const personalInfoField = z.enum(['firstName', 'lastName', 'companyName', 'vatNumber', 'email', 'confirmEmail', 'phone', 'birthday']);
export const addressField = z.enum(['street', 'houseName', 'houseNumber', 'doorNumber', 'zip', 'city', 'country']);
export const paymentMethodField = z.enum(['paymentMethodName', 'productPaymentMethodName']);

const itemFaults = <F extends z.ZodEnum>(field: F) =>
  z.object({ index: z.number().int().min(0), invalidFields: z.array(field) });

const section = <S extends z.ZodType>(schema: S) => z.array(schema).default([]);

export const orderValidationResult = z.object({
  simCards: section(itemFaults(simCardField)),
  fixedLines: section(itemFaults(fixedLineField)),
  products: section(itemFaults(productField)),
  personalInfo: section(personalInfoField),
  address: section(addressField),
  paymentMethod: section(paymentMethodField),
  invalidAdditionalInfo: z.boolean().default(false),
});
export type OrderValidationResult = z.infer<typeof orderValidationResult>;

/** SPEC §5: what POST /orders answers when the order was created. */
export const orderCreated = z.object({ salesOrderId: z.union([z.string().min(1), z.number().int()]).transform(String) });
export type OrderCreated = z.infer<typeof orderCreated>;
