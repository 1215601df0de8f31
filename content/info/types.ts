import type { LegalLanguage, LegalSection } from '@/content/legal/types';

/** The four languages long-form texts are written in (de-CH is derived from de). */
export type InfoLanguage = LegalLanguage;

/** A step-by-step guide for one platform (iOS, Android). */
export type InfoGuide = { id: string; heading: string; steps: string[]; note?: string };

/** A section of an information page: the legal section shape plus numbered steps and platform guides. */
export type InfoSection = LegalSection & { steps?: string[]; guides?: InfoGuide[] };

export type InfoDocument = { title: string; intro: string; sections: InfoSection[] };
