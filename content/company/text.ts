import type { Localised, LegalLanguage } from '@/content/legal/types';
import type { MarketCode } from '@/lib/platform/markets/markets';

/** A localised text as a market reads it: Swiss Standard German writes "ss" for "ß" (ARCHITECTURE §3). */
export function textFor(market: MarketCode, language: LegalLanguage): (text: Localised) => string {
  const swiss = market === 'CH' && language === 'de';
  return (text) => (swiss ? text[language].replaceAll('ß', 'ss') : text[language]);
}
