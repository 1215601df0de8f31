import type { Position } from '../types';

export const shopAdvisor: Position = {
  id: 'shop-advisor',
  posted: '2026-10-26',
  title: {
    en: 'Sales advisor in our shop',
    de: 'Verkaufsberater:in im Shop',
    fr: 'Conseiller·ère de vente en boutique',
    it: 'Consulente di vendita in negozio',
  },
  team: { en: 'Shops', de: 'Shops', fr: 'Boutiques', it: 'Negozi' },
  employment: 'FULL_OR_PART_TIME',
  summary: {
    en: 'In one of our shops you advise visitors on tariffs, smartphones and fibre, set up SIM and eSIM on the spot and hand over orders.',
    de: 'In einem unserer Shops beraten Sie zu Tarifen, Smartphones und Glasfaser, richten SIM und eSIM direkt vor Ort ein und übergeben Bestellungen.',
    fr: 'Dans l’une de nos boutiques, vous conseillez sur les abonnements, les smartphones et la fibre, installez SIM et eSIM sur place et remettez les commandes.',
    it: 'In uno dei nostri negozi consigli i clienti su tariffe, smartphone e fibra, attivi SIM ed eSIM sul posto e consegni gli ordini.',
  },
  tasks: [
    {
      en: 'Find the tariff that fits, not the most expensive one.',
      de: 'Den Tarif finden, der passt – nicht den teuersten.',
      fr: 'Trouver l’abonnement qui convient, pas le plus cher.',
      it: 'Trovare la tariffa giusta, non la più cara.',
    },
    {
      en: 'Set up phones, transfer data and activate eSIMs.',
      de: 'Handys einrichten, Daten übertragen und eSIMs aktivieren.',
      fr: 'Configurer les téléphones, transférer les données et activer les eSIM.',
      it: 'Configurare telefoni, trasferire dati e attivare eSIM.',
    },
    {
      en: 'Take in repairs and returns and keep customers informed.',
      de: 'Reparaturen und Rücksendungen annehmen und die Kundschaft auf dem Laufenden halten.',
      fr: 'Prendre en charge réparations et retours et tenir les client·es informé·es.',
      it: 'Accettare riparazioni e resi e tenere informati i clienti.',
    },
    {
      en: 'Help visitors with disabilities: you know the shop’s induction loop and ramp.',
      de: 'Menschen mit Behinderungen unterstützen: Sie kennen Induktionsschleife und Rampe des Shops.',
      fr: 'Aider les visiteurs en situation de handicap : vous connaissez la boucle magnétique et la rampe de la boutique.',
      it: 'Aiutare i clienti con disabilità: conosci l’anello a induzione e la rampa del negozio.',
    },
  ],
  profile: [
    {
      en: 'Experience in retail or customer service.',
      de: 'Erfahrung im Verkauf oder Kundenservice.',
      fr: 'Une expérience dans la vente ou le service clientèle.',
      it: 'Esperienza nella vendita o nel servizio clienti.',
    },
    {
      en: 'You enjoy technology and explaining it to people of every age.',
      de: 'Sie haben Freude an Technik und daran, sie Menschen jeden Alters zu erklären.',
      fr: 'Vous aimez la technologie et l’expliquer à des personnes de tout âge.',
      it: 'Ti appassiona la tecnologia e spiegarla a persone di ogni età.',
    },
    {
      en: 'Available on Saturdays in rotation.',
      de: 'Bereitschaft, abwechselnd samstags zu arbeiten.',
      fr: 'Disponible le samedi par rotation.',
      it: 'Disponibilità a lavorare il sabato a rotazione.',
    },
  ],
  offer: [
    {
      en: 'A monthly bonus for the satisfaction of your customers, not for the price of what they buy.',
      de: 'Ein monatlicher Bonus für die Zufriedenheit Ihrer Kundschaft, nicht für den Preis dessen, was sie kauft.',
      fr: 'Une prime mensuelle liée à la satisfaction de vos client·es, pas au prix de ce qu’ils achètent.',
      it: 'Un premio mensile legato alla soddisfazione dei clienti, non al prezzo di ciò che acquistano.',
    },
    {
      en: 'Your rota planned four weeks ahead.',
      de: 'Ihr Dienstplan steht vier Wochen im Voraus.',
      fr: 'Votre planning établi quatre semaines à l’avance.',
      it: 'Turni pianificati con quattro settimane di anticipo.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Graz', de: 'Graz', fr: 'Graz', it: 'Graz' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 2340, from: 2450, to: 2900, payments: 14 },
    },
    DE: {
      city: { en: 'Cologne', de: 'Köln', fr: 'Cologne', it: 'Colonia' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 32000, to: 37000 },
    },
    CH: {
      city: { en: 'Geneva', de: 'Genf', fr: 'Genève', it: 'Ginevra' },
      hoursPerWeek: 42,
      salary: { kind: 'yearly', from: 56000, to: 62000 },
    },
    UK: {
      city: { en: 'Birmingham', de: 'Birmingham', fr: 'Birmingham', it: 'Birmingham' },
      hoursPerWeek: 37.5,
      salary: { kind: 'yearly', from: 24000, to: 27500 },
    },
    IT: {
      city: { en: 'Turin', de: 'Turin', fr: 'Turin', it: 'Torino' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 23500, to: 26500 },
    },
  },
};
