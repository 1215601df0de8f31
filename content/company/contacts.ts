import type { LegalMarket } from '@/content/legal/text';
import type { Localised } from '@/content/legal/types';

export type PressContact = { name: string; role: Localised; email: string; phone: string; languages: Localised };

/** Where applications and press enquiries go in each market, and the city of the head office (CAMP is run by the Austrian company). */
export const COMPANY_CONTACTS: Record<LegalMarket, { city: Localised; jobs: string; press: PressContact[] }> = {
  AT: {
    city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
    jobs: 'jobs@example.at',
    press: [
      {
        name: 'Lena Gruber',
        role: { en: 'Press spokesperson', de: 'Pressesprecherin', fr: 'Porte-parole', it: 'Portavoce' },
        email: 'presse@example.at',
        phone: '+43 1 890 66 99',
        languages: { en: 'German, English', de: 'Deutsch, Englisch', fr: 'allemand, anglais', it: 'tedesco, inglese' },
      },
    ],
  },
  DE: {
    city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', it: 'Berlino' },
    jobs: 'karriere@example.de',
    press: [
      {
        name: 'Jonas Becker',
        role: {
          en: 'Head of communications',
          de: 'Leiter Kommunikation',
          fr: 'Responsable de la communication',
          it: 'Responsabile della comunicazione',
        },
        email: 'presse@example.de',
        phone: '+49 30 890 66 99',
        languages: { en: 'German, English', de: 'Deutsch, Englisch', fr: 'allemand, anglais', it: 'tedesco, inglese' },
      },
    ],
  },
  CH: {
    city: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo' },
    jobs: 'jobs@example.ch',
    press: [
      {
        name: 'Nina Brunner',
        role: { en: 'Media spokesperson', de: 'Mediensprecherin', fr: 'Porte-parole', it: 'Portavoce' },
        email: 'medien@example.ch',
        phone: '+41 44 890 66 99',
        languages: { en: 'German, English', de: 'Deutsch, Englisch', fr: 'allemand, anglais', it: 'tedesco, inglese' },
      },
      {
        name: 'Julien Rochat',
        role: { en: 'Media spokesperson', de: 'Mediensprecher', fr: 'Porte-parole', it: 'Portavoce' },
        email: 'medias@example.ch',
        phone: '+41 21 890 66 99',
        languages: { en: 'French, Italian', de: 'Französisch, Italienisch', fr: 'français, italien', it: 'francese, italiano' },
      },
    ],
  },
  UK: {
    city: { en: 'London', de: 'London', fr: 'Londres', it: 'Londra' },
    jobs: 'careers@example.co.uk',
    press: [
      {
        name: 'Oliver Bennett',
        role: { en: 'Press officer', de: 'Pressereferent', fr: 'Attaché de presse', it: 'Addetto stampa' },
        email: 'press@example.co.uk',
        phone: '+44 20 7946 0699',
        languages: { en: 'English', de: 'Englisch', fr: 'anglais', it: 'inglese' },
      },
    ],
  },
  IT: {
    city: { en: 'Milan', de: 'Mailand', fr: 'Milan', it: 'Milano' },
    jobs: 'lavoro@example.it',
    press: [
      {
        name: 'Giulia Conti',
        role: { en: 'Press office', de: 'Pressestelle', fr: 'Service de presse', it: 'Ufficio stampa' },
        email: 'stampa@example.it',
        phone: '+39 02 8906 6099',
        languages: { en: 'Italian, English', de: 'Italienisch, Englisch', fr: 'italien, anglais', it: 'italiano, inglese' },
      },
    ],
  },
};
