/**
 * The SMS and e-mails of the login methods, short, in the language the request asked in (the
 * storefront sends its locale as Accept-Language). Secrets appear only here, in the message itself.
 */
import type { Language } from '../localise';

type Texts = {
  tan: (code: string, minutes: number) => string;
  loginLink: { subject: string; text: (url: string, minutes: number) => string };
  resetLink: (url: string, minutes: number) => string;
  initLink: { subject: string; text: (url: string, days: number) => string };
};

export const TEXTS: Record<Language, Texts> = {
  en: {
    tan: (code, minutes) => `Your code: ${code}. Valid for ${minutes} minutes. Never share it.`,
    loginLink: {
      subject: 'Your login link',
      text: (url, minutes) => `Log in with this link (valid for ${minutes} minutes, once):\n${url}`,
    },
    resetLink: (url, minutes) => `Set a new password (link valid for ${minutes} minutes): ${url}`,
    initLink: {
      subject: 'Set your password',
      text: (url, days) => `Set the password for your customer account (link valid for ${days} days):\n${url}`,
    },
  },
  de: {
    tan: (code, minutes) => `Ihr Code: ${code}. Gültig für ${minutes} Minuten. Geben Sie ihn niemandem weiter.`,
    loginLink: {
      subject: 'Ihr Anmeldelink',
      text: (url, minutes) => `Melden Sie sich mit diesem Link an (einmal, ${minutes} Minuten gültig):\n${url}`,
    },
    resetLink: (url, minutes) => `Neues Passwort festlegen (Link ${minutes} Minuten gültig): ${url}`,
    initLink: {
      subject: 'Passwort festlegen',
      text: (url, days) => `Legen Sie das Passwort für Ihr Kundenkonto fest (Link ${days} Tage gültig):\n${url}`,
    },
  },
  fr: {
    tan: (code, minutes) => `Votre code : ${code}. Valable ${minutes} minutes. Ne le communiquez à personne.`,
    loginLink: {
      subject: 'Votre lien de connexion',
      text: (url, minutes) => `Connectez-vous avec ce lien (une fois, valable ${minutes} minutes) :\n${url}`,
    },
    resetLink: (url, minutes) => `Définir un nouveau mot de passe (lien valable ${minutes} minutes) : ${url}`,
    initLink: {
      subject: 'Définir votre mot de passe',
      text: (url, days) => `Définissez le mot de passe de votre compte client (lien valable ${days} jours) :\n${url}`,
    },
  },
  it: {
    tan: (code, minutes) => `Il tuo codice: ${code}. Valido ${minutes} minuti. Non condividerlo.`,
    loginLink: {
      subject: 'Il tuo link di accesso',
      text: (url, minutes) => `Accedi con questo link (una volta, valido ${minutes} minuti):\n${url}`,
    },
    resetLink: (url, minutes) => `Imposta una nuova password (link valido ${minutes} minuti): ${url}`,
    initLink: {
      subject: 'Imposta la tua password',
      text: (url, days) => `Imposta la password del tuo account cliente (link valido ${days} giorni):\n${url}`,
    },
  },
};
