import type { Position } from '../types';

export const productManager: Position = {
  id: 'product-manager-mobile',
  posted: '2026-10-19',
  title: {
    en: 'Product manager, mobile tariffs',
    de: 'Produktmanager:in Mobilfunktarife',
    fr: 'Chef·fe de produit forfaits mobiles',
    it: 'Product manager tariffe mobili',
  },
  team: { en: 'Products', de: 'Produkte', fr: 'Produits', it: 'Prodotti' },
  employment: 'FULL_TIME',
  summary: {
    en: 'You shape our tariffs: what they include, what they cost and how we explain them – without hidden fees and without a minimum term.',
    de: 'Sie gestalten unsere Tarife: was sie enthalten, was sie kosten und wie wir sie erklären – ohne versteckte Gebühren und ohne Vertragsbindung.',
    fr: 'Vous façonnez nos abonnements : ce qu’ils comprennent, ce qu’ils coûtent et comment nous les expliquons, sans frais cachés ni durée minimale.',
    it: 'Dai forma alle nostre tariffe: cosa includono, quanto costano e come le spieghiamo, senza costi nascosti e senza vincoli.',
  },
  tasks: [
    {
      en: 'Analyse usage and the market and propose new tariffs and options.',
      de: 'Nutzung und Markt analysieren und neue Tarife und Optionen vorschlagen.',
      fr: 'Analyser l’usage et le marché et proposer de nouveaux abonnements et options.',
      it: 'Analizzare l’utilizzo e il mercato e proporre nuove tariffe e opzioni.',
    },
    {
      en: 'Work out prices and margins with finance and wholesale partners.',
      de: 'Preise und Margen mit Finanzen und Vorleistungspartnern ausarbeiten.',
      fr: 'Définir prix et marges avec la finance et les partenaires de gros.',
      it: 'Definire prezzi e margini con la finanza e i partner wholesale.',
    },
    {
      en: 'Write tariff descriptions customers understand at first reading.',
      de: 'Tarifbeschreibungen schreiben, die man beim ersten Lesen versteht.',
      fr: 'Rédiger des descriptions d’abonnements compréhensibles dès la première lecture.',
      it: 'Scrivere descrizioni delle tariffe comprensibili alla prima lettura.',
    },
    {
      en: 'Launch tariffs together with marketing, customer service and the shops.',
      de: 'Tarife gemeinsam mit Marketing, Kundenservice und Shops einführen.',
      fr: 'Lancer les abonnements avec le marketing, le service clientèle et les boutiques.',
      it: 'Lanciare le tariffe insieme a marketing, servizio clienti e negozi.',
    },
  ],
  profile: [
    {
      en: 'Three years or more in product management, ideally in telecommunications.',
      de: 'Mindestens drei Jahre im Produktmanagement, idealerweise in der Telekommunikation.',
      fr: 'Au moins trois ans en gestion de produit, idéalement dans les télécommunications.',
      it: 'Almeno tre anni di product management, meglio se nelle telecomunicazioni.',
    },
    {
      en: 'Confident with numbers and spreadsheets, and with plain language.',
      de: 'Sicher im Umgang mit Zahlen und Tabellen – und mit einfacher Sprache.',
      fr: 'À l’aise avec les chiffres et les tableurs, et avec un langage simple.',
      it: 'Sicurezza con numeri e fogli di calcolo, e con un linguaggio semplice.',
    },
    {
      en: 'Fluent in the language of the market and in English.',
      de: 'Sehr gute Kenntnisse der Landessprache und Englisch.',
      fr: 'Maîtrise de la langue du marché et de l’anglais.',
      it: 'Ottima conoscenza della lingua del mercato e dell’inglese.',
    },
  ],
  offer: [
    {
      en: 'Work from home up to three days a week.',
      de: 'Bis zu drei Tage pro Woche im Homeoffice.',
      fr: 'Jusqu’à trois jours de télétravail par semaine.',
      it: 'Fino a tre giorni a settimana in smart working.',
    },
    {
      en: 'A yearly bonus tied to customer satisfaction.',
      de: 'Ein Jahresbonus, der an die Kundenzufriedenheit gekoppelt ist.',
      fr: 'Une prime annuelle liée à la satisfaction des client·es.',
      it: 'Un premio annuale legato alla soddisfazione dei clienti.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 3500, from: 4600, to: 5800, payments: 14 },
    },
    CH: {
      city: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo' },
      hoursPerWeek: 42,
      salary: { kind: 'yearly', from: 110000, to: 135000 },
    },
    UK: {
      city: { en: 'London', de: 'London', fr: 'Londres', it: 'Londra' },
      hoursPerWeek: 37.5,
      salary: { kind: 'yearly', from: 55000, to: 68000 },
    },
    IT: {
      city: { en: 'Milan', de: 'Mailand', fr: 'Milan', it: 'Milano' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 45000, to: 55000 },
    },
  },
};
