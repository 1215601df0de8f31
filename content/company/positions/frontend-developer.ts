import type { Position } from '../types';

export const frontendDeveloper: Position = {
  id: 'frontend-developer',
  posted: '2026-10-12',
  title: {
    en: 'Frontend developer (web shop)',
    de: 'Frontend-Entwickler:in (Webshop)',
    fr: 'Développeur·se front-end (boutique en ligne)',
    it: 'Sviluppatore/sviluppatrice front-end (negozio online)',
  },
  team: { en: 'Digital', de: 'Digital', fr: 'Digital', it: 'Digital' },
  employment: 'FULL_TIME',
  summary: {
    en: 'You build the web shop our customers use every day: tariff pages, the fibre check, checkout and the customer area, in six markets and four languages.',
    de: 'Sie bauen den Webshop, den unsere Kundinnen und Kunden täglich nutzen: Tarifseiten, Glasfaser-Check, Bestellung und Kundenbereich – in sechs Märkten und vier Sprachen.',
    fr: 'Vous développez la boutique en ligne que nos client·es utilisent chaque jour : pages des abonnements, test fibre, commande et espace client, dans six marchés et quatre langues.',
    it: 'Sviluppi il negozio online che i nostri clienti usano ogni giorno: pagine delle tariffe, verifica della fibra, ordine e area clienti, in sei mercati e quattro lingue.',
  },
  tasks: [
    {
      en: 'Build pages and forms with Next.js, React and TypeScript.',
      de: 'Seiten und Formulare mit Next.js, React und TypeScript entwickeln.',
      fr: 'Développer des pages et des formulaires avec Next.js, React et TypeScript.',
      it: 'Sviluppare pagine e moduli con Next.js, React e TypeScript.',
    },
    {
      en: 'Make every journey work with keyboard and screen reader (WCAG 2.1 AA).',
      de: 'Jeden Ablauf mit Tastatur und Screenreader bedienbar machen (WCAG 2.1 AA).',
      fr: 'Rendre chaque parcours utilisable au clavier et au lecteur d’écran (WCAG 2.1 AA).',
      it: 'Rendere ogni percorso utilizzabile con tastiera e lettore di schermo (WCAG 2.1 AA).',
    },
    {
      en: 'Keep pages fast on mid-range phones and slow networks.',
      de: 'Seiten auf Mittelklasse-Handys und in langsamen Netzen schnell halten.',
      fr: 'Garder les pages rapides sur des téléphones de milieu de gamme et des réseaux lents.',
      it: 'Mantenere le pagine veloci su telefoni di fascia media e reti lente.',
    },
    {
      en: 'Write unit and end-to-end tests and review your colleagues’ code.',
      de: 'Unit- und End-to-End-Tests schreiben und den Code Ihrer Kolleg:innen reviewen.',
      fr: 'Écrire des tests unitaires et de bout en bout et relire le code de vos collègues.',
      it: 'Scrivere test unitari ed end-to-end e revisionare il codice dei colleghi.',
    },
  ],
  profile: [
    {
      en: 'Three years or more of building web applications with React and TypeScript.',
      de: 'Mindestens drei Jahre Erfahrung mit Webanwendungen in React und TypeScript.',
      fr: 'Au moins trois ans d’expérience d’applications web avec React et TypeScript.',
      it: 'Almeno tre anni di esperienza con applicazioni web in React e TypeScript.',
    },
    {
      en: 'Solid HTML and CSS, and you know how assistive technology reads a page.',
      de: 'Sicheres HTML und CSS, und Sie wissen, wie assistive Technologien eine Seite lesen.',
      fr: 'De solides bases en HTML et CSS, et vous savez comment les technologies d’assistance lisent une page.',
      it: 'Ottima conoscenza di HTML e CSS e sai come le tecnologie assistive leggono una pagina.',
    },
    {
      en: 'You like writing tests as much as features.',
      de: 'Sie schreiben Tests genauso gern wie Features.',
      fr: 'Vous aimez écrire des tests autant que des fonctionnalités.',
      it: 'Ti piace scrivere test quanto sviluppare funzionalità.',
    },
    {
      en: 'Good English; German, French or Italian is a plus.',
      de: 'Gutes Englisch; Deutsch, Französisch oder Italienisch ist ein Plus.',
      fr: 'Un bon niveau d’anglais ; l’allemand ou l’italien est un plus.',
      it: 'Buon inglese; tedesco o francese sono un plus.',
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
      en: 'A laptop and screen of your choice.',
      de: 'Laptop und Bildschirm nach Ihrer Wahl.',
      fr: 'Un ordinateur portable et un écran de votre choix.',
      it: 'Portatile e monitor a tua scelta.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 3180, from: 4000, to: 5200, payments: 14 },
    },
    DE: {
      city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', it: 'Berlino' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 58000, to: 72000 },
    },
    CH: {
      city: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo' },
      hoursPerWeek: 42,
      salary: { kind: 'yearly', from: 95000, to: 118000 },
    },
    UK: {
      city: { en: 'London', de: 'London', fr: 'Londres', it: 'Londra' },
      hoursPerWeek: 37.5,
      salary: { kind: 'yearly', from: 48000, to: 60000 },
    },
    IT: {
      city: { en: 'Milan', de: 'Mailand', fr: 'Milan', it: 'Milano' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 38000, to: 48000 },
    },
  },
};
