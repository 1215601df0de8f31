/**
 * The cookies this shop sets, for the privacy policy's cookie table. Names and lifetimes come from the
 * code that sets them, so the table cannot drift from what the shop does.
 */
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '@/lib/bff/session-data';
import { PERSONAL_COOKIE, PERSONAL_MAX_AGE_SECONDS } from '@/lib/cart/personal-data';
import { SELECTION_COOKIE, SELECTION_MAX_AGE_SECONDS } from '@/lib/cart/selection';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_MONTHS } from '@/lib/consent/consent';
import type { MarketCode } from '@/lib/markets/markets';
import { COMPANIES } from './companies';
import type { LegalLanguage, Localised } from './types';

export type CookieCategory = 'necessary' | 'preferences' | 'statistics' | 'marketing';
export type Duration = { unit: 'minutes' | 'hours' | 'days' | 'months'; count: number };
/** A fixed lifetime, or one that ends after a time without activity and at the latest after `max`. */
export type CookieLifetime = { kind: 'fixed'; duration: Duration } | { kind: 'idle'; idle: Duration; max: Duration };

export type CookieRow = {
  name: string;
  provider: string;
  purpose: string;
  lifetime: CookieLifetime;
  category: CookieCategory;
};

const fixed = (count: number, unit: Duration['unit']): CookieLifetime => ({ kind: 'fixed', duration: { count, unit } });

const PURPOSE: Record<'session' | 'selection' | 'personal' | 'consent' | 'visitor' | 'visit', Localised> = {
  session: {
    en: 'Keeps you logged in to the customer area. Encrypted; it contains nothing readable.',
    de: 'Hält Sie im Kundenbereich angemeldet. Verschlüsselt; enthält nichts Lesbares.',
    fr: 'Vous garde connecté à l’espace client. Chiffré ; il ne contient rien de lisible.',
    it: 'Mantiene l’accesso all’area clienti. Cifrato; non contiene nulla di leggibile.',
  },
  selection: {
    en: 'Remembers the tariff you put in your cart. Deleted when you log out.',
    de: 'Merkt sich den Tarif in Ihrem Warenkorb. Wird beim Abmelden gelöscht.',
    fr: 'Mémorise l’abonnement placé dans votre panier. Supprimé à la déconnexion.',
    it: 'Ricorda l’offerta che hai messo nel carrello. Viene cancellato quando esci.',
  },
  personal: {
    en: 'Keeps the address of the internet line in your cart until you order. Encrypted and not readable by scripts; deleted when you remove the line or log out.',
    de: 'Bewahrt die Adresse des Internetanschlusses in Ihrem Warenkorb bis zur Bestellung auf. Verschlüsselt und für Skripte nicht lesbar; wird gelöscht, wenn Sie den Anschluss entfernen oder sich abmelden.',
    fr: 'Conserve l’adresse de la ligne internet de votre panier jusqu’à la commande. Chiffré et illisible pour les scripts ; supprimé lorsque vous retirez la ligne ou vous déconnectez.',
    it: 'Conserva l’indirizzo della linea internet nel carrello fino all’ordine. Cifrato e non leggibile dagli script; viene cancellato quando rimuovi la linea o esci.',
  },
  consent: {
    en: 'Stores your cookie choices so that we do not ask again.',
    de: 'Speichert Ihre Cookie-Auswahl, damit wir nicht erneut fragen.',
    fr: 'Enregistre vos choix en matière de cookies pour ne pas vous les redemander.',
    it: 'Memorizza le tue scelte sui cookie per non chiedertele di nuovo.',
  },
  visitor: {
    en: 'Recognises a returning browser for our visitor statistics (pseudonymous). Set only with your consent.',
    de: 'Erkennt einen wiederkehrenden Browser für unsere Besuchsstatistik (pseudonym). Nur mit Ihrer Einwilligung.',
    fr: 'Reconnaît un navigateur qui revient, pour nos statistiques de visite (pseudonyme). Uniquement avec votre consentement.',
    it: 'Riconosce un browser che ritorna per le nostre statistiche di visita (pseudonimo). Solo con il tuo consenso.',
  },
  visit: {
    en: 'Groups the pages you view during one visit for our statistics. Set only with your consent.',
    de: 'Fasst die Seiten eines Besuchs für unsere Statistik zusammen. Nur mit Ihrer Einwilligung.',
    fr: 'Regroupe les pages consultées lors d’une visite pour nos statistiques. Uniquement avec votre consentement.',
    it: 'Raggruppa le pagine viste durante una visita per le nostre statistiche. Solo con il tuo consenso.',
  },
};

const MATOMO: Localised = {
  en: 'Matomo, hosted by us',
  de: 'Matomo, von uns betrieben',
  fr: 'Matomo, hébergé par nous',
  it: 'Matomo, gestito da noi',
};

/** Every cookie of the shop; analytics cookies are set only after consent. */
export function cookiesOf(market: MarketCode, language: LegalLanguage): CookieRow[] {
  const company = COMPANIES[market].name;
  const minutes = (ms: number) => ms / 60_000;
  return [
    {
      name: SESSION_COOKIE,
      provider: company,
      purpose: PURPOSE.session[language],
      lifetime: {
        kind: 'idle',
        idle: { count: minutes(IDLE_TIMEOUT_MS), unit: 'minutes' },
        max: { count: minutes(ABSOLUTE_TIMEOUT_MS) / 60, unit: 'hours' },
      },
      category: 'necessary',
    },
    {
      name: SELECTION_COOKIE,
      provider: company,
      purpose: PURPOSE.selection[language],
      lifetime: fixed(SELECTION_MAX_AGE_SECONDS / 86_400, 'days'),
      category: 'necessary',
    },
    {
      name: PERSONAL_COOKIE,
      provider: company,
      purpose: PURPOSE.personal[language],
      lifetime: fixed(PERSONAL_MAX_AGE_SECONDS / 86_400, 'days'),
      category: 'necessary',
    },
    {
      name: CONSENT_COOKIE,
      provider: company,
      purpose: PURPOSE.consent[language],
      lifetime: fixed(CONSENT_MAX_AGE_MONTHS, 'months'),
      category: 'necessary',
    },
    {
      name: '_pk_id',
      provider: `${company} (${MATOMO[language]})`,
      purpose: PURPOSE.visitor[language],
      lifetime: fixed(13, 'months'),
      category: 'statistics',
    },
    {
      name: '_pk_ses',
      provider: `${company} (${MATOMO[language]})`,
      purpose: PURPOSE.visit[language],
      lifetime: fixed(30, 'minutes'),
      category: 'statistics',
    },
  ];
}
