/** A line's usage in its current bill period (lib/model: see common.ts). */
import type { Money } from './common';

/** SPEC §3 Balance group types: roaming balances pair with domestic ones of the same type. */
export type BalanceGroupType = 'MINUTES' | 'SMS' | 'DATA';

/** SPEC §3 Balance: what the period includes (limit, in unit) and what was used of it. */
export type Balance = { limit: number; name: string; unit: string; unlimited: boolean; usage: number; balanceGroupType: BalanceGroupType };

/** The methods a prepaid balance is recharged with (POST /payment/method/{key}:rechargeprepaid). */
export type RechargeMethodKey = 'creditcard' | 'storedcreditcard' | 'eps' | 'paysafecard' | 'voucher' | 'applepay' | 'twint';

/** SPEC §3 Usage prepaid: the value card's credit and how it can be recharged. */
export type PrepaidBalance = {
  name: string;
  balance: number;
  /** The currency's symbol as the market writes it (€, CHF, £). */
  currency: string;
  currencyISO: string;
  allowedRechargeAmounts: number[];
  allowedRechargePaymentMethods: { key: RechargeMethodKey; name: string }[];
};

/** What the spending caps guard: whether the line has them, and the charges beyond included units so far. */
export type SpendingCapsSummary = { available: boolean; chargesSoFar: Money };

/** SPEC §3 Usage of one SIM line. */
export type Usage = {
  productKey: string;
  billPeriodStart: string;
  billPeriodEnd: string;
  isInActivationMonth: boolean;
  hasAliquotBalances: boolean;
  balances: Balance[];
  euRoaming: Balance[];
  spendingCaps: SpendingCapsSummary;
  prepaid?: PrepaidBalance;
};
