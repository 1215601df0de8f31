import { ROAMING_LIMIT_RECOMMENDATION, THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import type { InfoContext, InfoMarket } from './text';
import type { InfoDocument, InfoLanguage, InfoSection } from './types';

/**
 * Roaming (SPEC §9: limit recommendation 10 in the market's currency). EU markets roam like at home
 * under the EU roaming regulation; Switzerland and the United Kingdom are outside it.
 */
type Europe = { heading: string; paragraphs: string[] };
type Texts = { intro: { eu: string; other: string }; europe: Record<'eu' | 'CH' | 'UK', Europe> };

const isEu = (market: InfoMarket) => market !== 'CH' && market !== 'UK';

function europe(texts: Texts, market: InfoMarket): InfoSection {
  const key = market === 'CH' || market === 'UK' ? market : 'eu';
  return { id: 'europe', ...texts.europe[key] };
}

const limit = ROAMING_LIMIT_RECOMMENDATION;
const kbits = THROTTLED_SPEED_KBITS;

const EN: Texts = {
  intro: {
    eu: 'In the EU you use your tariff just like at home. For trips further afield, a few settings keep your costs under control.',
    other:
      'Many of our tariffs include minutes, SMS and data for the EU. For all other countries, a few settings keep your costs under control.',
  },
  europe: {
    eu: {
      heading: 'Roam like at home in the EU',
      paragraphs: [
        'In all EU countries as well as Iceland, Liechtenstein and Norway, calls, SMS and data cost the same as at home and count against your included units.',
        'A fair-use limit applies to data in the EU; the details of your tariff show how much EU roaming data is included.',
      ],
    },
    CH: {
      heading: 'Roaming in Europe',
      paragraphs: [
        'Switzerland is not covered by the EU roaming rules. The details of your tariff show the minutes, SMS and data included for the EU (“EU roaming”); beyond that, usage abroad is charged at the rates of the country’s zone.',
      ],
    },
    UK: {
      heading: 'Roaming in Europe',
      paragraphs: [
        'Since the UK left the EU, roaming there is no longer covered by the EU rules. The details of your tariff show the minutes, SMS and data included for the EU (“EU roaming”); beyond that, usage abroad is charged at the rates of the country’s zone.',
      ],
    },
  },
};

const DE: Texts = {
  intro: {
    eu: 'In der EU nutzen Sie Ihren Tarif genau wie zu Hause. Für Reisen darüber hinaus halten ein paar Einstellungen Ihre Kosten im Griff.',
    other:
      'Viele unserer Tarife enthalten Minuten, SMS und Daten für die EU. Für alle anderen Länder halten ein paar Einstellungen Ihre Kosten im Griff.',
  },
  europe: {
    eu: {
      heading: 'Roaming wie zu Hause in der EU',
      paragraphs: [
        'In allen EU-Ländern sowie in Island, Liechtenstein und Norwegen kosten Anrufe, SMS und Daten so viel wie zu Hause und werden von Ihren Inklusiveinheiten abgezogen.',
        'Für Daten gilt in der EU eine Fair-Use-Grenze; die Details Ihres Tarifs zeigen, wie viel EU-Roaming-Datenvolumen enthalten ist.',
      ],
    },
    CH: {
      heading: 'Roaming in Europa',
      paragraphs: [
        'Für die Schweiz gelten die EU-Roamingregeln nicht. Die Details Ihres Tarifs zeigen, welche Minuten, SMS und Daten für die EU enthalten sind („EU-Roaming“); darüber hinaus wird die Nutzung im Ausland nach den Tarifen der Länderzone verrechnet.',
      ],
    },
    UK: {
      heading: 'Roaming in Europa',
      paragraphs: [
        'Seit dem Austritt des Vereinigten Königreichs aus der EU gelten die EU-Roamingregeln dort nicht mehr. Die Details Ihres Tarifs zeigen, welche Minuten, SMS und Daten für die EU enthalten sind („EU-Roaming“); darüber hinaus wird die Nutzung im Ausland nach den Tarifen der Länderzone verrechnet.',
      ],
    },
  },
};

const FR: Texts = {
  intro: {
    eu: 'Dans l’UE, vous utilisez votre abonnement comme chez vous. Pour les voyages plus lointains, quelques réglages gardent vos coûts sous contrôle.',
    other:
      'Beaucoup de nos abonnements incluent des minutes, des SMS et des données pour l’UE. Pour tous les autres pays, quelques réglages gardent vos coûts sous contrôle.',
  },
  europe: {
    eu: {
      heading: 'Le roaming comme à la maison dans l’UE',
      paragraphs: [
        'Dans tous les pays de l’UE ainsi qu’en Islande, au Liechtenstein et en Norvège, appels, SMS et données coûtent le même prix qu’à la maison et sont décomptés de vos unités incluses.',
        'Une limite d’utilisation raisonnable s’applique aux données dans l’UE ; le détail de votre abonnement indique le volume de données inclus en roaming UE.',
      ],
    },
    CH: {
      heading: 'Le roaming en Europe',
      paragraphs: [
        'Les règles de l’UE sur le roaming ne s’appliquent pas à la Suisse. Le détail de votre abonnement indique les minutes, SMS et données inclus pour l’UE (« roaming UE ») ; au-delà, la consommation à l’étranger est facturée selon les tarifs de la zone du pays.',
      ],
    },
    UK: {
      heading: 'Le roaming en Europe',
      paragraphs: [
        'Depuis la sortie du Royaume-Uni de l’UE, les règles de l’UE sur le roaming ne s’y appliquent plus. Le détail de votre abonnement indique les minutes, SMS et données inclus pour l’UE (« roaming UE ») ; au-delà, la consommation à l’étranger est facturée selon les tarifs de la zone du pays.',
      ],
    },
  },
};

const IT: Texts = {
  intro: {
    eu: 'Nell’UE usi la tua tariffa proprio come a casa. Per i viaggi più lontani, bastano poche impostazioni per tenere sotto controllo i costi.',
    other:
      'Molte nostre tariffe includono minuti, SMS e giga per l’UE. Per tutti gli altri Paesi, bastano poche impostazioni per tenere sotto controllo i costi.',
  },
  europe: {
    eu: {
      heading: 'Roaming come a casa nell’UE',
      paragraphs: [
        'In tutti i Paesi dell’UE e in Islanda, Liechtenstein e Norvegia chiamate, SMS e dati costano come a casa e vengono scalati dalle unità incluse.',
        'Per i dati nell’UE vale un limite di uso corretto; i dettagli della tua tariffa mostrano quanti giga sono inclusi in roaming UE.',
      ],
    },
    CH: {
      heading: 'Roaming in Europa',
      paragraphs: [
        'Le regole UE sul roaming non valgono per la Svizzera. I dettagli della tua tariffa mostrano minuti, SMS e dati inclusi per l’UE (“roaming UE”); oltre questi, il consumo all’estero è addebitato secondo le tariffe della zona del Paese.',
      ],
    },
    UK: {
      heading: 'Roaming in Europa',
      paragraphs: [
        'Dall’uscita del Regno Unito dall’UE, le regole UE sul roaming lì non valgono più. I dettagli della tua tariffa mostrano minuti, SMS e dati inclusi per l’UE (“roaming UE”); oltre questi, il consumo all’estero è addebitato secondo le tariffe della zona del Paese.',
      ],
    },
  },
};

export const ROAMING: Record<InfoLanguage, (ctx: InfoContext) => InfoDocument> = {
  en: ({ market, money }) => ({
    title: 'Roaming: your phone abroad',
    intro: EN.intro[isEu(market) ? 'eu' : 'other'],
    sections: [
      europe(EN, market),
      {
        id: 'other-countries',
        heading: 'Outside the included countries',
        paragraphs: [
          'Outside the countries your tariff includes, calls, SMS and data are charged by country zone. When you arrive, we send you an SMS with the prices that apply there.',
          'Watch out on ships and planes: on-board networks connect via satellite and are expensive even within the EU. Switch on flight mode if you are not sure.',
        ],
      },
      {
        id: 'limit',
        heading: `Our tip: a cost limit of ${money(limit)}`,
        paragraphs: [
          `Set a cost limit of ${money(limit)} in the customer area before you travel. Once it is reached, your data speed is throttled to ${kbits} kbit/s and chargeable calls and SMS stop until you raise the limit – so a forgotten app update cannot cost you a fortune.`,
        ],
      },
      {
        id: 'tips',
        heading: 'Tips for your trip',
        paragraphs: [],
        list: [
          'Before you leave, check in the customer area that roaming is switched on for your SIM card.',
          'Use Wi-Fi and WiFi calling wherever you can.',
          'Download maps, playlists and films at home.',
          'Turn off automatic app updates and photo backups over mobile data.',
          'Do not want to use mobile data abroad at all? Switch off data roaming in your phone’s settings.',
        ],
      },
    ],
  }),
  de: ({ market, money }) => ({
    title: 'Roaming: mit dem Handy im Ausland',
    intro: DE.intro[isEu(market) ? 'eu' : 'other'],
    sections: [
      europe(DE, market),
      {
        id: 'other-countries',
        heading: 'Außerhalb der inkludierten Länder',
        paragraphs: [
          'Außerhalb der Länder, die Ihr Tarif enthält, werden Anrufe, SMS und Daten nach Länderzonen verrechnet. Bei der Einreise schicken wir Ihnen eine SMS mit den Preisen, die dort gelten.',
          'Vorsicht auf Schiffen und in Flugzeugen: Bordnetze sind über Satellit angebunden und auch innerhalb der EU teuer. Schalten Sie im Zweifel den Flugmodus ein.',
        ],
      },
      {
        id: 'limit',
        heading: `Unser Tipp: eine Kostengrenze von ${money(limit)}`,
        paragraphs: [
          `Stellen Sie vor der Reise im Kundenbereich eine Kostengrenze von ${money(limit)} ein. Ist sie erreicht, wird die Geschwindigkeit auf ${kbits} kbit/s gedrosselt, und kostenpflichtige Anrufe und SMS werden gesperrt, bis Sie die Grenze erhöhen – so kann ein vergessenes App-Update kein Vermögen kosten.`,
        ],
      },
      {
        id: 'tips',
        heading: 'Tipps für Ihre Reise',
        paragraphs: [],
        list: [
          'Prüfen Sie vor der Abreise im Kundenbereich, dass Roaming für Ihre SIM-Karte aktiviert ist.',
          'Nutzen Sie WLAN und WLAN-Telefonie, wo immer es geht.',
          'Laden Sie Karten, Playlists und Filme schon zu Hause herunter.',
          'Schalten Sie automatische App-Updates und Foto-Backups über mobile Daten aus.',
          'Sie möchten im Ausland gar keine mobilen Daten nutzen? Schalten Sie Datenroaming in den Einstellungen Ihres Handys aus.',
        ],
      },
    ],
  }),
  fr: ({ market, money }) => ({
    title: 'Roaming : votre téléphone à l’étranger',
    intro: FR.intro[isEu(market) ? 'eu' : 'other'],
    sections: [
      europe(FR, market),
      {
        id: 'other-countries',
        heading: 'En dehors des pays inclus',
        paragraphs: [
          'En dehors des pays inclus dans votre abonnement, appels, SMS et données sont facturés par zone. À votre arrivée, nous vous envoyons un SMS avec les prix en vigueur sur place.',
          'Attention en bateau et en avion : les réseaux de bord passent par satellite et coûtent cher, même dans l’UE. En cas de doute, activez le mode avion.',
        ],
      },
      {
        id: 'limit',
        heading: `Notre conseil : une limite de coûts de ${money(limit)}`,
        paragraphs: [
          `Avant de partir, définissez une limite de coûts de ${money(limit)} dans l’espace client. Une fois atteinte, le débit est réduit à ${kbits} kbit/s et les appels et SMS payants sont bloqués jusqu’à ce que vous releviez la limite – une mise à jour d’application oubliée ne vous coûtera donc pas une fortune.`,
        ],
      },
      {
        id: 'tips',
        heading: 'Conseils pour votre voyage',
        paragraphs: [],
        list: [
          'Avant de partir, vérifiez dans l’espace client que le roaming est activé pour votre carte SIM.',
          'Utilisez le Wi-Fi et les appels Wi-Fi chaque fois que possible.',
          'Téléchargez cartes, playlists et films avant de partir.',
          'Désactivez les mises à jour automatiques des applications et la sauvegarde des photos via les données mobiles.',
          'Vous ne voulez pas du tout utiliser de données mobiles à l’étranger ? Désactivez l’itinérance des données dans les réglages du téléphone.',
        ],
      },
    ],
  }),
  it: ({ market, money }) => ({
    title: 'Roaming: il tuo telefono all’estero',
    intro: IT.intro[isEu(market) ? 'eu' : 'other'],
    sections: [
      europe(IT, market),
      {
        id: 'other-countries',
        heading: 'Fuori dai Paesi inclusi',
        paragraphs: [
          'Fuori dai Paesi inclusi nella tua tariffa, chiamate, SMS e dati sono addebitati per zona. Al tuo arrivo ti inviamo un SMS con i prezzi validi sul posto.',
          'Attenzione su navi e aerei: le reti di bordo sono collegate via satellite e sono care anche nell’UE. Nel dubbio, attiva la modalità aereo.',
        ],
      },
      {
        id: 'limit',
        heading: `Il nostro consiglio: un limite di spesa di ${money(limit)}`,
        paragraphs: [
          `Prima di partire imposta nell’area clienti un limite di spesa di ${money(limit)}. Quando viene raggiunto, la velocità scende a ${kbits} kbit/s e chiamate e SMS a pagamento vengono bloccati finché non aumenti il limite: così un aggiornamento di un’app dimenticato non ti costa una fortuna.`,
        ],
      },
      {
        id: 'tips',
        heading: 'Consigli per il viaggio',
        paragraphs: [],
        list: [
          'Prima di partire controlla nell’area clienti che il roaming sia attivo per la tua SIM.',
          'Usa il Wi-Fi e le chiamate Wi-Fi ovunque puoi.',
          'Scarica mappe, playlist e film prima di partire.',
          'Disattiva gli aggiornamenti automatici delle app e il backup delle foto con i dati mobili.',
          'Non vuoi usare i dati mobili all’estero? Disattiva il roaming dati nelle impostazioni del telefono.',
        ],
      },
    ],
  }),
};
