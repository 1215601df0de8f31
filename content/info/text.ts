import { contentLocale, legalMarket, type LegalMarket } from '@/content/legal/text';
import { formatMoney } from '@/lib/platform/i18n/format';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import type { InfoDocument, InfoLanguage } from './types';

/** An amount in the market's currency, formatted in the market's locale of the language. */
export function amount(market: MarketCode, language: InfoLanguage, value: number, options: { unitRate?: boolean } = {}): string {
  return formatMoney(value, MARKETS[market].currency, contentLocale(market, language), options);
}

/** Every string of a value, rewritten (keys and structure stay). */
function mapStrings<T>(value: T, rewrite: (text: string) => string): T {
  if (typeof value === 'string') return rewrite(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, rewrite)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, rewrite)])) as T;
  }
  return value;
}

/** Swiss Standard German writes "ss" for "ß" (ARCHITECTURE §3); other texts pass unchanged. */
export function localiseForMarket(market: MarketCode, language: InfoLanguage, document: InfoDocument): InfoDocument {
  if (market !== 'CH' || language !== 'de') return document;
  return mapStrings(document, (text) => text.replaceAll('ß', 'ss'));
}

/** Markets whose texts differ: CAMP is the Austrian company's shop and reads like AT. */
export type InfoMarket = LegalMarket;

/** What a text needs to know about the market it is written for. */
export type InfoContext = {
  market: InfoMarket;
  /** An amount in the market's currency ("€ 10,00", "CHF 10.00", "£ 10.00"). */
  money: (value: number) => string;
  /** A per-unit rate in the market's currency, with a third decimal where it has one ("£ 0.004"). */
  rate: (value: number) => string;
};

export function infoContext(market: MarketCode, language: InfoLanguage): InfoContext {
  return {
    market: legalMarket(market),
    money: (value) => amount(market, language, value),
    rate: (value) => amount(market, language, value, { unitRate: true }),
  };
}
