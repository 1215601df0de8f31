import type { MarketCode } from '@/lib/platform/markets/markets';
import { forMarket } from '../text';
import type { LegalDocument, LegalLanguage } from '../types';
import { termsDe } from './de';
import { termsEn } from './en';
import { termsFr } from './fr';
import { termsIt } from './it';

/** The day the terms last changed (ISO date). */
export const TERMS_UPDATED = '2026-11-29';

const BY_LANGUAGE: Record<LegalLanguage, (market: MarketCode) => LegalDocument> = {
  de: termsDe,
  en: termsEn,
  fr: termsFr,
  it: termsIt,
};

/** The terms and conditions of a market's company in a language; sections include `withdrawal` and `fees`. */
export function termsDocument(market: MarketCode, language: LegalLanguage): LegalDocument {
  return forMarket(market, language, BY_LANGUAGE[language](market));
}
