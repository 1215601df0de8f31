import { formatMoney, formatNumber } from '@/lib/platform/i18n/format';
import { LOCALES, languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import type { LegalDocument, LegalLanguage } from './types';

/** The locale a legal text of a market is formatted in: the market's locale of that language. */
export function contentLocale(market: MarketCode, language: LegalLanguage): Locale {
  const own = MARKETS[market].locales.find((l) => languageOf(l) === language);
  return own ?? LOCALES.find((l) => languageOf(l) === language) ?? 'en-GB';
}

/** An amount in the market's currency, formatted like the shop's prices (unitRate: 0.004 per MB). */
export function money(market: MarketCode, language: LegalLanguage, amount: number, options: { unitRate?: boolean } = {}): string {
  return formatMoney(amount, MARKETS[market].currency, contentLocale(market, language), options);
}

/** The market's standard VAT rate, formatted ("20", "8,1"). */
export function vatRate(market: MarketCode, language: LegalLanguage): string {
  return formatNumber(MARKETS[market].vatRate, contentLocale(market, language), { maximumFractionDigits: 1 });
}

/** Swiss German writes "ss" for "ß" (ARCHITECTURE §3). */
export function forMarket(market: MarketCode, language: LegalLanguage, document: LegalDocument): LegalDocument {
  if (market !== 'CH' || language !== 'de') return document;
  const ss = (text: string) => text.replaceAll('ß', 'ss');
  return {
    title: ss(document.title),
    intro: ss(document.intro),
    sections: document.sections.map((s) => ({
      id: s.id,
      heading: ss(s.heading),
      paragraphs: s.paragraphs.map(ss),
      ...(s.list ? { list: s.list.map(ss) } : {}),
    })),
  };
}

/** Markets whose texts differ: CAMP is the Austrian company's shop and reads like AT. */
export type LegalMarket = Exclude<MarketCode, 'CAMP'>;
export const legalMarket = (market: MarketCode): LegalMarket => (market === 'CAMP' ? 'AT' : market);
