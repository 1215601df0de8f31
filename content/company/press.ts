import { COMPANIES } from '@/content/legal/companies';
import { forMarket, legalMarket } from '@/content/legal/text';
import type { LegalDocument, LegalLanguage } from '@/content/legal/types';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANY_CONTACTS } from './contacts';

/** The day the press page last changed. */
export const PRESS_UPDATED = '2026-09-01';

type Facts = { company: string; city: string };

/** Press: the press office (contacts follow the `contact` section on the page), a portrait for articles, what we help with. */
const TEXTS: Record<LegalLanguage, (facts: Facts) => LegalDocument> = {
  en: ({ company, city }) => ({
    title: 'Press',
    intro: 'Our press office answers questions from journalists about our company, our network and the telecommunications market.',
    sections: [
      {
        id: 'contact',
        heading: 'Press contact',
        paragraphs: ['We are there for you on working days from 9:00 to 17:00 and answer enquiries on the same day whenever we can.'],
      },
      {
        id: 'portrait',
        heading: 'The company in brief',
        paragraphs: [
          `${company}, based in ${city}, is part of Mobile & Fibre, which offers mobile tariffs, fibre internet and IP TV in five European countries. All tariffs come without an activation fee and can be cancelled every month; customers order online, by phone or in the company’s own shops.`,
        ],
      },
      {
        id: 'requests',
        heading: 'How we can help',
        paragraphs: ['Ask us for:'],
        list: [
          'Interviews with our management and our experts for networks, products and customer service.',
          'Figures on fibre expansion, data usage and the tariffs our customers choose.',
          'Logos, product photos and portraits in print quality.',
          'Comments on developments in the telecommunications market.',
        ],
      },
      {
        id: 'customers',
        heading: 'Questions about your contract?',
        paragraphs: [
          'The press office cannot look into individual contracts. Please contact our customer service; you find its numbers at the bottom of every page.',
        ],
      },
    ],
  }),
  de: ({ company, city }) => ({
    title: 'Presse',
    intro:
      'Unsere Pressestelle beantwortet Fragen von Journalistinnen und Journalisten zu unserem Unternehmen, unserem Netz und zum Telekommunikationsmarkt.',
    sections: [
      {
        id: 'contact',
        heading: 'Pressekontakt',
        paragraphs: ['Wir sind an Werktagen von 9:00 bis 17:00 für Sie da und beantworten Anfragen nach Möglichkeit noch am selben Tag.'],
      },
      {
        id: 'portrait',
        heading: 'Das Unternehmen in Kürze',
        paragraphs: [
          `${company} mit Sitz in ${city} gehört zu Mobile & Fibre, das in fünf europäischen Ländern Handytarife, Glasfaser-Internet und IP-TV anbietet. Alle Tarife sind ohne Aktivierungsgebühr und monatlich kündbar; bestellt wird online, telefonisch oder in den eigenen Shops.`,
        ],
      },
      {
        id: 'requests',
        heading: 'Wobei wir helfen',
        paragraphs: ['Fragen Sie uns nach:'],
        list: [
          'Interviews mit unserer Geschäftsführung und unseren Fachleuten für Netz, Produkte und Kundenservice.',
          'Zahlen zum Glasfaserausbau, zur Datennutzung und zu den Tarifen, die unsere Kundschaft wählt.',
          'Logos, Produktfotos und Porträts in Druckqualität.',
          'Einschätzungen zu Entwicklungen im Telekommunikationsmarkt.',
        ],
      },
      {
        id: 'customers',
        heading: 'Fragen zu Ihrem Vertrag?',
        paragraphs: [
          'Die Pressestelle kann keine einzelnen Verträge prüfen. Bitte wenden Sie sich an unseren Kundenservice; die Nummern finden Sie unten auf jeder Seite.',
        ],
      },
    ],
  }),
  fr: ({ company, city }) => ({
    title: 'Presse',
    intro:
      'Notre service de presse répond aux questions des journalistes sur notre entreprise, notre réseau et le marché des télécommunications.',
    sections: [
      {
        id: 'contact',
        heading: 'Contact presse',
        paragraphs: ['Nous sommes à votre disposition les jours ouvrables de 9 h à 17 h et répondons si possible le jour même.'],
      },
      {
        id: 'portrait',
        heading: 'L’entreprise en bref',
        paragraphs: [
          `${company}, dont le siège est à ${city}, fait partie de Mobile & Fibre, qui propose des abonnements mobiles, l’internet par fibre optique et la TV sur IP dans cinq pays européens. Tous les abonnements sont sans frais d’activation et résiliables chaque mois ; les client·es commandent en ligne, par téléphone ou dans les boutiques de l’entreprise.`,
        ],
      },
      {
        id: 'requests',
        heading: 'Comment nous pouvons vous aider',
        paragraphs: ['Demandez-nous :'],
        list: [
          'des interviews de notre direction et de nos spécialistes du réseau, des produits et du service clientèle ;',
          'des chiffres sur le déploiement de la fibre, l’usage des données et les abonnements choisis par nos client·es ;',
          'des logos, des photos de produits et des portraits en qualité d’impression ;',
          'des analyses de l’évolution du marché des télécommunications.',
        ],
      },
      {
        id: 'customers',
        heading: 'Une question sur votre contrat ?',
        paragraphs: [
          'Le service de presse ne peut pas examiner de contrats individuels. Veuillez contacter notre service clientèle ; ses numéros figurent en bas de chaque page.',
        ],
      },
    ],
  }),
  it: ({ company, city }) => ({
    title: 'Stampa',
    intro:
      'Il nostro ufficio stampa risponde alle domande dei giornalisti sulla nostra azienda, sulla nostra rete e sul mercato delle telecomunicazioni.',
    sections: [
      {
        id: 'contact',
        heading: 'Contatti stampa',
        paragraphs: ['Siamo a disposizione nei giorni lavorativi dalle 9:00 alle 17:00 e, quando possibile, rispondiamo in giornata.'],
      },
      {
        id: 'portrait',
        heading: 'L’azienda in breve',
        paragraphs: [
          `${company}, con sede a ${city}, fa parte di Mobile & Fibre, che offre tariffe mobili, internet in fibra e IP TV in cinque Paesi europei. Tutte le tariffe sono senza costi di attivazione e disdicibili ogni mese; i clienti ordinano online, per telefono o nei negozi dell’azienda.`,
        ],
      },
      {
        id: 'requests',
        heading: 'Come possiamo aiutarti',
        paragraphs: ['Chiedici:'],
        list: [
          'interviste con il nostro management e con i nostri esperti di rete, prodotti e servizio clienti;',
          'dati sullo sviluppo della fibra, sull’uso dei dati e sulle tariffe scelte dai nostri clienti;',
          'loghi, foto dei prodotti e ritratti in qualità di stampa;',
          'commenti sugli sviluppi del mercato delle telecomunicazioni.',
        ],
      },
      {
        id: 'customers',
        heading: 'Domande sul tuo contratto?',
        paragraphs: [
          'L’ufficio stampa non può verificare i singoli contratti. Contatta il nostro servizio clienti: trovi i numeri in fondo a ogni pagina.',
        ],
      },
    ],
  }),
};

export function pressDocument(market: MarketCode, language: LegalLanguage): LegalDocument {
  const city = COMPANY_CONTACTS[legalMarket(market)].city[language];
  return forMarket(market, language, TEXTS[language]({ company: COMPANIES[market].name, city }));
}
