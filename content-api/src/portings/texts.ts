/**
 * The porting SMS (SPEC §9: the porting consent comes from SMS 499), in the language the request asked
 * in. Secrets appear only here, in the message itself.
 */
import type { Language } from '../localise';

/** SPEC §9: the short number the porting-consent SMS comes from. */
export const CONSENT_SENDER = '499';

type Texts = {
  consentCode: (number: string, code: string, minutes: number) => string;
  signingLink: (number: string, url: string, minutes: number) => string;
};

export const PORTING_TEXTS: Record<Language, Texts> = {
  en: {
    consentCode: (number, code, minutes) =>
      `${CONSENT_SENDER}: Your code to consent to porting ${number}: ${code}. Valid for ${minutes} minutes. Never share it.`,
    signingLink: (number, url, minutes) => `Sign the porting of ${number} on your phone (link valid for ${minutes} minutes, once):\n${url}`,
  },
  de: {
    consentCode: (number, code, minutes) =>
      `${CONSENT_SENDER}: Ihr Code zur Zustimmung zur Portierung von ${number}: ${code}. ${minutes} Minuten gültig. Nicht weitergeben.`,
    signingLink: (number, url, minutes) =>
      `Unterschreiben Sie die Portierung von ${number} am Smartphone (Link einmal, ${minutes} Minuten gültig):\n${url}`,
  },
  fr: {
    consentCode: (number, code, minutes) =>
      `${CONSENT_SENDER} : Votre code pour consentir au transfert du ${number} : ${code}. Valable ${minutes} minutes. Ne le communiquez à personne.`,
    signingLink: (number, url, minutes) =>
      `Signez le transfert du ${number} sur votre smartphone (lien valable ${minutes} minutes, une fois) :\n${url}`,
  },
  it: {
    consentCode: (number, code, minutes) =>
      `${CONSENT_SENDER}: Il tuo codice per il consenso alla portabilità del ${number}: ${code}. Valido ${minutes} minuti. Non condividerlo.`,
    signingLink: (number, url, minutes) =>
      `Firma la portabilità del ${number} sullo smartphone (link valido ${minutes} minuti, una volta):\n${url}`,
  },
};
