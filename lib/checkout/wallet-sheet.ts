/**
 * The mobile wallet's sheet as the summary opens it (ADR 47): what the island needs from the server,
 * and the amount in the form the Payment Request API takes. Pure, safe for the island.
 */

/** The W3C payment method identifier of the wallet (APPLEPAY). */
export const WALLET_METHOD_ID = 'https://apple.com/apple-pay';

export type WalletSheet = {
  /** The provider's client id (GET /payment/applepay/getToken): the merchant the sheet pays. */
  merchantIdentifier: string;
  /** The session's client token, which the merchant validation names. */
  clientToken: string;
  /** ISO 3166 country of the merchant (the market's). */
  countryCode: string;
  /** ISO 4217 currency of the market. */
  currency: string;
  /** What is due now, as the Payment Request API takes it: a decimal with two places ("549.00"). */
  value: string;
  /** The line the sheet shows with the amount (the shop and what is paid). */
  label: string;
};

/** An amount in the market's currency as the sheet's value: two decimal places, rounded to the cent, never negative. */
export const walletValue = (amount: number): string => (Math.max(0, Math.round(amount * 100)) / 100).toFixed(2);
