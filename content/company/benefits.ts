import type { Localised } from '@/content/legal/types';

/** What every employee gets, listed under each position's own offer. */
export const BENEFITS: Localised[] = [
  {
    en: 'A free mobile tariff for you and up to three people in your household.',
    de: 'Ein kostenloser Handytarif für Sie und bis zu drei Personen in Ihrem Haushalt.',
    fr: 'Un abonnement mobile gratuit pour vous et jusqu’à trois personnes de votre ménage.',
    it: 'Una tariffa mobile gratuita per te e fino a tre persone del tuo nucleo familiare.',
  },
  {
    en: 'Your public transport ticket for the way to work, paid by us.',
    de: 'Ihr Ticket für Bus und Bahn auf dem Arbeitsweg, bezahlt von uns.',
    fr: 'Votre abonnement de transports publics pour le trajet domicile-travail, payé par nous.',
    it: 'L’abbonamento ai mezzi pubblici per andare al lavoro, pagato da noi.',
  },
  {
    en: 'Five days of paid training a year, with a budget you decide on.',
    de: 'Fünf bezahlte Weiterbildungstage im Jahr, mit einem Budget, über das Sie selbst entscheiden.',
    fr: 'Cinq jours de formation payés par an, avec un budget dont vous décidez.',
    it: 'Cinque giorni di formazione retribuiti all’anno, con un budget che decidi tu.',
  },
];
