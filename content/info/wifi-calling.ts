import type { InfoDocument, InfoLanguage } from './types';

/** WiFi calling: how it works, billing, iOS and Android guides, emergency calls (SPEC §2 WiFi-calling guide). */
export const WIFI_CALLING: Record<InfoLanguage, () => InfoDocument> = {
  en: () => ({
    title: 'WiFi calling: clear calls wherever there is Wi-Fi',
    intro:
      'With WiFi calling, your phone makes calls and sends SMS over Wi-Fi when mobile reception is weak – in the basement, in a building with thick walls or in the countryside. You keep your usual number, and it is included in every tariff.',
    sections: [
      {
        id: 'how',
        heading: 'How it works',
        paragraphs: [
          'Your phone chooses whichever connection is better, the mobile network or Wi-Fi, and switches between them during a call without dropping it.',
          'Calls and SMS over Wi-Fi are billed exactly like calls and SMS on our mobile network: they count against your included units and cost nothing extra. They do not use your mobile data allowance.',
        ],
      },
      {
        id: 'requirements',
        heading: 'What you need',
        paragraphs: [],
        list: [
          'A phone that supports WiFi calling: our device pages list it among the network features (VoWiFi).',
          'A Wi-Fi network with a stable internet connection – about 1 Mbit/s is enough.',
          'WiFi calling switched on in your phone’s settings.',
        ],
      },
      {
        id: 'setup',
        heading: 'Switching WiFi calling on',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Open Settings › Phone › Wi-Fi Calling.',
              'Switch on Wi-Fi Calling on This iPhone.',
              'Confirm the notice. When your iPhone uses Wi-Fi for calls, the status bar shows “Wi-Fi” after the network name.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Open the Phone app and tap ⋮ › Settings (Samsung), or open Settings › Network & internet › SIMs (Google Pixel).',
              'Switch on Wi-Fi calling.',
              'If your phone asks, choose whether Wi-Fi or the mobile network is preferred.',
            ],
            note: 'Menu names differ slightly between manufacturers and Android versions.',
          },
        ],
      },
      {
        id: 'emergency',
        heading: 'Emergency calls',
        paragraphs: [
          'You can always make emergency calls. Your phone uses the mobile network for them whenever it can. Over Wi-Fi, your location may not be passed on automatically, so tell the emergency service where you are.',
        ],
      },
      {
        id: 'abroad',
        heading: 'WiFi calling abroad',
        paragraphs: [
          'Some countries do not allow WiFi calling; there your phone uses the local partner network as usual. Where it works, calls over Wi-Fi are billed as if you were at home – handy in a hotel with poor reception.',
        ],
      },
    ],
  }),
  de: () => ({
    title: 'WLAN-Telefonie: klar telefonieren, wo es WLAN gibt',
    intro:
      'Mit WLAN-Telefonie (WiFi Calling) telefoniert Ihr Handy über WLAN und verschickt SMS, wenn der Mobilfunkempfang schwach ist – im Keller, hinter dicken Mauern oder auf dem Land. Sie bleiben unter Ihrer gewohnten Nummer erreichbar, und die Funktion ist in jedem Tarif enthalten.',
    sections: [
      {
        id: 'how',
        heading: 'So funktioniert es',
        paragraphs: [
          'Ihr Handy wählt selbst die bessere Verbindung, Mobilfunk oder WLAN, und wechselt während eines Gesprächs, ohne dass es abbricht.',
          'Anrufe und SMS über WLAN werden genau wie im Mobilfunknetz verrechnet: Sie zählen zu Ihren Inklusiveinheiten und kosten nichts extra. Ihr mobiles Datenvolumen wird dabei nicht verbraucht.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Was Sie brauchen',
        paragraphs: [],
        list: [
          'Ein Handy mit WLAN-Telefonie: Auf unseren Geräteseiten finden Sie die Funktion bei den Netzfunktionen (VoWiFi).',
          'Ein WLAN mit stabiler Internetverbindung – rund 1 Mbit/s genügt.',
          'WLAN-Telefonie in den Einstellungen Ihres Handys eingeschaltet.',
        ],
      },
      {
        id: 'setup',
        heading: 'WLAN-Telefonie einschalten',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Öffnen Sie Einstellungen › Telefon › WLAN-Anrufe.',
              'Schalten Sie WLAN-Anrufe auf diesem iPhone ein.',
              'Bestätigen Sie den Hinweis. Telefoniert Ihr iPhone über WLAN, steht in der Statusleiste „WLAN“ hinter dem Netznamen.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Öffnen Sie die Telefon-App und tippen Sie auf ⋮ › Einstellungen (Samsung) oder öffnen Sie Einstellungen › Netzwerk & Internet › SIMs (Google Pixel).',
              'Schalten Sie WLAN-Anrufe ein.',
              'Fragt Ihr Handy danach, wählen Sie, ob WLAN oder Mobilfunk bevorzugt wird.',
            ],
            note: 'Die Menünamen unterscheiden sich je nach Hersteller und Android-Version leicht.',
          },
        ],
      },
      {
        id: 'emergency',
        heading: 'Notrufe',
        paragraphs: [
          'Notrufe sind immer möglich. Ihr Handy nutzt dafür wann immer möglich das Mobilfunknetz. Über WLAN wird Ihr Standort unter Umständen nicht automatisch übermittelt – nennen Sie der Notrufstelle daher, wo Sie sind.',
        ],
      },
      {
        id: 'abroad',
        heading: 'WLAN-Telefonie im Ausland',
        paragraphs: [
          'Manche Länder erlauben keine WLAN-Telefonie; dort nutzt Ihr Handy wie gewohnt das Partnernetz vor Ort. Wo sie funktioniert, werden Anrufe über WLAN verrechnet, als wären Sie zu Hause – praktisch im Hotel mit schlechtem Empfang.',
        ],
      },
    ],
  }),
  fr: () => ({
    title: 'Appels Wi-Fi : des appels clairs partout où il y a du Wi-Fi',
    intro:
      'Avec les appels Wi-Fi (WiFi Calling), votre téléphone appelle et envoie des SMS via le Wi-Fi quand la réception mobile est faible – au sous-sol, derrière des murs épais ou à la campagne. Vous gardez votre numéro habituel, et la fonction est incluse dans tous les abonnements.',
    sections: [
      {
        id: 'how',
        heading: 'Comment ça marche',
        paragraphs: [
          'Votre téléphone choisit lui-même la meilleure connexion, réseau mobile ou Wi-Fi, et bascule de l’un à l’autre pendant un appel sans le couper.',
          'Les appels et SMS via le Wi-Fi sont facturés exactement comme sur notre réseau mobile : ils sont décomptés de vos unités incluses et ne coûtent rien de plus. Ils n’entament pas votre volume de données mobiles.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Ce qu’il vous faut',
        paragraphs: [],
        list: [
          'Un téléphone compatible avec les appels Wi-Fi : nos pages d’appareils l’indiquent parmi les fonctions réseau (VoWiFi).',
          'Un réseau Wi-Fi avec une connexion internet stable – environ 1 Mbit/s suffit.',
          'Les appels Wi-Fi activés dans les réglages de votre téléphone.',
        ],
      },
      {
        id: 'setup',
        heading: 'Activer les appels Wi-Fi',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Ouvrez Réglages › Téléphone › Appels Wi-Fi.',
              'Activez Appels Wi-Fi sur cet iPhone.',
              'Confirmez le message. Quand votre iPhone appelle via le Wi-Fi, la barre d’état affiche « Wi-Fi » après le nom du réseau.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Ouvrez l’application Téléphone et touchez ⋮ › Paramètres (Samsung), ou ouvrez Paramètres › Réseau et Internet › SIM (Google Pixel).',
              'Activez Appels Wi-Fi.',
              'Si le téléphone le demande, choisissez si le Wi-Fi ou le réseau mobile est prioritaire.',
            ],
            note: 'Les noms des menus varient légèrement selon le fabricant et la version d’Android.',
          },
        ],
      },
      {
        id: 'emergency',
        heading: 'Appels d’urgence',
        paragraphs: [
          'Les appels d’urgence sont toujours possibles. Votre téléphone utilise pour cela le réseau mobile chaque fois qu’il le peut. Via le Wi-Fi, votre position n’est pas forcément transmise automatiquement : indiquez donc aux services d’urgence où vous vous trouvez.',
        ],
      },
      {
        id: 'abroad',
        heading: 'Les appels Wi-Fi à l’étranger',
        paragraphs: [
          'Certains pays n’autorisent pas les appels Wi-Fi ; votre téléphone utilise alors comme d’habitude le réseau partenaire local. Là où ils fonctionnent, les appels via le Wi-Fi sont facturés comme si vous étiez chez vous – pratique à l’hôtel quand la réception est mauvaise.',
        ],
      },
    ],
  }),
  it: () => ({
    title: 'Chiamate Wi-Fi: chiamate chiare ovunque ci sia il Wi-Fi',
    intro:
      'Con le chiamate Wi-Fi (WiFi Calling) il telefono chiama e invia SMS tramite Wi-Fi quando la copertura mobile è debole – in cantina, dietro muri spessi o in campagna. Mantieni il tuo numero di sempre e la funzione è inclusa in ogni tariffa.',
    sections: [
      {
        id: 'how',
        heading: 'Come funziona',
        paragraphs: [
          'Il telefono sceglie da solo la connessione migliore, rete mobile o Wi-Fi, e passa dall’una all’altra durante la chiamata senza interromperla.',
          'Chiamate e SMS via Wi-Fi sono addebitati esattamente come sulla nostra rete mobile: vengono scalati dalle unità incluse e non costano nulla in più. Non consumano i tuoi giga.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Cosa ti serve',
        paragraphs: [],
        list: [
          'Un telefono che supporti le chiamate Wi-Fi: le nostre pagine dei dispositivi lo indicano tra le funzioni di rete (VoWiFi).',
          'Una rete Wi-Fi con una connessione internet stabile – bastano circa 1 Mbit/s.',
          'Le chiamate Wi-Fi attivate nelle impostazioni del telefono.',
        ],
      },
      {
        id: 'setup',
        heading: 'Attivare le chiamate Wi-Fi',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Apri Impostazioni › Telefono › Chiamate Wi-Fi.',
              'Attiva Chiamate Wi-Fi su questo iPhone.',
              'Conferma l’avviso. Quando l’iPhone chiama via Wi-Fi, la barra di stato mostra “Wi-Fi” dopo il nome della rete.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Apri l’app Telefono e tocca ⋮ › Impostazioni (Samsung), oppure apri Impostazioni › Rete e Internet › SIM (Google Pixel).',
              'Attiva Chiamate Wi-Fi.',
              'Se il telefono lo chiede, scegli se preferire il Wi-Fi o la rete mobile.',
            ],
            note: 'I nomi dei menu cambiano leggermente a seconda del produttore e della versione di Android.',
          },
        ],
      },
      {
        id: 'emergency',
        heading: 'Chiamate di emergenza',
        paragraphs: [
          'Le chiamate di emergenza sono sempre possibili. Il telefono usa per queste la rete mobile ogni volta che può. Via Wi-Fi la tua posizione potrebbe non essere trasmessa automaticamente: comunica quindi ai soccorsi dove ti trovi.',
        ],
      },
      {
        id: 'abroad',
        heading: 'Chiamate Wi-Fi all’estero',
        paragraphs: [
          'Alcuni Paesi non consentono le chiamate Wi-Fi; lì il telefono usa come sempre la rete partner locale. Dove funzionano, le chiamate via Wi-Fi sono addebitate come se fossi a casa – comodo in un hotel con poca copertura.',
        ],
      },
    ],
  }),
};
