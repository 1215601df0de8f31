import type { MarketCode } from '@/lib/platform/markets/markets';
import { forMarket } from '../text';
import type { LegalDocument, LegalLanguage } from '../types';
import { privacyDe } from './de';
import { privacyEn } from './en';
import { privacyFr } from './fr';
import { privacyIt } from './it';

/** The day the privacy policy last changed (ISO date). */
export const PRIVACY_UPDATED = '2026-11-01';

const BY_LANGUAGE: Record<LegalLanguage, (market: MarketCode) => LegalDocument> = {
  de: privacyDe,
  en: privacyEn,
  fr: privacyFr,
  it: privacyIt,
};

/**
 * The privacy policy of a market's company in a language; its `cookies` section is followed by the
 * cookie table (cookiesOf) and `retention` follows SPEC §9 (contact requests and traffic data 6 months).
 */
export function privacyDocument(market: MarketCode, language: LegalLanguage): LegalDocument {
  return forMarket(market, language, BY_LANGUAGE[language](market));
}
