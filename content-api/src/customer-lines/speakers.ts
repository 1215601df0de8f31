/** SPEC §3 Voicemail speaker and Language: the voices that read the standard greeting, in each market's languages and English. */
import type { MarketCode } from '@storefront/markets/markets';
import type { L } from '../../seed/types';

type SpeakerLanguage = { language: string; shortName: string; name: L; nameInLanguage: string };
export type Speaker = { phoneAccountVoiceMailSpeakerId: number; name: string; language: SpeakerLanguage };

const GERMAN = { name: { en: 'German', de: 'Deutsch', fr: 'Allemand', it: 'Tedesco' }, nameInLanguage: 'Deutsch', shortName: 'DE' };
const FRENCH = { name: { en: 'French', de: 'Französisch', fr: 'Français', it: 'Francese' }, nameInLanguage: 'Français', shortName: 'FR' };
const ITALIAN = { name: { en: 'Italian', de: 'Italienisch', fr: 'Italien', it: 'Italiano' }, nameInLanguage: 'Italiano', shortName: 'IT' };
const ENGLISH = {
  language: 'en-GB',
  name: { en: 'English', de: 'Englisch', fr: 'Anglais', it: 'Inglese' },
  nameInLanguage: 'English',
  shortName: 'EN',
};

const EMILY: Speaker = { phoneAccountVoiceMailSpeakerId: 9, name: 'Emily', language: ENGLISH };
const austrian: Speaker[] = [
  { phoneAccountVoiceMailSpeakerId: 1, name: 'Anna', language: { ...GERMAN, language: 'de-AT' } },
  { phoneAccountVoiceMailSpeakerId: 2, name: 'Lukas', language: { ...GERMAN, language: 'de-AT' } },
  EMILY,
];

const SPEAKERS: Record<MarketCode, Speaker[]> = {
  AT: austrian,
  CAMP: austrian,
  DE: [
    { phoneAccountVoiceMailSpeakerId: 11, name: 'Hannah', language: { ...GERMAN, language: 'de-DE' } },
    { phoneAccountVoiceMailSpeakerId: 12, name: 'Jonas', language: { ...GERMAN, language: 'de-DE' } },
    EMILY,
  ],
  CH: [
    { phoneAccountVoiceMailSpeakerId: 21, name: 'Nina', language: { ...GERMAN, language: 'de-CH' } },
    { phoneAccountVoiceMailSpeakerId: 22, name: 'Camille', language: { ...FRENCH, language: 'fr-CH' } },
    { phoneAccountVoiceMailSpeakerId: 23, name: 'Giulia', language: { ...ITALIAN, language: 'it-CH' } },
    EMILY,
  ],
  UK: [EMILY, { phoneAccountVoiceMailSpeakerId: 31, name: 'James', language: ENGLISH }],
  IT: [
    { phoneAccountVoiceMailSpeakerId: 41, name: 'Chiara', language: { ...ITALIAN, language: 'it-IT' } },
    { phoneAccountVoiceMailSpeakerId: 42, name: 'Matteo', language: { ...ITALIAN, language: 'it-IT' } },
    EMILY,
  ],
};

/** The market's speakers, the default (its first) first. */
export const speakersOf = (market: MarketCode): Speaker[] => SPEAKERS[market];
