/**
 * The payment setup of each market (/payment): the methods it offers (SPEC §1), the EPS banks of the
 * Austrian scheme, the instalment-financing provider, demo customers' open amounts and the order
 * billing contracts the sandbox knows from the start; the customer area's part in customer-payment.ts.
 *
 * - Card everywhere. SEPA direct debit only in euro markets; no other direct debit is offered.
 * - EPS is Austrian (AT, CAMP). Invoice where customers expect it (AT, DE, CH); the camp site sells
 *   short-stay SIMs and takes no invoice. Instalment financing where devices are sold on it (AT, DE).
 * - TWINT, SPEC §7's Swiss instant payment, in CH (routes/payment/twint.ts, the sandbox app page).
 *
 * These lists are the one source of what a market takes: POST /orders accepts exactly the methods
 * POST /payment/methods/allowed offers the order's cart.
 */
import type { EpsBank, PaymentCart, PaymentMethodName } from '../../../lib/content-api/schemas';
import { MARKETS, type MarketCode } from '../../../lib/markets/markets';
import type { SeedBillingContract, SeedPayment } from '../types';
import { accountMethodsFor, customerMethodsFor, prepaidFor } from './customer-payment';

/** Banks taking part in EPS, by display name, with their BIC. */
const EPS_BANKS: EpsBank[] = [
  { displayName: 'Ärzte- und Apothekerbank', bic: 'BWFBATW1XXX' },
  { displayName: 'Bank Austria', bic: 'BKAUATWWXXX' },
  { displayName: 'Bank für Tirol und Vorarlberg', bic: 'BTVAAT22XXX' },
  { displayName: 'Bankhaus Spängler', bic: 'SPAEAT2SXXX' },
  { displayName: 'BAWAG', bic: 'BAWAATWWXXX' },
  { displayName: 'BKS Bank', bic: 'BFKKAT2KXXX' },
  { displayName: 'easybank', bic: 'EASYATW1XXX' },
  { displayName: 'Erste Bank und Sparkassen', bic: 'GIBAATWWXXX' },
  { displayName: 'HYPO NOE Landesbank', bic: 'HYPNATWWXXX' },
  { displayName: 'Hypo Tirol Bank', bic: 'HYPTAT22XXX' },
  { displayName: 'Hypo Vorarlberg', bic: 'HYPVAT2BXXX' },
  { displayName: 'Oberbank', bic: 'OBKLAT2LXXX' },
  { displayName: 'Raiffeisen Bankengruppe', bic: 'RZBAATWWXXX' },
  { displayName: 'Volksbank', bic: 'VBOEATWWXXX' },
];

const METHODS: Record<MarketCode, PaymentMethodName[]> = {
  AT: ['CREDITCARD', 'SEPA', 'EPS', 'INVOICE', 'FINANCING'],
  DE: ['CREDITCARD', 'SEPA', 'INVOICE', 'FINANCING'],
  CH: ['CREDITCARD', 'INVOICE', 'TWINT'],
  UK: ['CREDITCARD'],
  IT: ['CREDITCARD', 'SEPA'],
  CAMP: ['CREDITCARD', 'SEPA', 'EPS'],
};

/** The sandbox financing provider (GET /payment/method/ratenwerk/ratepayment/config). */
export const SANDBOX_FINANCING_PROVIDER = 'ratenwerk';

/** What the private demo customer (…0001) still owes; the company customer owes nothing. */
const OPEN_AMOUNT: Record<MarketCode, number> = { AT: 24.9, DE: 19.99, CH: 49, UK: 30, IT: 12.99, CAMP: 15 };

/** A device order's one-off amount in the market's currency. */
const DEVICE_AMOUNT: Record<MarketCode, number> = { AT: 549, DE: 549, CH: 599, UK: 499, IT: 549, CAMP: 549 };

const postpaid: PaymentCart['items'][number] = { type: 'TARIFF', paymentType: 'POST_PAY' };

/**
 * Four order billing contracts per market (BC-AT-1001 …): a postpaid SIM (nothing to pay now, the
 * method is for the monthly bills), a postpaid SIM with a smartphone, a prepaid SIM with its starting
 * credit, and a company's SIM with a smartphone.
 */
function billingContracts(market: MarketCode): SeedBillingContract[] {
  const id = (n: number) => `BC-${market}-${n}`;
  return [
    { id: id(1001), cart: { items: [postpaid], isCompany: false }, amount: 0 },
    { id: id(1002), cart: { items: [postpaid, { type: 'DEVICE' }], isCompany: false }, amount: DEVICE_AMOUNT[market] },
    { id: id(1003), cart: { items: [{ type: 'TARIFF', paymentType: 'PRE_PAY' }], isCompany: false }, amount: 10 },
    { id: id(1004), cart: { items: [postpaid, { type: 'DEVICE' }], isCompany: true }, amount: DEVICE_AMOUNT[market] },
  ];
}

export function paymentFor(market: MarketCode): SeedPayment {
  const prefix = { AT: '1', DE: '2', CH: '3', UK: '4', IT: '5', CAMP: '6' }[market];
  const methods = METHODS[market];
  return {
    methods,
    epsBanks: methods.includes('EPS') ? EPS_BANKS : [],
    ...(methods.includes('FINANCING')
      ? { financing: { provider: SANDBOX_FINANCING_PROVIDER, apiKey: `rw_sandbox_${MARKETS[market].slug}_7f3a91c2` } }
      : {}),
    openPositions: { [`${prefix}0000001`]: OPEN_AMOUNT[market] },
    billingContracts: billingContracts(market),
    accountMethods: accountMethodsFor(market),
    customerMethods: customerMethodsFor(market),
    prepaid: prepaidFor(market, { eps: methods.includes('EPS'), twint: methods.includes('TWINT') }),
  };
}
