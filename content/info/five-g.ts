import type { InfoDocument, InfoLanguage } from './types';

/** 5G: benefits, requirements (a tariff with hasFiveG, a device with FIVEG), switching it on. */
export const FIVE_G: Record<InfoLanguage, () => InfoDocument> = {
  en: () => ({
    title: '5G: our fastest mobile network',
    intro:
      '5G is the latest generation of mobile networks: faster downloads, shorter response times and more capacity where many people are online at once.',
    sections: [
      {
        id: 'benefits',
        heading: 'What 5G gives you',
        paragraphs: [],
        list: [
          'Downloads several times faster than on 4G – the details of each tariff show its maximum speed in Mbit/s.',
          'Response times of a few milliseconds, for video calls and online gaming without delay.',
          'Stable connections in crowded places such as stations, stadiums and concerts.',
          'Fast internet at home over 5G where there is no fibre yet.',
        ],
      },
      {
        id: 'requirements',
        heading: 'What you need',
        paragraphs: [],
        list: [
          'A tariff with 5G – marked “5G” in the tariff overview. 5G costs nothing extra.',
          'A 5G-capable smartphone or router: our device pages show 5G among the network features.',
          '5G coverage where you are. Where there is none yet, your phone simply uses 4G.',
        ],
      },
      {
        id: 'setup',
        heading: 'Switching 5G on',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: ['Open Settings › Mobile Service › Mobile Data Options › Voice & Data.', 'Choose 5G Auto (saves battery) or 5G On.'],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Open Settings › Connections › Mobile networks › Network mode (Samsung) or Settings › Network & internet › SIMs › Preferred network type (Google Pixel).',
              'Choose a mode that includes 5G, for example 5G/LTE/3G/2G (auto connect).',
            ],
            note: 'Menu names differ slightly between manufacturers and Android versions.',
          },
        ],
      },
      {
        id: 'good-to-know',
        heading: 'Good to know',
        paragraphs: [],
        list: [
          'Your phone shows “5G” in the status bar while it is connected to 5G.',
          '5G does not use up your data allowance any faster: a gigabyte is a gigabyte, whichever network it travels over.',
          'We keep extending our 5G network; coverage is best outdoors and near windows.',
        ],
      },
    ],
  }),
  de: () => ({
    title: '5G: unser schnellstes Mobilfunknetz',
    intro:
      '5G ist die neueste Mobilfunkgeneration: schnellere Downloads, kürzere Reaktionszeiten und mehr Kapazität, wo viele Menschen gleichzeitig online sind.',
    sections: [
      {
        id: 'benefits',
        heading: 'Das bringt Ihnen 5G',
        paragraphs: [],
        list: [
          'Downloads um ein Vielfaches schneller als mit 4G – die Details jedes Tarifs zeigen die maximale Geschwindigkeit in Mbit/s.',
          'Reaktionszeiten von wenigen Millisekunden, für Videotelefonie und Onlinespiele ohne Verzögerung.',
          'Stabile Verbindungen auch dort, wo viel los ist – am Bahnhof, im Stadion oder beim Konzert.',
          'Schnelles Internet zu Hause über 5G, wo es noch keine Glasfaser gibt.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Was Sie brauchen',
        paragraphs: [],
        list: [
          'Einen Tarif mit 5G – in der Tarifübersicht mit „5G“ gekennzeichnet. 5G kostet nichts extra.',
          'Ein 5G-fähiges Smartphone oder einen 5G-Router: Auf unseren Geräteseiten finden Sie 5G bei den Netzfunktionen.',
          '5G-Versorgung an Ihrem Standort. Wo es noch kein 5G gibt, nutzt Ihr Handy einfach 4G.',
        ],
      },
      {
        id: 'setup',
        heading: '5G einschalten',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Öffnen Sie Einstellungen › Mobilfunk › Datenoptionen › Sprache & Daten.',
              'Wählen Sie 5G Auto (schont den Akku) oder 5G Ein.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Öffnen Sie Einstellungen › Verbindungen › Mobile Netzwerke › Netzmodus (Samsung) oder Einstellungen › Netzwerk & Internet › SIMs › Bevorzugter Netzwerktyp (Google Pixel).',
              'Wählen Sie einen Modus mit 5G, zum Beispiel 5G/LTE/3G/2G (automatisch verbinden).',
            ],
            note: 'Die Menünamen unterscheiden sich je nach Hersteller und Android-Version leicht.',
          },
        ],
      },
      {
        id: 'good-to-know',
        heading: 'Gut zu wissen',
        paragraphs: [],
        list: [
          'Ist Ihr Handy mit 5G verbunden, zeigt es „5G“ in der Statusleiste.',
          'Mit 5G ist Ihr Datenvolumen nicht schneller verbraucht: Ein Gigabyte bleibt ein Gigabyte, egal über welches Netz.',
          'Wir bauen unser 5G-Netz laufend aus; am besten ist der Empfang im Freien und in Fensternähe.',
        ],
      },
    ],
  }),
  fr: () => ({
    title: '5G : notre réseau mobile le plus rapide',
    intro:
      'La 5G est la dernière génération de réseau mobile : des téléchargements plus rapides, des temps de réponse plus courts et plus de capacité là où beaucoup de monde est connecté en même temps.',
    sections: [
      {
        id: 'benefits',
        heading: 'Ce que la 5G vous apporte',
        paragraphs: [],
        list: [
          'Des téléchargements plusieurs fois plus rapides qu’en 4G – le détail de chaque abonnement indique son débit maximal en Mbit/s.',
          'Des temps de réponse de quelques millisecondes, pour les appels vidéo et les jeux en ligne sans décalage.',
          'Des connexions stables même dans la foule : gares, stades, concerts.',
          'Un internet rapide à la maison via la 5G là où la fibre n’est pas encore arrivée.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Ce qu’il vous faut',
        paragraphs: [],
        list: [
          'Un abonnement avec 5G – signalé « 5G » dans la liste des abonnements. La 5G ne coûte rien de plus.',
          'Un smartphone ou un routeur compatible 5G : nos pages d’appareils l’indiquent parmi les fonctions réseau.',
          'Une couverture 5G là où vous êtes. Sinon, votre téléphone utilise simplement la 4G.',
        ],
      },
      {
        id: 'setup',
        heading: 'Activer la 5G',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Ouvrez Réglages › Données cellulaires › Options › Voix et données.',
              'Choisissez 5G auto (économise la batterie) ou 5G activée.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Ouvrez Paramètres › Connexions › Réseaux mobiles › Mode réseau (Samsung) ou Paramètres › Réseau et Internet › SIM › Type de réseau préféré (Google Pixel).',
              'Choisissez un mode qui comprend la 5G, par exemple 5G/LTE/3G/2G (connexion automatique).',
            ],
            note: 'Les noms des menus varient légèrement selon le fabricant et la version d’Android.',
          },
        ],
      },
      {
        id: 'good-to-know',
        heading: 'Bon à savoir',
        paragraphs: [],
        list: [
          'Votre téléphone affiche « 5G » dans la barre d’état quand il est connecté en 5G.',
          'La 5G n’épuise pas votre volume de données plus vite : un gigaoctet reste un gigaoctet, quel que soit le réseau.',
          'Nous étendons constamment notre réseau 5G ; la réception est meilleure en extérieur et près des fenêtres.',
        ],
      },
    ],
  }),
  it: () => ({
    title: '5G: la nostra rete mobile più veloce',
    intro:
      'Il 5G è l’ultima generazione di rete mobile: download più veloci, tempi di risposta più brevi e più capacità dove tante persone sono connesse insieme.',
    sections: [
      {
        id: 'benefits',
        heading: 'Cosa ti offre il 5G',
        paragraphs: [],
        list: [
          'Download molto più veloci che in 4G – i dettagli di ogni tariffa indicano la velocità massima in Mbit/s.',
          'Tempi di risposta di pochi millisecondi, per videochiamate e giochi online senza ritardi.',
          'Connessioni stabili anche in mezzo alla folla: stazioni, stadi, concerti.',
          'Internet veloce a casa tramite 5G dove la fibra non è ancora arrivata.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Cosa ti serve',
        paragraphs: [],
        list: [
          'Una tariffa con 5G – contrassegnata con “5G” nell’elenco delle tariffe. Il 5G non costa nulla in più.',
          'Uno smartphone o un router compatibile 5G: le nostre pagine dei dispositivi lo indicano tra le funzioni di rete.',
          'La copertura 5G dove ti trovi. Dove non c’è ancora, il telefono usa semplicemente il 4G.',
        ],
      },
      {
        id: 'setup',
        heading: 'Attivare il 5G',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Apri Impostazioni › Cellulare › Opzioni dati cellulare › Voce e dati.',
              'Scegli 5G automatico (risparmia batteria) o 5G attivo.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Apri Impostazioni › Connessioni › Reti mobili › Modalità di rete (Samsung) oppure Impostazioni › Rete e Internet › SIM › Tipo di rete preferito (Google Pixel).',
              'Scegli una modalità che includa il 5G, ad esempio 5G/LTE/3G/2G (connessione automatica).',
            ],
            note: 'I nomi dei menu cambiano leggermente a seconda del produttore e della versione di Android.',
          },
        ],
      },
      {
        id: 'good-to-know',
        heading: 'Buono a sapersi',
        paragraphs: [],
        list: [
          'Quando è connesso al 5G, il telefono mostra “5G” nella barra di stato.',
          'Con il 5G i giga non finiscono prima: un gigabyte resta un gigabyte, su qualsiasi rete.',
          'Estendiamo continuamente la nostra rete 5G; la ricezione è migliore all’aperto e vicino alle finestre.',
        ],
      },
    ],
  }),
};
