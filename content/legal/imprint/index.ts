import type { MarketCode } from '@/lib/platform/markets/markets';
import { forMarket } from '../text';
import type { LegalDocument, LegalLanguage } from '../types';
import { imprintDe } from './de';
import { imprintEn } from './en';
import { imprintFr } from './fr';
import { imprintIt } from './it';

/** The day the imprint last changed (ISO date). */
export const IMPRINT_UPDATED = '2026-11-01';

const BY_LANGUAGE: Record<LegalLanguage, (market: MarketCode) => LegalDocument> = {
  de: imprintDe,
  en: imprintEn,
  fr: imprintFr,
  it: imprintIt,
};

/** The imprint of a market's company in a language; its `contact` section is followed by the market's service contacts. */
export function imprintDocument(market: MarketCode, language: LegalLanguage): LegalDocument {
  return forMarket(market, language, BY_LANGUAGE[language](market));
}
