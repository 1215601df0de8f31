/**
 * The cookies this shop sets, for the privacy policy's cookie table. Names and lifetimes come from the
 * code that sets them, so the table cannot drift from what the shop does.
 */
import { TRIP_COOKIE, TRIP_MAX_AGE_SECONDS } from '@/lib/account/payment-trip/store';
import { FORM_DRAFT_COOKIE, FORM_DRAFT_MAX_AGE_SECONDS } from '@/lib/platform/bff/form-draft';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, SESSION_COOKIE } from '@/lib/platform/bff/session-data';
import { PERSONAL_COOKIE, PERSONAL_MAX_AGE_SECONDS } from '@/lib/cart/personal-data';
import { SELECTION_COOKIE, SELECTION_MAX_AGE_SECONDS } from '@/lib/cart/selection';
import { ORDER_COOKIE, ORDER_MAX_AGE_SECONDS } from '@/lib/checkout/order-store';
import { ATTEMPT_TTL_SECONDS, CARD_TRIP_COOKIE, CARD_TRIP_MAX_AGE_SECONDS, CHECKOUT_TRIP_COOKIE } from '@/lib/checkout/payment-trips';
import { CHECKOUT_COOKIE, CHECKOUT_MAX_AGE_SECONDS, CHECKOUT_TRACE_COOKIE, CHECKOUT_TRACE_MAX_AGE_SECONDS } from '@/lib/checkout/progress';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_MONTHS } from '@/lib/platform/consent/consent';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';
import { PARTNER_COOKIE, PARTNER_COOKIE_MAX_AGE } from '@/lib/domain/partner-referer';
import { IDENT_TRIP_COOKIE, IDENT_TRIP_MAX_AGE_SECONDS } from '@/lib/identification/trips';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { SCRIPTED_COOKIE } from '@/lib/platform/site/head-script';
import { COMPANIES } from './companies';
import type { LegalLanguage, Localised } from './types';

export type CookieCategory = 'necessary' | 'preferences' | 'statistics' | 'marketing';
export type Duration = { unit: 'minutes' | 'hours' | 'days' | 'months'; count: number };
/**
 * A fixed lifetime, one that ends after a time without activity and at the latest after `max`, or one
 * that ends when the browser is closed.
 */
export type CookieLifetime = { kind: 'fixed'; duration: Duration } | { kind: 'idle'; idle: Duration; max: Duration } | { kind: 'browser' };

export type CookieRow = {
  name: string;
  provider: string;
  purpose: string;
  lifetime: CookieLifetime;
  category: CookieCategory;
};

const fixed = (count: number, unit: Duration['unit']): CookieLifetime => ({ kind: 'fixed', duration: { count, unit } });

type Purpose =
  | 'session'
  | 'selection'
  | 'personal'
  | 'checkout'
  | 'checkoutTrace'
  | 'order'
  | 'cardTrip'
  | 'checkoutTrip'
  | 'paymentTrip'
  | 'identTrip'
  | 'formDraft'
  | 'shownHidden'
  | 'partner'
  | 'scripted'
  | 'consent'
  | 'visitor'
  | 'visit';

const PURPOSE: Record<Purpose, Localised> = {
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
  checkout: {
    en: 'Keeps the checkout steps you have completed, so that you can go back and forth. Encrypted and not readable by scripts; never holds card data.',
    de: 'Bewahrt die erledigten Schritte der Bestellung auf, damit Sie vor und zurück gehen können. Verschlüsselt und für Skripte nicht lesbar; enthält nie Kartendaten.',
    fr: 'Conserve les étapes de commande déjà remplies pour que vous puissiez revenir en arrière. Chiffré et illisible pour les scripts ; ne contient jamais de données de carte.',
    it: 'Conserva i passaggi dell’ordine già completati, per poter andare avanti e indietro. Cifrato e non leggibile dagli script; non contiene mai dati della carta.',
  },
  checkoutTrace: {
    en: 'Remembers that you started the checkout for the cart, so that we can tell you when the saved steps have expired instead of starting again without a word. Encrypted; holds none of your details. Deleted when you order.',
    de: 'Merkt sich, dass Sie die Bestellung für den Warenkorb begonnen haben, damit wir Ihnen sagen können, wenn die gespeicherten Schritte abgelaufen sind, statt wortlos neu zu beginnen. Verschlüsselt; enthält keine Ihrer Angaben. Wird bei der Bestellung gelöscht.',
    fr: 'Mémorise que vous avez commencé la commande pour le panier, afin de vous dire quand les étapes enregistrées ont expiré au lieu de recommencer sans un mot. Chiffré ; ne contient aucune de vos données. Supprimé lors de la commande.',
    it: 'Ricorda che hai iniziato l’ordine per il carrello, per poterti dire quando i passaggi salvati sono scaduti invece di ricominciare senza dire nulla. Cifrato; non contiene nessuno dei tuoi dati. Viene cancellato quando ordini.',
  },
  order: {
    en: 'Lets this browser show your latest order, finish its payment or identification and cancel it. Encrypted and not readable by scripts.',
    de: 'Damit dieser Browser Ihre letzte Bestellung anzeigen, ihre Zahlung oder Identifizierung fertigstellen und sie stornieren kann. Verschlüsselt und für Skripte nicht lesbar.',
    fr: 'Permet à ce navigateur d’afficher votre dernière commande, d’en terminer le paiement ou l’identification et de l’annuler. Chiffré et illisible pour les scripts.',
    it: 'Permette a questo browser di mostrare il tuo ultimo ordine, completarne il pagamento o l’identificazione e annullarlo. Cifrato e non leggibile dagli script.',
  },
  cardTrip: {
    en: 'Remembers the card entry you started in the checkout while you are on the payment provider’s card page, so that only its return is accepted. Encrypted; never holds card data.',
    de: 'Merkt sich die an der Kasse begonnene Karteneingabe, während Sie auf der Kartenseite des Zahlungsanbieters sind, damit nur deren Rückkehr angenommen wird. Verschlüsselt; enthält nie Kartendaten.',
    fr: 'Mémorise la saisie de carte commencée lors de la commande pendant que vous êtes sur la page de carte du prestataire de paiement, afin que seul son retour soit accepté. Chiffré ; ne contient jamais de données de carte.',
    it: 'Ricorda l’inserimento della carta avviato nell’ordine mentre sei sulla pagina della carta del fornitore di pagamento, così che venga accettato solo il suo ritorno. Cifrato; non contiene mai dati della carta.',
  },
  checkoutTrip: {
    en: 'Remembers your order’s payment while you are at the payment provider (card check, your bank, the instalment provider), so that only the return of this payment is accepted. Encrypted; never holds card data.',
    de: 'Merkt sich die Zahlung Ihrer Bestellung, während Sie beim Zahlungsanbieter sind (Kartenprüfung, Ihre Bank, der Ratenzahlungsanbieter), damit nur die Rückkehr dieser Zahlung angenommen wird. Verschlüsselt; enthält nie Kartendaten.',
    fr: 'Mémorise le paiement de votre commande pendant que vous êtes chez le prestataire de paiement (contrôle de la carte, votre banque, le prestataire de paiement échelonné), afin que seul le retour de ce paiement soit accepté. Chiffré ; ne contient jamais de données de carte.',
    it: 'Ricorda il pagamento del tuo ordine mentre sei presso il fornitore di pagamento (verifica della carta, la tua banca, il fornitore del pagamento a rate), così che venga accettato solo il ritorno di questo pagamento. Cifrato; non contiene mai dati della carta.',
  },
  paymentTrip: {
    en: 'Remembers a payment you started in the customer area while you are at the payment provider, so that only its return is accepted. Encrypted; never holds card data.',
    de: 'Merkt sich eine im Kundenbereich begonnene Zahlung, während Sie beim Zahlungsanbieter sind, damit nur deren Rückkehr angenommen wird. Verschlüsselt; enthält nie Kartendaten.',
    fr: 'Mémorise un paiement commencé dans l’espace client pendant que vous êtes chez le prestataire de paiement, afin que seul son retour soit accepté. Chiffré ; ne contient jamais de données de carte.',
    it: 'Ricorda un pagamento avviato nell’area clienti mentre sei presso il fornitore di pagamento, così che venga accettato solo il suo ritorno. Cifrato; non contiene mai dati della carta.',
  },
  identTrip: {
    en: 'Remembers an identification you started while you are at the ID or bank provider, so that only its return is accepted. Encrypted and not readable by scripts.',
    de: 'Merkt sich eine begonnene Identifizierung, während Sie beim ID- oder Bankanbieter sind, damit nur deren Rückkehr angenommen wird. Verschlüsselt und für Skripte nicht lesbar.',
    fr: 'Mémorise une identification commencée pendant que vous êtes chez le prestataire d’identité ou la banque, afin que seul son retour soit accepté. Chiffré et illisible pour les scripts.',
    it: 'Ricorda un’identificazione avviata mentre sei presso il fornitore di identità o la banca, così che venga accettato solo il suo ritorno. Cifrato e non leggibile dagli script.',
  },
  formDraft: {
    en: 'When a form sent without JavaScript is refused, keeps what you typed (never passwords or card data) so that the page can show it again. Encrypted.',
    de: 'Wird ein ohne JavaScript gesendetes Formular abgelehnt, bewahrt es Ihre Eingaben auf (nie Passwörter oder Kartendaten), damit die Seite sie wieder anzeigt. Verschlüsselt.',
    fr: 'Lorsqu’un formulaire envoyé sans JavaScript est refusé, conserve votre saisie (jamais de mot de passe ni de données de carte) pour que la page la réaffiche. Chiffré.',
    it: 'Quando un modulo inviato senza JavaScript viene rifiutato, conserva quanto hai scritto (mai password o dati della carta) perché la pagina lo mostri di nuovo. Cifrato.',
  },
  shownHidden: {
    en: 'Remembers the special offers you opened by their own link, so that the tariff overview lists them for you.',
    de: 'Merkt sich die Sonderangebote, die Sie über ihren eigenen Link geöffnet haben, damit die Tarifübersicht sie Ihnen zeigt.',
    fr: 'Mémorise les offres spéciales ouvertes par leur propre lien, pour que l’aperçu des abonnements vous les affiche.',
    it: 'Ricorda le offerte speciali aperte con il loro link, perché la panoramica delle offerte te le mostri.',
  },
  partner: {
    en: 'Remembers the code of the partner whose link brought you to us, so that you can order that partner’s tariff. Contains only the code.',
    de: 'Merkt sich den Code des Partners, über dessen Link Sie zu uns gekommen sind, damit Sie den Tarif dieses Partners bestellen können. Enthält nur den Code.',
    fr: 'Mémorise le code du partenaire dont le lien vous a amené chez nous, pour que vous puissiez commander le forfait de ce partenaire. Ne contient que le code.',
    it: 'Ricorda il codice del partner dal cui link sei arrivato da noi, perché tu possa ordinare la tariffa di quel partner. Contiene solo il codice.',
  },
  scripted: {
    en: 'Tells our server that your browser runs JavaScript, so that the customer area and the cart can show a page while its data is still on the way. Contains only the value 1.',
    de: 'Teilt unserem Server mit, dass Ihr Browser JavaScript ausführt, damit Kundenbereich und Warenkorb eine Seite schon zeigen können, während ihre Daten noch unterwegs sind. Enthält nur den Wert 1.',
    fr: 'Indique à notre serveur que votre navigateur exécute JavaScript, pour que l’espace client et le panier puissent afficher une page pendant que ses données arrivent encore. Ne contient que la valeur 1.',
    it: 'Indica al nostro server che il tuo browser esegue JavaScript, così che l’area clienti e il carrello possano mostrare una pagina mentre i suoi dati sono ancora in arrivo. Contiene solo il valore 1.',
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
  /** A cookie the shop itself needs to work, set by the market's company. */
  const ours = (name: string, purpose: Purpose, lifetime: CookieLifetime): CookieRow => ({
    name,
    provider: company,
    purpose: PURPOSE[purpose][language],
    lifetime,
    category: 'necessary',
  });
  return [
    ours(SESSION_COOKIE, 'session', {
      kind: 'idle',
      idle: { count: minutes(IDLE_TIMEOUT_MS), unit: 'minutes' },
      max: { count: minutes(ABSOLUTE_TIMEOUT_MS) / 60, unit: 'hours' },
    }),
    ours(SELECTION_COOKIE, 'selection', fixed(SELECTION_MAX_AGE_SECONDS / 86_400, 'days')),
    ours(PERSONAL_COOKIE, 'personal', fixed(PERSONAL_MAX_AGE_SECONDS / 86_400, 'days')),
    ours(CHECKOUT_COOKIE, 'checkout', fixed(CHECKOUT_MAX_AGE_SECONDS / 3_600, 'hours')),
    ours(CHECKOUT_TRACE_COOKIE, 'checkoutTrace', fixed(CHECKOUT_TRACE_MAX_AGE_SECONDS / 86_400, 'days')),
    ours(ORDER_COOKIE, 'order', fixed(ORDER_MAX_AGE_SECONDS / 86_400, 'days')),
    ours(CARD_TRIP_COOKIE, 'cardTrip', fixed(CARD_TRIP_MAX_AGE_SECONDS / 60, 'minutes')),
    ours(CHECKOUT_TRIP_COOKIE, 'checkoutTrip', fixed(ATTEMPT_TTL_SECONDS.financing / 86_400, 'days')),
    ours(TRIP_COOKIE, 'paymentTrip', fixed(TRIP_MAX_AGE_SECONDS / 60, 'minutes')),
    ours(IDENT_TRIP_COOKIE, 'identTrip', fixed(IDENT_TRIP_MAX_AGE_SECONDS / 60, 'minutes')),
    ours(FORM_DRAFT_COOKIE, 'formDraft', fixed(FORM_DRAFT_MAX_AGE_SECONDS / 60, 'minutes')),
    ours(SHOWN_HIDDEN_COOKIE, 'shownHidden', { kind: 'browser' }),
    ours(PARTNER_COOKIE, 'partner', fixed(PARTNER_COOKIE_MAX_AGE / 3600, 'hours')),
    ours(SCRIPTED_COOKIE, 'scripted', { kind: 'browser' }),
    ours(CONSENT_COOKIE, 'consent', fixed(CONSENT_MAX_AGE_MONTHS, 'months')),
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
