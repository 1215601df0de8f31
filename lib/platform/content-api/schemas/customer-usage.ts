import { z } from 'zod';
import { money } from './common';
import { RECHARGE_METHODS } from './payment-recharge';

/** SPEC §3 Balance: roaming balances pair with domestic ones of the same balanceGroupType. */
export const balanceGroupType = z.enum(['MINUTES', 'SMS', 'DATA']);
export type BalanceGroupType = z.infer<typeof balanceGroupType>;
export const balance = z.object({
  limit: z.number().min(0),
  name: z.string(),
  unit: z.string(),
  unlimited: z.boolean(),
  usage: z.number().min(0),
  balanceGroupType,
});
export type Balance = z.infer<typeof balance>;

/** The keys of POST /payment/method/{key}:rechargeprepaid (SPEC §7 prepaid recharge). */
export const rechargeMethodKey = z.enum(RECHARGE_METHODS);
export type RechargeMethodKey = z.infer<typeof rechargeMethodKey>;

/** SPEC §3 Usage prepaid: the value card's credit and how it is recharged. */
export const prepaidBalance = z.object({
  name: z.string(),
  balance: z.number(),
  currency: z.string(),
  currencyISO: z.string().regex(/^[A-Z]{3}$/),
  allowedRechargeAmounts: z.array(z.number().positive()),
  allowedRechargePaymentMethods: z.array(z.object({ key: rechargeMethodKey, name: z.string() })),
});
export type PrepaidBalance = z.infer<typeof prepaidBalance>;

/** SPEC §3 Usage of a line in its current bill period (GET /customerarea/usage/{productKey}); a fixed line counts nothing (no balances). */
export const usage = z.object({
  productKey: z.string(),
  billPeriodStart: z.iso.date(),
  billPeriodEnd: z.iso.date(),
  isInActivationMonth: z.boolean(),
  hasAliquotBalances: z.boolean(),
  balances: z.array(balance),
  euRoaming: z.array(balance),
  /** Whether the line has spending caps, and the charges beyond included units so far this period. */
  spendingCaps: z.object({ available: z.boolean(), chargesSoFar: money }),
  prepaid: prepaidBalance.optional(),
});
export type Usage = z.infer<typeof usage>;
export type SpendingCapsSummary = Usage['spendingCaps'];

/** GET /customerarea/usage: every SIM line's usage. */
export const usages = z.array(usage);
