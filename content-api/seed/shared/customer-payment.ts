/**
 * The demo customers' payment (GET /payment/method) and prepaid recharge per market (README "Sandbox
 * payment" lists all of it as test data):
 *
 * - How each demo customer pays their bills: SEPA, invoice, a card (one expiring this month, one
 *   expired, one the issuer stopped, healthy ones) and, in Switzerland, e-bill.
 * - The methods a customer may switch their bills to: the market's recurring methods, plus e-bill in
 *   Switzerland, where it is the banks' own way to receive and pay bills, and EPS where the market
 *   offers it (each bill paid by a transfer from the chosen bank).
 * - Recharge amounts in the market's currency, the recharge methods (EPS and TWINT only where offered),
 *   the prepaid lines' starting balances, and vouchers: our own 12-digit codes and 16-digit
 *   paysafecard-type PINs, valid, used and expired. Their first digit is the market's (1 AT, 2 DE,
 *   3 CH, 4 UK, 5 IT, 6 CAMP), as in the customer numbers.
 */
import type { PaymentMethodName } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { L, SeedAccountMethod, SeedPrepaid, SeedVoucher } from '../types';

const ACCOUNT_METHODS: Record<MarketCode, PaymentMethodName[]> = {
  AT: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'EPS', 'INVOICE'],
  DE: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'INVOICE'],
  CH: ['CREDITCARD', 'INVOICE', 'EBILL'],
  UK: ['CREDITCARD', 'APPLEPAY'],
  IT: ['CREDITCARD', 'SEPA'],
  CAMP: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'EPS'],
};

const sepa = (iban: string, accountHolder: string, mandateReference: string): SeedAccountMethod => ({
  method: 'SEPA',
  iban,
  accountHolder,
  mandateReference,
});
const card = (brand: string, last4: string, expires: string, holder: string, active = true): SeedAccountMethod => ({
  method: 'CREDITCARD',
  brand,
  last4,
  expires,
  holder,
  active,
});
const INVOICE: SeedAccountMethod = { method: 'INVOICE' };

/** By market and customer number (the private customer …0001, the company …0002). */
const CUSTOMER_METHODS: Record<MarketCode, Record<string, SeedAccountMethod>> = {
  // 10000003 has prepaid lines only: no bills, but a card stored to top up with.
  AT: {
    '10000001': sepa('AT611904300234573201', 'Katharina Gruber', 'SBX-AT-7A21C0DE0001'),
    '10000002': INVOICE,
    '10000003': card('VISA', '1111', '+250d', 'Elif Yilmaz'),
  },
  // "+0d": the card expires at the end of the sandbox clock's month, so it is always "expiring soon".
  DE: {
    '20000001': card('VISA', '4242', '+0d', 'Julia Schneider'),
    '20000002': sepa('DE89370400440532013000', 'Becker Haustechnik GmbH', 'SBX-DE-7A21C0DE0002'),
  },
  CH: { '30000001': { method: 'EBILL', email: 'laura.brunner@example.ch' }, '30000002': INVOICE },
  UK: { '40000001': card('MASTERCARD', '4444', '-40d', 'Oliver Bennett'), '40000002': card('VISA', '1881', '+700d', 'Priya Shah') },
  IT: {
    '50000001': card('VISA', '0004', '+500d', 'Giulia Rossi', false),
    '50000002': sepa('IT60X0542811101000000123456', 'Ferri Impianti S.r.l.', 'SBX-IT-7A21C0DE0003'),
  },
  CAMP: {
    '60000001': card('MASTERCARD', '5100', '+400d', 'Lukas Moser'),
    '60000002': sepa('AT483200000012345864', 'Camping Seeblick Steiner KG', 'SBX-CAMP-7A21C0DE0004'),
  },
};

const RECHARGE_AMOUNTS: Record<(typeof MARKETS)[MarketCode]['currency'], number[]> = {
  EUR: [10, 15, 20, 30, 50],
  CHF: [10, 20, 30, 50],
  GBP: [10, 15, 20, 30],
};

const l = (en: string, de: string, fr: string, it: string): L => ({ en, de, fr, it });
const CARD = { key: 'creditcard', name: l('Credit card', 'Kreditkarte', 'Carte de crédit', 'Carta di credito') } as const;
const STORED_CARD = {
  key: 'storedcreditcard',
  name: l('Saved credit card', 'Gespeicherte Kreditkarte', 'Carte de crédit enregistrée', 'Carta di credito salvata'),
} as const;
const EPS = { key: 'eps', name: l('EPS online bank transfer', 'eps-Überweisung', 'Virement EPS', 'Bonifico EPS') } as const;
const WALLET = { key: 'applepay', name: l('Apple Pay', 'Apple Pay', 'Apple Pay', 'Apple Pay') } as const;
const PAYSAFECARD = { key: 'paysafecard', name: l('paysafecard', 'paysafecard', 'paysafecard', 'paysafecard') } as const;
const VOUCHER = { key: 'voucher', name: l('Recharge voucher', 'Aufladebon', 'Bon de recharge', 'Buono di ricarica') } as const;
const TWINT = { key: 'twint', name: l('TWINT', 'TWINT', 'TWINT', 'TWINT') } as const;

/** The prepaid lines' balances at the start: the camp's holiday SIM is running low. */
const MARKET_DIGIT: Record<MarketCode, string> = { AT: '1', DE: '2', CH: '3', UK: '4', IT: '5', CAMP: '6' };

/** Codes as printed without spaces; valid for a year, or expired a month ago. */
function vouchers(market: MarketCode): SeedVoucher[] {
  const d = MARKET_DIGIT[market];
  const valid = '+365d';
  const expired = '-30d';
  return [
    { kind: 'VOUCHER', code: `${d}10020260011`, value: 10, remaining: 10, validTo: valid },
    { kind: 'VOUCHER', code: `${d}20020260012`, value: 20, remaining: 20, validTo: valid },
    { kind: 'VOUCHER', code: `${d}10020260013`, value: 10, remaining: 0, validTo: valid },
    { kind: 'VOUCHER', code: `${d}10020250014`, value: 10, remaining: 10, validTo: expired },
    { kind: 'PAYSAFECARD', code: `${d}111222233330001`, value: 50, remaining: 50, validTo: valid },
    { kind: 'PAYSAFECARD', code: `${d}111222233330002`, value: 5, remaining: 5, validTo: valid },
    { kind: 'PAYSAFECARD', code: `${d}111222233330003`, value: 25, remaining: 0, validTo: valid },
    { kind: 'PAYSAFECARD', code: `${d}111222233330004`, value: 50, remaining: 50, validTo: expired },
  ];
}

export function accountMethodsFor(market: MarketCode): PaymentMethodName[] {
  return ACCOUNT_METHODS[market];
}

export function customerMethodsFor(market: MarketCode): Record<string, SeedAccountMethod> {
  return CUSTOMER_METHODS[market];
}

/** A prepaid line tops up by card, saved card, EPS, the mobile wallet and TWINT where the market takes them, PIN and voucher everywhere. */
export function prepaidFor(market: MarketCode, methods: readonly PaymentMethodName[]): SeedPrepaid {
  return {
    allowedRechargeAmounts: RECHARGE_AMOUNTS[MARKETS[market].currency],
    rechargeMethods: [
      CARD,
      STORED_CARD,
      ...(methods.includes('APPLEPAY') ? [WALLET] : []),
      ...(methods.includes('EPS') ? [EPS] : []),
      PAYSAFECARD,
      VOUCHER,
      ...(methods.includes('TWINT') ? [TWINT] : []),
    ],
    vouchers: vouchers(market),
  };
}
