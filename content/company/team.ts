import type { TeamMember } from './types';

/** People from the teams in every market, with what they would tell an applicant. */
export const TEAM: TeamMember[] = [
  {
    id: 'anna-lechner',
    name: 'Anna Lechner',
    role: {
      en: 'Head of customer service',
      de: 'Leiterin Kundenservice',
      fr: 'Responsable du service clientèle',
      it: 'Responsabile del servizio clienti',
    },
    city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
    quote: {
      en: 'We solve problems on the first call whenever we can. Nobody here is measured by how short their calls are.',
      de: 'Wir lösen Probleme möglichst beim ersten Anruf. Niemand wird bei uns daran gemessen, wie kurz seine Gespräche sind.',
      fr: 'Nous réglons les problèmes dès le premier appel chaque fois que possible. Ici, personne n’est jugé sur la brièveté de ses appels.',
      it: 'Risolviamo i problemi alla prima chiamata ogni volta che possiamo. Qui nessuno viene valutato in base a quanto sono brevi le sue telefonate.',
    },
  },
  {
    id: 'mehmet-yilmaz',
    name: 'Mehmet Yılmaz',
    role: { en: 'Frontend developer', de: 'Frontend-Entwickler', fr: 'Développeur front-end', it: 'Sviluppatore front-end' },
    city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', it: 'Berlino' },
    quote: {
      en: 'A page only ships when it works with a keyboard and a screen reader. That rule made me a better developer.',
      de: 'Eine Seite geht erst live, wenn sie mit Tastatur und Screenreader funktioniert. Diese Regel hat mich zu einem besseren Entwickler gemacht.',
      fr: 'Une page n’est mise en ligne que si elle fonctionne au clavier et avec un lecteur d’écran. Cette règle a fait de moi un meilleur développeur.',
      it: 'Una pagina va online solo se funziona con la tastiera e con un lettore di schermo. Questa regola mi ha reso uno sviluppatore migliore.',
    },
  },
  {
    id: 'claire-dubois',
    name: 'Claire Dubois',
    role: { en: 'Shop manager', de: 'Shopleiterin', fr: 'Gérante de boutique', it: 'Responsabile di negozio' },
    city: { en: 'Lausanne', de: 'Lausanne', fr: 'Lausanne', it: 'Losanna' },
    quote: {
      en: 'Half of our visitors come in with a question, not to buy. I love that we have the time to answer it properly.',
      de: 'Die Hälfte unserer Kundschaft kommt mit einer Frage, nicht zum Kaufen. Ich mag, dass wir Zeit haben, sie richtig zu beantworten.',
      fr: 'La moitié de nos visiteurs viennent avec une question, pas pour acheter. J’aime que nous ayons le temps d’y répondre vraiment.',
      it: 'Metà dei nostri clienti entra con una domanda, non per comprare. Mi piace che abbiamo il tempo di rispondere come si deve.',
    },
  },
  {
    id: 'priya-shah',
    name: 'Priya Shah',
    role: {
      en: 'Fibre network planner',
      de: 'Netzplanerin Glasfaser',
      fr: 'Planificatrice réseau fibre',
      it: 'Progettista di rete in fibra',
    },
    city: { en: 'London', de: 'London', fr: 'Londres', it: 'Londra' },
    quote: {
      en: 'I plan which streets get fibre next. Seeing a whole neighbourhood switch over a few months later never gets old.',
      de: 'Ich plane, welche Straßen als Nächstes Glasfaser bekommen. Wenn ein paar Monate später ein ganzes Viertel umsteigt, freut mich das jedes Mal.',
      fr: 'Je planifie les prochaines rues raccordées à la fibre. Voir tout un quartier basculer quelques mois plus tard, je ne m’en lasse pas.',
      it: 'Pianifico quali strade avranno la fibra per prime. Vedere un intero quartiere passare alla fibra pochi mesi dopo mi entusiasma ogni volta.',
    },
  },
  {
    id: 'luca-romano',
    name: 'Luca Romano',
    role: {
      en: 'Product manager, mobile tariffs',
      de: 'Produktmanager Mobilfunktarife',
      fr: 'Chef de produit forfaits mobiles',
      it: 'Product manager tariffe mobili',
    },
    city: { en: 'Milan', de: 'Mailand', fr: 'Milan', it: 'Milano' },
    quote: {
      en: 'No activation fee, cancel any month: those two promises decide what we may build. It keeps our tariffs honest.',
      de: 'Keine Aktivierungsgebühr, monatlich kündbar: Diese zwei Versprechen entscheiden, was wir bauen dürfen. Das hält unsere Tarife ehrlich.',
      fr: 'Pas de frais d’activation, résiliable chaque mois : ces deux promesses décident de ce que nous pouvons créer. Cela garde nos offres honnêtes.',
      it: 'Nessun costo di attivazione, disdetta ogni mese: queste due promesse decidono cosa possiamo creare. Così le nostre tariffe restano oneste.',
    },
  },
];

/** The initials of a name ("Mehmet Yılmaz" → "MY"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0).toLocaleUpperCase())
    .join('')
    .slice(0, 2);
}
