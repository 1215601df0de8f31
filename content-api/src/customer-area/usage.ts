/**
 * SPEC §3 Usage of a SIM line in its current bill period: balances at home and in EU roaming, the
 * first month's pro rata units, what the spending caps guard, and a prepaid line's credit.
 */
import { billedMinutes, MB_PER_GB } from '@storefront/rules/cost-control';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { Amount, Balance, BalanceGroupType, PaymentMethodName, PrepaidBalance, Usage } from '@storefront/wire';
import { pick, type Language } from '../localise';
import { firstDay, lastDay, monthOfDay } from './calendar';
import { billPeriodOf, includedUnits, isAliquot, periodTraffic, type CostedTraffic, type Period, type SimLine } from './sim-line';
import type { PrepaidOffer } from '../store/prepaid';
import { BALANCE_NAME } from './texts';

export type UsageContext = {
  market: MarketCode;
  language: Language;
  /** How the customer's bills are paid (customer-payment/account-method.ts): a stored card can recharge. */
  paidBy: PaymentMethodName | undefined;
  /** The market's recharge amounts and methods (store.prepaid, what POST …:rechargeprepaid accepts). */
  recharge: PrepaidOffer | undefined;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

const USED: Record<BalanceGroupType, (items: CostedTraffic[]) => number> = {
  DATA: (items) => round2(items.reduce((sum, i) => sum + i.mbDown + i.mbUp, 0) / MB_PER_GB),
  MINUTES: (items) => items.reduce((sum, i) => sum + billedMinutes(i.seconds), 0),
  SMS: (items) => items.reduce((sum, i) => sum + i.count, 0),
};

/** Balances of the groups the tariff includes something of (a limit or unlimited), data first. */
function balancesOf(
  line: SimLine,
  period: Period,
  allowances: Record<BalanceGroupType, Amount>,
  items: CostedTraffic[],
  names: Record<BalanceGroupType, Parameters<typeof pick>[0]>,
  language: Language,
): Balance[] {
  return (['DATA', 'MINUTES', 'SMS'] as const)
    .filter((group) => allowances[group].isUnlimited || allowances[group].value > 0)
    .map((group) => {
      const amount = allowances[group];
      return {
        balanceGroupType: group,
        name: pick(names[group], language),
        unit: amount.unit,
        unlimited: amount.isUnlimited,
        limit: amount.isUnlimited ? 0 : includedUnits(line, period, amount, group === 'DATA' ? 2 : 0),
        usage: USED[group](items),
      };
    });
}

/** The currency's sign as en-GB writes it (€, CHF, £). */
function currencySign(currencyISO: string): string {
  return (
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: currencyISO }).formatToParts(0).find((p) => p.type === 'currency')
      ?.value ?? currencyISO
  );
}

function prepaidOf(ctx: UsageContext, line: SimLine, balance: number): PrepaidBalance {
  const currencyISO = MARKETS[ctx.market].currency;
  // A stored card is offered only to a customer who pays by card.
  const methods = (ctx.recharge?.rechargeMethods ?? []).filter((m) => m.key !== 'storedcreditcard' || ctx.paidBy === 'CREDITCARD');
  return {
    name: line.tariff.tariffName,
    balance,
    currency: currencySign(currencyISO),
    currencyISO,
    allowedRechargeAmounts: ctx.recharge?.allowedRechargeAmounts ?? [],
    allowedRechargePaymentMethods: methods.map(({ key, name }) => ({ key, name: pick(name, ctx.language) })),
  };
}

/** The usage of a line today; `prepaidBalance` is the value card's credit (prepaid lines only). */
export function usageOf(ctx: UsageContext, line: SimLine, prepaidBalance?: number): Usage {
  const period = billPeriodOf(line, line.today);
  const items = periodTraffic(line, period);
  const { tariff } = line;
  const vatRate = MARKETS[ctx.market].vatRate;
  const charges = items.reduce((sum, i) => sum + i.costNet, 0);
  // Prepaid lines: their first 30-day period; postpaid lines: the calendar month they started in.
  const isInActivationMonth =
    tariff.billPeriodType === 'MONTH' ? line.activation.slice(0, 7) === line.today.slice(0, 7) : period.start === line.activation;
  return {
    productKey: line.product.key,
    billPeriodStart: period.start,
    billPeriodEnd: period.end,
    isInActivationMonth,
    hasAliquotBalances: isAliquot(line, period),
    balances: balancesOf(
      line,
      period,
      { DATA: tariff.data, MINUTES: tariff.voice, SMS: tariff.sms },
      items.filter((i) => !i.abroad),
      BALANCE_NAME.home,
      ctx.language,
    ),
    euRoaming: tariff.roamingEnabled
      ? balancesOf(
          line,
          period,
          { DATA: tariff.euRoamingData, MINUTES: tariff.euRoamingVoice, SMS: tariff.euRoamingSms },
          items.filter((i) => i.abroad),
          BALANCE_NAME.roaming,
          ctx.language,
        )
      : [],
    spendingCaps: {
      available: tariff.hasSpendingCap,
      chargesSoFar: { amount: round2(charges * (1 + vatRate / 100)), currencyCode: MARKETS[ctx.market].currency },
    },
    ...(tariff.paymentType === 'PRE_PAY' ? { prepaid: prepaidOf(ctx, line, prepaidBalance ?? 0) } : {}),
  };
}

/**
 * The usage of a fixed line today: its bill period (the calendar month, from the activation day in
 * the first one) and nothing counted, since a fixed-line tariff includes no units to use up (SPEC §3
 * Fixed-line tariff: speeds, no allowances) and has no spending caps.
 */
export function fixedLineUsageOf(market: MarketCode, productKey: string, activation: string, today: string): Usage {
  const month = monthOfDay(today);
  const start = firstDay(month) < activation ? activation : firstDay(month);
  return {
    productKey,
    billPeriodStart: start,
    billPeriodEnd: lastDay(month),
    isInActivationMonth: activation.slice(0, 7) === today.slice(0, 7),
    hasAliquotBalances: false,
    balances: [],
    euRoaming: [],
    spendingCaps: { available: false, chargesSoFar: { amount: 0, currencyCode: MARKETS[market].currency } },
  };
}
