/**
 * One-off fees of each market (terms#fees), gross in the market's currency; 0 means free of charge.
 * SPEC §9: no activation fee.
 */
import type { MarketCode } from '@/lib/platform/markets/markets';
import { legalMarket, type LegalMarket } from './text';
import type { LegalLanguage } from './types';

const FEE_IDS = [
  'activation',
  'simReplacement',
  'esimProfile',
  'numberChange',
  'paperInvoice',
  'reminder',
  'returnedPayment',
  'simBlocking',
  'portingOut',
] as const;
export type FeeId = (typeof FEE_IDS)[number];

const AMOUNTS: Record<LegalMarket, Record<FeeId, number>> = {
  AT: {
    activation: 0,
    simReplacement: 14.9,
    esimProfile: 9.9,
    numberChange: 15,
    paperInvoice: 2,
    reminder: 5,
    returnedPayment: 7.5,
    simBlocking: 0,
    portingOut: 0,
  },
  DE: {
    activation: 0,
    simReplacement: 14.95,
    esimProfile: 9.95,
    numberChange: 14.95,
    paperInvoice: 1.5,
    reminder: 3,
    returnedPayment: 5,
    simBlocking: 0,
    portingOut: 0,
  },
  CH: {
    activation: 0,
    simReplacement: 20,
    esimProfile: 10,
    numberChange: 20,
    paperInvoice: 2,
    reminder: 20,
    returnedPayment: 10,
    simBlocking: 0,
    portingOut: 0,
  },
  UK: {
    activation: 0,
    simReplacement: 10,
    esimProfile: 5,
    numberChange: 10,
    paperInvoice: 1.5,
    reminder: 5,
    returnedPayment: 10,
    simBlocking: 0,
    portingOut: 0,
  },
  IT: {
    activation: 0,
    simReplacement: 10,
    esimProfile: 5,
    numberChange: 10,
    paperInvoice: 1.5,
    reminder: 5,
    returnedPayment: 7.5,
    simBlocking: 0,
    portingOut: 0,
  },
};

const LABELS: Record<LegalLanguage, Record<FeeId, string>> = {
  en: {
    activation: 'Activation of a SIM card, eSIM or tariff',
    simReplacement: 'Replacement SIM card (loss, damage or new format)',
    esimProfile: 'New eSIM profile (for example for a new device)',
    numberChange: 'Change of mobile number at your request',
    paperInvoice: 'Invoice on paper by post, per invoice',
    reminder: 'Payment reminder, per reminder',
    returnedPayment: 'Returned direct debit or chargeback you are responsible for',
    simBlocking: 'Blocking a SIM card (for example after loss or theft)',
    portingOut: 'Porting your number to another provider',
  },
  de: {
    activation: 'Aktivierung einer SIM-Karte, eSIM oder eines Tarifs',
    simReplacement: 'Ersatz-SIM-Karte (Verlust, Defekt oder neues Format)',
    esimProfile: 'Neues eSIM-Profil (zum Beispiel für ein neues Gerät)',
    numberChange: 'Änderung der Rufnummer auf Ihren Wunsch',
    paperInvoice: 'Papierrechnung per Post, je Rechnung',
    reminder: 'Mahnung, je Mahnung',
    returnedPayment: 'Rücklastschrift oder Rückbuchung, die Sie zu vertreten haben',
    simBlocking: 'Sperre einer SIM-Karte (zum Beispiel nach Verlust oder Diebstahl)',
    portingOut: 'Mitnahme Ihrer Rufnummer zu einem anderen Anbieter',
  },
  fr: {
    activation: 'Activation d’une carte SIM, d’une eSIM ou d’un abonnement',
    simReplacement: 'Carte SIM de remplacement (perte, défaut ou nouveau format)',
    esimProfile: 'Nouveau profil eSIM (par exemple pour un nouvel appareil)',
    numberChange: 'Changement de numéro à votre demande',
    paperInvoice: 'Facture papier par la poste, par facture',
    reminder: 'Rappel de paiement, par rappel',
    returnedPayment: 'Prélèvement rejeté ou rétrofacturation qui vous est imputable',
    simBlocking: 'Blocage d’une carte SIM (par exemple après une perte ou un vol)',
    portingOut: 'Portage de votre numéro vers un autre opérateur',
  },
  it: {
    activation: 'Attivazione di una SIM, di una eSIM o di un’offerta',
    simReplacement: 'SIM sostitutiva (smarrimento, guasto o nuovo formato)',
    esimProfile: 'Nuovo profilo eSIM (ad esempio per un nuovo dispositivo)',
    numberChange: 'Cambio del numero di telefono su tua richiesta',
    paperInvoice: 'Fattura cartacea per posta, per fattura',
    reminder: 'Sollecito di pagamento, per sollecito',
    returnedPayment: 'Addebito diretto respinto o storno a te imputabile',
    simBlocking: 'Blocco di una SIM (ad esempio dopo smarrimento o furto)',
    portingOut: 'Portabilità del tuo numero verso un altro operatore',
  },
};

export type Fee = { id: FeeId; label: string; amount: number };

/** The fees table of a market in a language, in a fixed order. */
export function feesOf(market: MarketCode, language: LegalLanguage): Fee[] {
  const amounts = AMOUNTS[legalMarket(market)];
  return FEE_IDS.map((id) => ({ id, label: LABELS[language][id], amount: amounts[id] }));
}
