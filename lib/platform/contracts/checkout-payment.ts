import { z } from 'zod';
import { IBAN_FIELD_CODES, PAYMENT_METHOD_NAMES } from '@/lib/platform/content-api/schemas/payment';
import { ibanProblem } from '@/lib/domain/iban';
import { optional, text } from './checkout';
import { ticked } from './consent';

/**
 * POST /api/checkout/payment: the payment step's form as the browser sends it, flat (a form posted
 * without JavaScript has no nested fields), checked the same way by the island and the handler. The
 * handler also checks the methods against those the cart may use and the bank against the EPS list,
 * then stores the step (lib/platform/contracts/checkout.ts paymentStep). Never card data: a card is entered in
 * the payment provider's hosted field, which the answer's `next` opens.
 * Answers: stepContract ({next}); 400 with fields, 404 not_found for an empty cart.
 */
const method = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(PAYMENT_METHOD_NAMES, { error: (issue) => (issue.input === undefined ? 'required' : 'invalid_format') }),
);

export const paymentFormFields = z.object({
  method,
  productMethod: optional(method),
  /** A card is stored: enter another one at the provider all the same. */
  newCard: ticked,
  accountHolder: optional(text(70)),
  iban: optional(text(50)),
  mandateAccepted: ticked,
  bic: optional(text(11)),
});
export type PaymentFormFields = z.infer<typeof paymentFormFields>;

/** The form's field names, in the order of the page (the error summary's order). */
export const PAYMENT_FORM_FIELDS = ['method', 'productMethod', 'accountHolder', 'iban', 'mandateAccepted', 'bic'] as const;

/**
 * The form for a cart with or without devices: the devices' method is then required; instalments pay
 * devices only; SEPA needs the account holder, a valid IBAN (lib/domain/iban, the API's codes) and the
 * accepted mandate; EPS needs a bank.
 */
export function paymentForm(hasDevices: boolean) {
  return paymentFormFields.superRefine((form, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const uses = (name: string) => form.method === name || form.productMethod === name;
    if (form.method === 'FINANCING') issue('method', 'invalid_format');
    if (hasDevices && !form.productMethod) issue('productMethod', 'required');
    if (uses('SEPA')) {
      if (!form.accountHolder) issue('accountHolder', 'required');
      const problem = ibanProblem(form.iban ?? '');
      if (problem) issue('iban', IBAN_FIELD_CODES[problem]);
      if (!form.mandateAccepted) issue('mandateAccepted', 'consent_required');
    }
    if (uses('EPS') && !form.bic) issue('bic', 'required');
  });
}
