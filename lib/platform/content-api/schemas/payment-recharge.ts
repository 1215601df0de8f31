import { z } from 'zod';
import { money } from './common';
import { cardPaymentRequest, epsPaymentRequest, paymentResult, twintPaymentRequest, walletChangeRequest } from './payment';

// SPEC §7 Prepaid recharge: POST /payment/method/{method}:rechargeprepaid for a logged-in customer's
// PRE_PAY line. The methods are SPEC §3 Usage.prepaid.allowedRechargePaymentMethods' keys.

export const RECHARGE_METHODS = ['creditcard', 'storedcreditcard', 'eps', 'paysafecard', 'voucher', 'applepay', 'twint'] as const;
export const rechargeMethod = z.enum(RECHARGE_METHODS);
export type RechargeMethod = z.infer<typeof rechargeMethod>;

const productKey = z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'too_long');
/** One of the line's allowedRechargeAmounts in the market's currency (the API checks which: not_offered). */
const amount = z.number({ error: 'required' }).positive('invalid_format');
const target = { productKey, amount };

/** A card typed into the hosted field for this recharge: its token, and where 3-D Secure returns to. */
export const cardRechargeRequest = cardPaymentRequest.extend(target);
/** The customer's stored card (GET /payment/method), charged without the customer present. */
export const storedCardRechargeRequest = z.object(target);
/** An EPS transfer from the bank `bic`. */
export const epsRechargeRequest = epsPaymentRequest.extend(target);
/**
 * A TWINT payment (the Swiss instant payment, CH): PENDING with the app's hand-over address, followed
 * with PUT /payment/method/twint/transaction/{id} as an order's; the line is credited when the person
 * approves in the app. `returnUrl` is where the app sends the browser back on the same phone.
 */
export const twintRechargeRequest = twintPaymentRequest.omit({ billingContractId: true }).extend(target);
/** A paysafecard-type voucher: its 16-digit PIN pays `amount` of its value (spaces and dashes as printed are fine). */
export const paysafecardRechargeRequest = z.object({
  ...target,
  pin: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .transform((pin) => pin.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'invalid_format')),
});
/** Our own voucher code: the value printed on it is credited, so there is no amount. */
export const voucherRechargeRequest = z.object({
  productKey,
  code: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(30, 'too_long')
    .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
});

/** The mobile wallet (ADR 47): the payment token its sheet handed over for `amount`. */
export const walletRechargeRequest = walletChangeRequest.extend(target);

export const RECHARGE_REQUESTS = {
  creditcard: cardRechargeRequest,
  storedcreditcard: storedCardRechargeRequest,
  eps: epsRechargeRequest,
  paysafecard: paysafecardRechargeRequest,
  voucher: voucherRechargeRequest,
  applepay: walletRechargeRequest,
  twint: twintRechargeRequest,
} as const satisfies Record<RechargeMethod, z.ZodType>;
export type RechargeRequest<M extends RechargeMethod> = z.input<(typeof RECHARGE_REQUESTS)[M]>;

/**
 * The answer of a recharge: SPEC §3 Generic payment result, with the line's new balance on SUCCESS.
 * PENDING (card with 3-D Secure, EPS) sends the browser to redirectUrl (TWINT: the app's, see above); GET /payment/status/{id}
 * then tells the outcome, and the balance is credited the moment the provider approves.
 */
export const rechargeResult = paymentResult.extend({ balance: money.optional() });
export type RechargeResult = z.infer<typeof rechargeResult>;
