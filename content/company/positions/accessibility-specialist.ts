import type { Position } from '../types';

export const accessibilitySpecialist: Position = {
  id: 'accessibility-specialist',
  posted: '2026-11-09',
  title: {
    en: 'Digital accessibility specialist',
    de: 'Expert:in für digitale Barrierefreiheit',
    fr: 'Spécialiste de l’accessibilité numérique',
    it: 'Specialista di accessibilità digitale',
  },
  team: { en: 'Digital', de: 'Digital', fr: 'Digital', it: 'Digital' },
  employment: 'FULL_TIME',
  summary: {
    en: 'You make sure people with disabilities can use everything we offer online, and you keep our accessibility statement true.',
    de: 'Sie sorgen dafür, dass Menschen mit Behinderungen alles nutzen können, was wir online anbieten, und dass unsere Erklärung zur Barrierefreiheit stimmt.',
    fr: 'Vous veillez à ce que les personnes handicapées puissent utiliser tout ce que nous proposons en ligne, et à ce que notre déclaration d’accessibilité reste exacte.',
    it: 'Fai in modo che le persone con disabilità possano usare tutto ciò che offriamo online e che la nostra dichiarazione di accessibilità resti veritiera.',
  },
  tasks: [
    {
      en: 'Test new features with screen readers, magnifiers and voice control before release.',
      de: 'Neue Funktionen vor dem Release mit Screenreadern, Vergrößerung und Sprachsteuerung testen.',
      fr: 'Tester les nouvelles fonctions avec lecteurs d’écran, loupes et commande vocale avant leur mise en ligne.',
      it: 'Testare le nuove funzioni con lettori di schermo, ingranditori e comandi vocali prima del rilascio.',
    },
    {
      en: 'Coach designers and developers and review their work.',
      de: 'Design und Entwicklung beraten und deren Arbeit prüfen.',
      fr: 'Accompagner designers et développeurs et relire leur travail.',
      it: 'Affiancare designer e sviluppatori e revisionarne il lavoro.',
    },
    {
      en: 'Answer customers’ accessibility feedback and track each barrier until it is gone.',
      de: 'Rückmeldungen zur Barrierefreiheit beantworten und jede Barriere verfolgen, bis sie beseitigt ist.',
      fr: 'Répondre aux retours des client·es sur l’accessibilité et suivre chaque obstacle jusqu’à sa suppression.',
      it: 'Rispondere alle segnalazioni dei clienti sull’accessibilità e seguire ogni barriera fino alla sua eliminazione.',
    },
    {
      en: 'Update the accessibility statement after each review.',
      de: 'Die Erklärung zur Barrierefreiheit nach jeder Prüfung aktualisieren.',
      fr: 'Mettre à jour la déclaration d’accessibilité après chaque évaluation.',
      it: 'Aggiornare la dichiarazione di accessibilità dopo ogni verifica.',
    },
  ],
  profile: [
    {
      en: 'Deep knowledge of WCAG 2.1 and EN 301 549.',
      de: 'Fundierte Kenntnis von WCAG 2.1 und EN 301 549.',
      fr: 'Une connaissance approfondie des WCAG 2.1 et de la norme EN 301 549.',
      it: 'Conoscenza approfondita delle WCAG 2.1 e della norma EN 301 549.',
    },
    {
      en: 'You use assistive technology confidently; lived experience of disability is welcome.',
      de: 'Sie nutzen assistive Technologien sicher; eigene Erfahrung mit Behinderung ist willkommen.',
      fr: 'Vous maîtrisez les technologies d’assistance ; une expérience vécue du handicap est bienvenue.',
      it: 'Usi con sicurezza le tecnologie assistive; l’esperienza diretta della disabilità è benvenuta.',
    },
    {
      en: 'You explain rules through examples, not through checklists.',
      de: 'Sie erklären Regeln mit Beispielen statt mit Checklisten.',
      fr: 'Vous expliquez les règles par des exemples plutôt que par des listes de contrôle.',
      it: 'Spieghi le regole con esempi, non con checklist.',
    },
  ],
  offer: [
    {
      en: 'Any assistive technology and workplace adjustment you need.',
      de: 'Jede assistive Technologie und Arbeitsplatzanpassung, die Sie brauchen.',
      fr: 'Toutes les technologies d’assistance et adaptations du poste dont vous avez besoin.',
      it: 'Tutte le tecnologie assistive e gli adattamenti della postazione di cui hai bisogno.',
    },
    {
      en: 'Work from home up to three days a week.',
      de: 'Bis zu drei Tage pro Woche im Homeoffice.',
      fr: 'Jusqu’à trois jours de télétravail par semaine.',
      it: 'Fino a tre giorni a settimana in smart working.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 3180, from: 3900, to: 4800, payments: 14 },
    },
    DE: {
      city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', it: 'Berlino' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 55000, to: 68000 },
    },
    UK: {
      city: { en: 'London', de: 'London', fr: 'Londres', it: 'Londra' },
      hoursPerWeek: 37.5,
      salary: { kind: 'yearly', from: 45000, to: 55000 },
    },
  },
};
