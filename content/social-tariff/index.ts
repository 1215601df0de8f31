import { forMarket, legalMarket } from '@/content/legal/text';
import type { LegalDocument, LegalLanguage } from '@/content/legal/types';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { socialTariffDe } from './de';
import { socialTariffEn } from './en';
import { socialTariffFr } from './fr';
import { socialTariffIt } from './it';
import type { SocialTariffFacts, SocialTariffTexts } from './types';

/** The day the social-tariff page last changed (income limits from 2025). */
export const SOCIAL_TARIFF_UPDATED = '2026-01-02';

const BY_LANGUAGE: Record<LegalLanguage, SocialTariffTexts> = {
  de: socialTariffDe,
  en: socialTariffEn,
  fr: socialTariffFr,
  it: socialTariffIt,
};

/**
 * The social-tariff page of a market that offers one (AT, CAMP, DE): the tariff, who can apply, the
 * notice of the market's broadcasting-fee service, how to apply and what follows. Sections carry the
 * ids the page attaches the tariff card, the income limits, the calculator and the form to.
 */
export function socialTariffDocument(market: MarketCode, language: LegalLanguage, facts: SocialTariffFacts): LegalDocument {
  const texts = BY_LANGUAGE[language];
  const service = legalMarket(market) === 'DE' ? 'DE' : 'AT';
  return forMarket(market, language, texts.document({ ...facts, ...texts.services[service] }));
}
