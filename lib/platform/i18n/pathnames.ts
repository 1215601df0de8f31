import { ACCOUNT_LINK_PAGES } from '@/lib/domain/account-links';
import { PORTING_SIGN_PAGE } from '@/lib/domain/porting-links';

/**
 * Localised public paths (ARCHITECTURE §3). One table serves both directions: the proxy turns a
 * public path into the internal route, and links turn an internal route into the public path.
 * Keys are internal routes under app/[market]/[locale]; values per language.
 */
export const PATHNAMES = {
  '/': { de: '/', en: '/', fr: '/', it: '/' },
  '/tariffs': { de: '/tarife', en: '/tariffs', fr: '/forfaits', it: '/tariffe' },
  '/tariffs/[slug]': { de: '/tarife/[slug]', en: '/tariffs/[slug]', fr: '/forfaits/[slug]', it: '/tariffe/[slug]' },
  '/internet': { de: '/internet', en: '/internet', fr: '/internet', it: '/internet-casa' },
  '/iptv': { de: '/iptv', en: '/iptv', fr: '/iptv', it: '/iptv' },
  '/cart': { de: '/warenkorb', en: '/cart', fr: '/panier', it: '/carrello' },
  '/checkout/personal': {
    de: '/kasse/persoenliche-daten',
    en: '/checkout/personal-details',
    fr: '/commande/donnees-personnelles',
    it: '/cassa/dati-personali',
  },
  '/checkout/number': { de: '/kasse/rufnummer', en: '/checkout/number', fr: '/commande/numero', it: '/cassa/numero' },
  '/checkout/delivery': { de: '/kasse/lieferung', en: '/checkout/delivery', fr: '/commande/livraison', it: '/cassa/consegna' },
  '/checkout/payment': { de: '/kasse/zahlung', en: '/checkout/payment', fr: '/commande/paiement', it: '/cassa/pagamento' },
  '/checkout/summary': { de: '/kasse/uebersicht', en: '/checkout/summary', fr: '/commande/recapitulatif', it: '/cassa/riepilogo' },
  '/checkout/thank-you': { de: '/kasse/danke', en: '/checkout/thank-you', fr: '/commande/merci', it: '/cassa/grazie' },
  // The wait for a TWINT payment's answer in the app (issue 27 §2).
  '/checkout/twint': { de: '/kasse/twint', en: '/checkout/twint', fr: '/commande/twint', it: '/cassa/twint' },
  // Identification after ordering (issue 16): the method chooser, the national-ID and bank returns, the
  // desktop's hand-off to the phone for ID photos or a selfie video, and the phone page the upload link
  // opens (the reference API builds that link without a locale: the market's default language).
  '/checkout/identification': {
    de: '/kasse/identifizierung',
    en: '/checkout/identification',
    fr: '/commande/identification',
    it: '/cassa/identificazione',
  },
  '/checkout/identification/national-id': {
    de: '/kasse/identifizierung/id-austria',
    en: '/checkout/identification/national-id',
    fr: '/commande/identification/id-nationale',
    it: '/cassa/identificazione/id-nazionale',
  },
  '/checkout/identification/bank': {
    de: '/kasse/identifizierung/bank',
    en: '/checkout/identification/bank',
    fr: '/commande/identification/banque',
    it: '/cassa/identificazione/banca',
  },
  '/checkout/identification/upload/[kind]': {
    de: '/kasse/identifizierung/upload/[kind]',
    en: '/checkout/identification/upload/[kind]',
    fr: '/commande/identification/envoi/[kind]',
    it: '/cassa/identificazione/caricamento/[kind]',
  },
  '/identification/[kind]': {
    de: '/identification/[kind]',
    en: '/identification/[kind]',
    fr: '/identification/[kind]',
    it: '/identification/[kind]',
  },
  // Porting signature (issue 16 §2): signed on the desktop (an order's ported number or a customer's
  // porting), or on the phone the signing link opens.
  '/porting-signature/[id]': {
    de: '/portierung-unterschrift/[id]',
    en: '/porting-signature/[id]',
    fr: '/signature-portabilite/[id]',
    it: '/firma-portabilita/[id]',
  },
  '/porting/sign': PORTING_SIGN_PAGE,
  '/account': { de: '/mein-konto', en: '/account', fr: '/mon-compte', it: '/area-clienti' },
  '/account/login': {
    de: '/mein-konto/anmelden',
    en: '/account/login',
    fr: '/mon-compte/connexion',
    it: '/area-clienti/accesso',
  },
  // The passwords' pages and where the e-mailed one-time login link lands (the pages that e-mails and
  // SMS link to are shared with the reference API, which builds the links).
  '/account/login/link': ACCOUNT_LINK_PAGES['/account/login/link'],
  '/account/password/reset': {
    de: '/mein-konto/passwort-vergessen',
    en: '/account/forgot-password',
    fr: '/mon-compte/mot-de-passe-oublie',
    it: '/area-clienti/password-dimenticata',
  },
  '/account/password/new': ACCOUNT_LINK_PAGES['/account/password/new'],
  '/account/password/first': {
    de: '/mein-konto/erstes-passwort',
    en: '/account/first-password',
    fr: '/mon-compte/premier-mot-de-passe',
    it: '/area-clienti/prima-password',
  },
  '/account/password/first/set': ACCOUNT_LINK_PAGES['/account/password/first/set'],
  // The customer area's screens (behind the guarded layout); [product] is the customer product's key.
  '/account/invoices': { de: '/mein-konto/rechnungen', en: '/account/invoices', fr: '/mon-compte/factures', it: '/area-clienti/fatture' },
  '/account/invoices/[product]/itemised': {
    de: '/mein-konto/rechnungen/[product]/einzelverbindungen',
    en: '/account/invoices/[product]/itemised',
    fr: '/mon-compte/factures/[product]/detail',
    it: '/area-clienti/fatture/[product]/dettaglio',
  },
  '/account/payment': { de: '/mein-konto/zahlung', en: '/account/payment', fr: '/mon-compte/paiement', it: '/area-clienti/pagamento' },
  '/account/personal': {
    de: '/mein-konto/persoenliche-daten',
    en: '/account/personal-details',
    fr: '/mon-compte/donnees-personnelles',
    it: '/area-clienti/dati-personali',
  },
  '/account/personal/email': {
    de: '/mein-konto/persoenliche-daten/e-mail',
    en: '/account/personal-details/email',
    fr: '/mon-compte/donnees-personnelles/e-mail',
    it: '/area-clienti/dati-personali/e-mail',
  },
  '/account/usage/[product]': {
    de: '/mein-konto/verbrauch/[product]',
    en: '/account/usage/[product]',
    fr: '/mon-compte/consommation/[product]',
    it: '/area-clienti/consumi/[product]',
  },
  '/account/tariff/[product]': {
    de: '/mein-konto/tarif/[product]',
    en: '/account/tariff/[product]',
    fr: '/mon-compte/forfait/[product]',
    it: '/area-clienti/tariffa/[product]',
  },
  '/account/spending-caps/[product]': {
    de: '/mein-konto/kostenlimits/[product]',
    en: '/account/spending-caps/[product]',
    fr: '/mon-compte/plafonds/[product]',
    it: '/area-clienti/soglie-di-spesa/[product]',
  },
  '/account/voicemail/[product]': {
    de: '/mein-konto/mobilbox/[product]',
    en: '/account/voicemail/[product]',
    fr: '/mon-compte/messagerie/[product]',
    it: '/area-clienti/segreteria/[product]',
  },
  '/account/sim/[product]': {
    de: '/mein-konto/sim/[product]',
    en: '/account/sim/[product]',
    fr: '/mon-compte/sim/[product]',
    it: '/area-clienti/sim/[product]',
  },
  '/account/recharge/[product]': {
    de: '/mein-konto/aufladen/[product]',
    en: '/account/top-up/[product]',
    fr: '/mon-compte/recharger/[product]',
    it: '/area-clienti/ricarica/[product]',
  },
  // The wait for a TWINT top-up's answer in the app (issue 27 §2).
  '/account/recharge/[product]/twint': {
    de: '/mein-konto/aufladen/[product]/twint',
    en: '/account/top-up/[product]/twint',
    fr: '/mon-compte/recharger/[product]/twint',
    it: '/area-clienti/ricarica/[product]/twint',
  },
  '/account/portings': {
    de: '/mein-konto/portierungen',
    en: '/account/portings',
    fr: '/mon-compte/portabilites',
    it: '/area-clienti/portabilita',
  },
  '/account/terminate/[product]': {
    de: '/mein-konto/kuendigen/[product]',
    en: '/account/cancel/[product]',
    fr: '/mon-compte/resiliation/[product]',
    it: '/area-clienti/disdetta/[product]',
  },
  '/terms': { de: '/agb', en: '/terms', fr: '/conditions-generales', it: '/condizioni-generali' },
  '/privacy': { de: '/datenschutz', en: '/privacy', fr: '/protection-des-donnees', it: '/privacy' },
  '/imprint': { de: '/impressum', en: '/imprint', fr: '/mentions-legales', it: '/note-legali' },
  '/smartphones': { de: '/smartphones', en: '/smartphones', fr: '/smartphones', it: '/smartphone' },
  '/smartphones/[group]': { de: '/smartphones/[group]', en: '/smartphones/[group]', fr: '/smartphones/[group]', it: '/smartphone/[group]' },
  '/smartphones/[group]/[id]': {
    de: '/smartphones/[group]/[id]',
    en: '/smartphones/[group]/[id]',
    fr: '/smartphones/[group]/[id]',
    it: '/smartphone/[group]/[id]',
  },
  '/routers': { de: '/router', en: '/routers', fr: '/routeurs', it: '/router' },
  '/routers/[group]': { de: '/router/[group]', en: '/routers/[group]', fr: '/routeurs/[group]', it: '/router/[group]' },
  '/routers/[group]/[id]': {
    de: '/router/[group]/[id]',
    en: '/routers/[group]/[id]',
    fr: '/routeurs/[group]/[id]',
    it: '/router/[group]/[id]',
  },
  '/repeaters': { de: '/repeater', en: '/repeaters', fr: '/repeteurs', it: '/ripetitori' },
  '/repeaters/[group]': { de: '/repeater/[group]', en: '/repeaters/[group]', fr: '/repeteurs/[group]', it: '/ripetitori/[group]' },
  '/repeaters/[group]/[id]': {
    de: '/repeater/[group]/[id]',
    en: '/repeaters/[group]/[id]',
    fr: '/repeteurs/[group]/[id]',
    it: '/ripetitori/[group]/[id]',
  },
  '/info/esim': { de: '/esim', en: '/esim', fr: '/esim', it: '/esim' },
  '/info/volte': { de: '/volte', en: '/volte', fr: '/volte', it: '/volte' },
  '/info/wifi-calling': { de: '/wlan-telefonie', en: '/wifi-calling', fr: '/appels-wifi', it: '/chiamate-wifi' },
  '/info/porting': { de: '/rufnummernmitnahme', en: '/number-porting', fr: '/portabilite-du-numero', it: '/portabilita-del-numero' },
  '/info/cost-control': { de: '/kostenkontrolle', en: '/cost-control', fr: '/controle-des-couts', it: '/controllo-dei-costi' },
  '/info/roaming': { de: '/roaming', en: '/roaming', fr: '/roaming', it: '/roaming' },
  '/info/5g': { de: '/5g', en: '/5g', fr: '/5g', it: '/5g' },
  '/info/financing': { de: '/ratenkauf', en: '/instalments', fr: '/paiement-echelonne', it: '/pagamento-a-rate' },
  '/faq': { de: '/faq', en: '/faq', fr: '/faq', it: '/faq' },
  '/shops': { de: '/shops', en: '/shops', fr: '/boutiques', it: '/negozi' },
  '/shops/[id]': { de: '/shops/[id]', en: '/shops/[id]', fr: '/boutiques/[id]', it: '/negozi/[id]' },
  // The app's landing page for its users (ADR 50): page context APPONBOARDING.
  '/app': { de: '/app', en: '/app', fr: '/app', it: '/app' },
  '/social-tariff': { de: '/sozialtarif', en: '/social-tariff', fr: '/tarif-social', it: '/tariffa-sociale' },
  '/accessibility': { de: '/barrierefreiheit', en: '/accessibility', fr: '/accessibilite', it: '/accessibilita' },
  '/careers': { de: '/karriere', en: '/careers', fr: '/carrieres', it: '/lavora-con-noi' },
  '/careers/[id]': { de: '/karriere/[id]', en: '/careers/[id]', fr: '/carrieres/[id]', it: '/lavora-con-noi/[id]' },
  '/press': { de: '/presse', en: '/press', fr: '/presse', it: '/stampa' },
  '/about': { de: '/ueber-uns', en: '/about', fr: '/a-propos', it: '/chi-siamo' },
  '/cookie-settings': { de: '/cookie-einstellungen', en: '/cookie-settings', fr: '/parametres-cookies', it: '/impostazioni-cookie' },
  '/help': { de: '/hilfe', en: '/help', fr: '/aide', it: '/assistenza' },
  '/contact': { de: '/kontakt', en: '/contact', fr: '/contact', it: '/contatti' },
} as const satisfies Record<string, Record<'de' | 'en' | 'fr' | 'it', string>>;

export type Route = keyof typeof PATHNAMES;
export type Language = 'de' | 'en' | 'fr' | 'it';
export type RouteParams = Record<string, string>;

/** Fills [param] placeholders; values are URI-encoded. */
export function fillParams(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a pattern with [param] segments; returns the params or null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < patternParts.length; i++) {
    const want = patternParts[i]!;
    const got = pathParts[i]!;
    const param = /^\[(\w+)\]$/.exec(want);
    if (param) {
      try {
        params[param[1]!] = decodeURIComponent(got);
      } catch {
        return null;
      }
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

/** The internal route and params for a public path in a language, or null when none matches. */
export function resolvePublicPath(language: Language, path: string): { route: Route; params: RouteParams } | null {
  for (const route of Object.keys(PATHNAMES) as Route[]) {
    const params = matchPattern(PATHNAMES[route][language], path);
    if (params) return { route, params };
  }
  return null;
}
