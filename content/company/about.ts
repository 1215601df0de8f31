import { COMPANIES } from '@/content/legal/companies';
import { forMarket } from '@/content/legal/text';
import type { LegalDocument, LegalLanguage } from '@/content/legal/types';
import type { MarketCode } from '@/lib/platform/markets/markets';

/** The day the about page last changed. */
export const ABOUT_UPDATED = '2026-09-01';

type Facts = { company: string; address: string; camp: boolean };

/**
 * About us: who runs the shop of this market, what we promise (SPEC §9: no activation fee, free
 * tariff change once a month), how we work, and where to find shops, jobs and the press office (the
 * page links those after the sections `visit`, `work` and `press`).
 */
const TEXTS: Record<LegalLanguage, (facts: Facts) => LegalDocument> = {
  en: ({ company, address, camp }) => ({
    title: 'About us',
    intro:
      'Mobile & Fibre sells mobile tariffs, fibre internet and IP TV in Austria, Germany, Switzerland, the United Kingdom and Italy – with prices you can understand and contracts you can leave.',
    sections: [
      {
        id: 'who',
        heading: 'Who we are',
        paragraphs: [
          camp
            ? `${company} runs this shop for guests and staff of camp sites in Austria: mobile tariffs and prepaid SIM cards, with service points right on the sites.`
            : `${company} runs this shop. We are part of Mobile & Fibre, a group of five national companies that share one network strategy, one web shop and one idea of fair service.`,
          `Our registered office is at ${address}.`,
        ],
      },
      {
        id: 'promises',
        heading: 'What we promise',
        paragraphs: ['Every tariff we sell keeps these promises:'],
        list: [
          'No activation fee.',
          'A minimum term only where the tariff states one; without one, cancel any month.',
          'One tariff change a month free of charge.',
          'Prices shown in full before you order, including VAT for private customers.',
          'SIM or eSIM, as you prefer.',
        ],
      },
      {
        id: 'how',
        heading: 'How we work',
        paragraphs: [
          'Our customer service answers in the language of the country, by phone, chat and e-mail, and we measure it by problems solved rather than by the length of calls.',
          'We build our website so that everyone can use it, including people who use a screen reader or only a keyboard, and we keep personal data to what a contract needs.',
        ],
      },
      {
        id: 'visit',
        heading: 'Visit us',
        paragraphs: [
          camp
            ? 'Our service points on the camp sites help you in person.'
            : 'In our shops we advise you in person, set up your phone and help with repairs.',
        ],
      },
      {
        id: 'work',
        heading: 'Work with us',
        paragraphs: ['We are always looking for people who like explaining things and solving problems.'],
      },
      {
        id: 'press',
        heading: 'Press',
        paragraphs: ['Journalists find our press contacts and a short portrait of the company on our press page.'],
      },
    ],
  }),
  de: ({ company, address, camp }) => ({
    title: 'Über uns',
    intro:
      'Mobile & Fibre bietet Handytarife, Glasfaser-Internet und IP-TV in Österreich, Deutschland, der Schweiz, Großbritannien und Italien an – mit Preisen, die man versteht, und Verträgen, aus denen man jederzeit wieder herauskommt.',
    sections: [
      {
        id: 'who',
        heading: 'Wer wir sind',
        paragraphs: [
          camp
            ? `${company} betreibt diesen Shop für Gäste und Personal österreichischer Campingplätze: Handytarife und Prepaid-SIM-Karten, mit Servicepunkten direkt auf den Plätzen.`
            : `${company} betreibt diesen Shop. Wir gehören zu Mobile & Fibre, einer Gruppe aus fünf Landesgesellschaften mit einer gemeinsamen Netzstrategie, einem gemeinsamen Webshop und derselben Vorstellung von fairem Service.`,
          `Unser Firmensitz: ${address}.`,
        ],
      },
      {
        id: 'promises',
        heading: 'Was wir versprechen',
        paragraphs: ['Jeder Tarif, den wir verkaufen, hält diese Versprechen:'],
        list: [
          'Keine Aktivierungsgebühr.',
          'Eine Mindestvertragsdauer nur, wo der Tarif sie angibt; ohne sie monatlich kündbar.',
          'Ein Tarifwechsel pro Monat kostenlos.',
          'Der volle Preis steht vor der Bestellung fest, für Privatkund:innen inklusive Mehrwertsteuer.',
          'SIM oder eSIM, wie Sie möchten.',
        ],
      },
      {
        id: 'how',
        heading: 'Wie wir arbeiten',
        paragraphs: [
          'Unser Kundenservice antwortet in der Sprache des Landes, am Telefon, im Chat und per E-Mail – gemessen an gelösten Problemen, nicht an der Dauer der Gespräche.',
          'Wir bauen unsere Website so, dass alle sie nutzen können, auch mit Screenreader oder nur mit der Tastatur, und wir erheben nur die persönlichen Daten, die ein Vertrag braucht.',
        ],
      },
      {
        id: 'visit',
        heading: 'Besuchen Sie uns',
        paragraphs: [
          camp
            ? 'Unsere Servicepunkte auf den Campingplätzen helfen Ihnen persönlich weiter.'
            : 'In unseren Shops beraten wir Sie persönlich, richten Ihr Handy ein und helfen bei Reparaturen.',
        ],
      },
      { id: 'work', heading: 'Arbeiten bei uns', paragraphs: ['Wir suchen laufend Menschen, die gerne erklären und Probleme lösen.'] },
      {
        id: 'press',
        heading: 'Presse',
        paragraphs: [
          'Journalistinnen und Journalisten finden unsere Pressekontakte und ein kurzes Unternehmensporträt auf unserer Presseseite.',
        ],
      },
    ],
  }),
  fr: ({ company, address, camp }) => ({
    title: 'À propos',
    intro:
      'Mobile & Fibre propose des abonnements mobiles, l’internet par fibre optique et la TV sur IP en Autriche, en Allemagne, en Suisse, au Royaume-Uni et en Italie, avec des prix compréhensibles et des contrats que l’on peut quitter.',
    sections: [
      {
        id: 'who',
        heading: 'Qui nous sommes',
        paragraphs: [
          camp
            ? `${company} exploite cette boutique pour les hôtes et le personnel des campings en Autriche : abonnements mobiles et cartes SIM prépayées, avec des points de service directement sur place.`
            : `${company} exploite cette boutique. Nous faisons partie de Mobile & Fibre, un groupe de cinq sociétés nationales qui partagent une stratégie réseau, une boutique en ligne et la même idée d’un service équitable.`,
          `Notre siège social : ${address}.`,
        ],
      },
      {
        id: 'promises',
        heading: 'Nos engagements',
        paragraphs: ['Chaque abonnement que nous vendons respecte ces engagements :'],
        list: [
          'Pas de frais d’activation.',
          'Une durée minimale seulement si l’abonnement l’indique ; sans elle, résiliable chaque mois.',
          'Un changement d’abonnement gratuit par mois.',
          'Le prix complet affiché avant la commande, TVA comprise pour les particuliers.',
          'SIM ou eSIM, selon votre choix.',
        ],
      },
      {
        id: 'how',
        heading: 'Notre façon de travailler',
        paragraphs: [
          'Notre service clientèle répond dans la langue du pays, par téléphone, chat et e-mail, et nous l’évaluons aux problèmes résolus plutôt qu’à la durée des appels.',
          'Nous concevons notre site pour que chacun puisse l’utiliser, y compris avec un lecteur d’écran ou uniquement au clavier, et nous ne collectons que les données personnelles nécessaires au contrat.',
        ],
      },
      {
        id: 'visit',
        heading: 'Venez nous voir',
        paragraphs: [
          camp
            ? 'Nos points de service dans les campings vous aident en personne.'
            : 'Dans nos boutiques, nous vous conseillons en personne, configurons votre téléphone et vous aidons pour les réparations.',
        ],
      },
      {
        id: 'work',
        heading: 'Travailler chez nous',
        paragraphs: ['Nous cherchons toujours des personnes qui aiment expliquer et résoudre des problèmes.'],
      },
      {
        id: 'press',
        heading: 'Presse',
        paragraphs: ['Les journalistes trouvent nos contacts presse et un bref portrait de l’entreprise sur notre page presse.'],
      },
    ],
  }),
  it: ({ company, address, camp }) => ({
    title: 'Chi siamo',
    intro:
      'Mobile & Fibre offre tariffe mobili, internet in fibra e IP TV in Austria, Germania, Svizzera, Regno Unito e Italia, con prezzi comprensibili e contratti da cui si può uscire quando si vuole.',
    sections: [
      {
        id: 'who',
        heading: 'Chi siamo',
        paragraphs: [
          camp
            ? `${company} gestisce questo negozio per gli ospiti e il personale dei campeggi in Austria: tariffe mobili e SIM prepagate, con punti di assistenza direttamente nei campeggi.`
            : `${company} gestisce questo negozio. Facciamo parte di Mobile & Fibre, un gruppo di cinque società nazionali con una strategia di rete comune, un unico negozio online e la stessa idea di servizio corretto.`,
          `La nostra sede legale: ${address}.`,
        ],
      },
      {
        id: 'promises',
        heading: 'I nostri impegni',
        paragraphs: ['Ogni tariffa che vendiamo mantiene questi impegni:'],
        list: [
          'Nessun costo di attivazione.',
          'Una durata minima solo se l’offerta la indica; senza, disdetta ogni mese.',
          'Un cambio di tariffa al mese gratuito.',
          'Il prezzo completo indicato prima dell’ordine, IVA inclusa per i privati.',
          'SIM o eSIM, come preferisci.',
        ],
      },
      {
        id: 'how',
        heading: 'Come lavoriamo',
        paragraphs: [
          'Il nostro servizio clienti risponde nella lingua del Paese, al telefono, in chat e via e-mail, e lo valutiamo in base ai problemi risolti, non alla durata delle chiamate.',
          'Realizziamo il nostro sito perché tutti possano usarlo, anche con un lettore di schermo o solo con la tastiera, e raccogliamo solo i dati personali necessari al contratto.',
        ],
      },
      {
        id: 'visit',
        heading: 'Vieni a trovarci',
        paragraphs: [
          camp
            ? 'I nostri punti di assistenza nei campeggi ti aiutano di persona.'
            : 'Nei nostri negozi ti consigliamo di persona, configuriamo il tuo telefono e ti aiutiamo con le riparazioni.',
        ],
      },
      { id: 'work', heading: 'Lavora con noi', paragraphs: ['Cerchiamo sempre persone a cui piace spiegare e risolvere problemi.'] },
      {
        id: 'press',
        heading: 'Stampa',
        paragraphs: ['I giornalisti trovano i nostri contatti stampa e un breve ritratto dell’azienda nella pagina stampa.'],
      },
    ],
  }),
};

export function aboutDocument(market: MarketCode, language: LegalLanguage): LegalDocument {
  const company = COMPANIES[market];
  return forMarket(
    market,
    language,
    TEXTS[language]({ company: company.name, address: company.address[language], camp: market === 'CAMP' }),
  );
}
