/** Long-form legal texts (terms, privacy, imprint) as data: one section per heading. */
export type LegalLanguage = 'de' | 'en' | 'fr' | 'it';

/** A text in all four languages of the shop. */
export type Localised = Record<LegalLanguage, string>;

export type LegalSection = {
  /** Anchor of the section's heading (terms#fees). */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };
