/** Amounts in the seed's running texts (FAQ answers, product and package descriptions). */
import type { Money } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';

export type Lang = 'en' | 'de' | 'fr' | 'it';

/** An amount in the market's currency in running text: "€300", "3,90 €", "0,004 €", "CHF 3.90", "£99". */
export function priceText(market: MarketCode, amount: number, lang: Lang): string {
  return moneyText({ amount, currencyCode: MARKETS[market].currency }, lang);
}

/** An amount in its own currency in running text, written as priceText writes it. */
export function moneyText({ amount, currencyCode: currency }: Money, lang: Lang): string {
  const cents = amount * 100;
  const decimals = Number.isInteger(amount) ? 0 : Math.abs(cents - Math.round(cents)) < 1e-9 ? 2 : 3;
  const digits = amount.toFixed(decimals);
  if (currency === 'CHF') return `CHF ${digits}`;
  if (currency === 'GBP') return `£${digits}`;
  return lang === 'en' ? `€${digits}` : `${digits.replace('.', ',')} €`;
}
