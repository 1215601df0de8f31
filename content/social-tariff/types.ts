import type { LegalDocument } from '@/content/legal/types';

/** Figures of the market's social tariff, formatted for the page's locale. */
export type SocialTariffFacts = { tariffName: string; price: string; baseFee: string };

/** The broadcasting-fee service that issues the notice, and the notice's name, in one language. */
export type NoticeService = { authority: string; notice: string };

export type SocialTariffTexts = {
  /** Austria's OBS (telephone fee subsidy) and Germany's Beitragsservice (exemption from the fee). */
  services: Record<'AT' | 'DE', NoticeService>;
  document: (facts: SocialTariffFacts & NoticeService) => LegalDocument;
};
