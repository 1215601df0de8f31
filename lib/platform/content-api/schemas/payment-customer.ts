import { z } from 'zod';
import { cardPaymentRequest, epsBank, epsPaymentRequest, paymentMethodName, sepaMandateRequest } from './payment';

// SPEC §7 Payment for a logged-in customer: how their bills are paid and changing it, and what they
// owe. Card data never passes here either: a card change sends the hosted field's token.

/** SPEC §4 Payment card: the state of a stored card, for the SPEC §8 warnings (lib/domain/stored-card-state.ts). */
export const storedCardState = z.enum(['ACTIVE', 'EXPIRING_SOON', 'EXPIRED', 'INACTIVE']);
export type StoredCardState = z.infer<typeof storedCardState>;

/** What every answer of GET /payment/method has: the account's billing contract and the methods it may change to. */
const accountMethod = {
  /** The customer's account (BC-<customerNumber>): the {id} of GET /payment/openposition/{id} and of paying it. */
  billingContractId: z.string().min(1),
  /** The methods the customer may switch their bills to in this market, the current one included. */
  changeableTo: z.array(paymentMethodName),
};

/**
 * GET /payment/method (a reference extension: SPEC §7 names the changes but no read): how the
 * logged-in customer's bills are paid, with what the customer area shows of it. An IBAN only masked.
 */
export const customerPaymentMethod = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('SEPA'),
    ...accountMethod,
    sepa: z.object({ iban: z.string().min(1), accountHolder: z.string().min(1), mandateReference: z.string().min(1) }),
  }),
  z.object({
    method: z.literal('CREDITCARD'),
    ...accountMethod,
    card: z.object({
      brand: z.string().min(1),
      last4: z.string().regex(/^\d{4}$/),
      expiryMonth: z.number().int().min(1).max(12),
      expiryYear: z.number().int(),
      holder: z.string().min(1),
      state: storedCardState,
    }),
  }),
  z.object({ method: z.literal('INVOICE'), ...accountMethod }),
  z.object({ method: z.literal('EBILL'), ...accountMethod, ebill: z.object({ email: z.email() }) }),
  /** Each bill paid by EPS, the transfer starting at this bank (where the market offers EPS). */
  z.object({ method: z.literal('EPS'), ...accountMethod, eps: epsBank }),
  /** The mobile wallet (ADR 47): its sheet authorised the monthly bills; nothing of the card is shown. */
  z.object({ method: z.literal('APPLEPAY'), ...accountMethod }),
]);
export type CustomerPaymentMethod = z.infer<typeof customerPaymentMethod>;

/** Body of PUT /payment/method/sepa from the customer area: the customer's own account, so no billingContractId. */
export const customerSepaRequest = sepaMandateRequest.omit({ billingContractId: true });
export type CustomerSepaRequest = z.infer<typeof customerSepaRequest>;

/** Body of PUT /payment/changemethod/creditcard/: the hosted field's card token and where 3-D Secure returns to. */
export const cardChangeRequest = cardPaymentRequest;
export type CardChangeRequest = z.infer<typeof cardChangeRequest>;

/** Body of PUT /payment/method/ebill: the address the customer's e-banking knows them by for e-bills. */
export const ebillRequest = z.object({
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'too_long').pipe(z.email('invalid_format')),
});
export type EbillRequest = z.infer<typeof ebillRequest>;

/** Body of PUT /payment/method/eps from the customer area: the bank of GET /payment/eps/banklist the customer's EPS transfers start at. */
export const customerEpsRequest = epsPaymentRequest.pick({ bic: true });
export type CustomerEpsRequest = z.infer<typeof customerEpsRequest>;
