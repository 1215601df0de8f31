import type { InfoDocument, InfoLanguage } from './types';

/** VoLTE: benefits, requirements, switching it on for iOS and Android (SPEC §2 VoLTE guide). */
export const VOLTE: Record<InfoLanguage, () => InfoDocument> = {
  en: () => ({
    title: 'VoLTE: HD calls over 4G and 5G',
    intro:
      'With VoLTE (Voice over LTE), your calls run over the 4G network instead of the older 2G and 3G networks. It is included in every tariff at no extra cost – you only need to switch it on.',
    sections: [
      {
        id: 'benefits',
        heading: 'What VoLTE gives you',
        paragraphs: [],
        list: [
          'Clear HD voice quality without background hiss.',
          'Calls connect in about a second.',
          'Mobile internet stays fast during calls, because your phone stays on 4G or 5G.',
          'Reliable calls as the 2G and 3G networks are gradually switched off.',
        ],
      },
      {
        id: 'requirements',
        heading: 'What you need',
        paragraphs: [],
        list: [
          'A VoLTE-capable phone: our device pages list VoLTE among the network features.',
          'The latest software update for your phone.',
          'VoLTE switched on in your phone’s settings – on most phones it is on by default.',
          'Any of our tariffs: VoLTE is included, you do not need to book anything.',
        ],
      },
      {
        id: 'setup',
        heading: 'Switching VoLTE on',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Open Settings › Mobile Service › Mobile Data Options.',
              'Tap Voice & Data.',
              'Choose 4G or 5G Auto and make sure VoLTE is switched on.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Open Settings › Connections › Mobile networks (Samsung) or Settings › Network & internet › SIMs (Google Pixel).',
              'Switch on VoLTE calls (called 4G calling on some phones).',
              'If you use two SIMs, do this for the SIM of our network.',
            ],
            note: 'Menu names differ slightly between manufacturers and Android versions.',
          },
        ],
      },
      {
        id: 'check',
        heading: 'How to tell VoLTE is working',
        paragraphs: [
          'During a call, many phones show “VoLTE”, “HD” or “4G” in the status bar. If the mobile-data symbol changes to 3G or H+ while you are on a call, VoLTE is not active: check the setting and install the latest software update.',
        ],
      },
      {
        id: 'abroad',
        heading: 'VoLTE abroad',
        paragraphs: [
          'Whether VoLTE works abroad depends on the partner network. Where it is not available, your phone automatically makes calls over the partner’s other networks; you only notice that calls take a little longer to connect.',
        ],
      },
    ],
  }),
  de: () => ({
    title: 'VoLTE: Telefonieren in HD über 4G und 5G',
    intro:
      'Mit VoLTE (Voice over LTE) laufen Ihre Telefonate über das 4G-Netz statt über die älteren 2G- und 3G-Netze. VoLTE ist in jedem Tarif ohne Aufpreis enthalten – Sie müssen es nur aktivieren.',
    sections: [
      {
        id: 'benefits',
        heading: 'Das bringt Ihnen VoLTE',
        paragraphs: [],
        list: [
          'Klare Sprachqualität in HD, ohne Rauschen.',
          'Verbindungsaufbau in rund einer Sekunde.',
          'Schnelles Internet auch während eines Gesprächs, weil Ihr Handy im 4G- oder 5G-Netz bleibt.',
          'Zuverlässig telefonieren, während die 2G- und 3G-Netze nach und nach abgeschaltet werden.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Was Sie brauchen',
        paragraphs: [],
        list: [
          'Ein VoLTE-fähiges Handy: Auf unseren Geräteseiten finden Sie VoLTE bei den Netzfunktionen.',
          'Das aktuelle Software-Update für Ihr Handy.',
          'VoLTE in den Einstellungen aktiviert – bei den meisten Handys ist es das bereits.',
          'Einen unserer Tarife: VoLTE ist inklusive, Sie müssen nichts dazubuchen.',
        ],
      },
      {
        id: 'setup',
        heading: 'VoLTE aktivieren',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Öffnen Sie Einstellungen › Mobilfunk › Datenoptionen.',
              'Tippen Sie auf Sprache & Daten.',
              'Wählen Sie 4G oder 5G Auto und achten Sie darauf, dass VoLTE eingeschaltet ist.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Öffnen Sie Einstellungen › Verbindungen › Mobile Netzwerke (Samsung) oder Einstellungen › Netzwerk & Internet › SIMs (Google Pixel).',
              'Schalten Sie VoLTE-Anrufe ein (bei manchen Handys 4G-Anrufe genannt).',
              'Nutzen Sie zwei SIM-Karten, aktivieren Sie es für die SIM unseres Netzes.',
            ],
            note: 'Die Menünamen unterscheiden sich je nach Hersteller und Android-Version leicht.',
          },
        ],
      },
      {
        id: 'check',
        heading: 'So erkennen Sie, ob VoLTE aktiv ist',
        paragraphs: [
          'Während eines Gesprächs zeigen viele Handys „VoLTE“, „HD“ oder „4G“ in der Statusleiste. Wechselt das Symbol für mobile Daten während eines Anrufs auf 3G oder H+, ist VoLTE nicht aktiv: Prüfen Sie die Einstellung und installieren Sie das aktuelle Software-Update.',
        ],
      },
      {
        id: 'abroad',
        heading: 'VoLTE im Ausland',
        paragraphs: [
          'Ob VoLTE im Ausland funktioniert, hängt vom Partnernetz ab. Wo es nicht verfügbar ist, telefoniert Ihr Handy automatisch über die anderen Netze des Partners; Sie merken nur, dass der Verbindungsaufbau etwas länger dauert.',
        ],
      },
    ],
  }),
  fr: () => ({
    title: 'VoLTE : appels en HD via la 4G et la 5G',
    intro:
      'Avec la VoLTE (Voice over LTE), vos appels passent par le réseau 4G au lieu des anciens réseaux 2G et 3G. Elle est incluse dans tous les abonnements sans supplément – il suffit de l’activer.',
    sections: [
      {
        id: 'benefits',
        heading: 'Ce que la VoLTE vous apporte',
        paragraphs: [],
        list: [
          'Une qualité de voix HD claire, sans grésillements.',
          'Des appels établis en une seconde environ.',
          'Un internet mobile qui reste rapide pendant les appels, car votre téléphone reste en 4G ou en 5G.',
          'Des appels fiables alors que les réseaux 2G et 3G sont progressivement arrêtés.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Ce qu’il vous faut',
        paragraphs: [],
        list: [
          'Un téléphone compatible VoLTE : nos pages d’appareils l’indiquent parmi les fonctions réseau.',
          'La dernière mise à jour logicielle de votre téléphone.',
          'La VoLTE activée dans les réglages – c’est le cas par défaut sur la plupart des téléphones.',
          'L’un de nos abonnements : la VoLTE est incluse, rien à souscrire en plus.',
        ],
      },
      {
        id: 'setup',
        heading: 'Activer la VoLTE',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Ouvrez Réglages › Données cellulaires › Options.',
              'Touchez Voix et données.',
              'Choisissez 4G ou 5G auto et vérifiez que la VoLTE est activée.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Ouvrez Paramètres › Connexions › Réseaux mobiles (Samsung) ou Paramètres › Réseau et Internet › SIM (Google Pixel).',
              'Activez Appels VoLTE (appelé Appels 4G sur certains téléphones).',
              'Si vous utilisez deux SIM, faites-le pour la SIM de notre réseau.',
            ],
            note: 'Les noms des menus varient légèrement selon le fabricant et la version d’Android.',
          },
        ],
      },
      {
        id: 'check',
        heading: 'Vérifier que la VoLTE fonctionne',
        paragraphs: [
          'Pendant un appel, de nombreux téléphones affichent « VoLTE », « HD » ou « 4G » dans la barre d’état. Si le symbole des données mobiles passe en 3G ou H+ pendant un appel, la VoLTE n’est pas active : vérifiez le réglage et installez la dernière mise à jour.',
        ],
      },
      {
        id: 'abroad',
        heading: 'La VoLTE à l’étranger',
        paragraphs: [
          'La disponibilité de la VoLTE à l’étranger dépend du réseau partenaire. Là où elle n’est pas proposée, votre téléphone passe automatiquement par les autres réseaux du partenaire ; seul l’établissement de l’appel prend un peu plus de temps.',
        ],
      },
    ],
  }),
  it: () => ({
    title: 'VoLTE: chiamate in HD su 4G e 5G',
    intro:
      'Con il VoLTE (Voice over LTE) le tue chiamate passano sulla rete 4G invece che sulle vecchie reti 2G e 3G. È incluso in ogni tariffa senza costi aggiuntivi: basta attivarlo.',
    sections: [
      {
        id: 'benefits',
        heading: 'Cosa ti offre il VoLTE',
        paragraphs: [],
        list: [
          'Voce chiara in qualità HD, senza fruscii.',
          'Chiamate che si collegano in circa un secondo.',
          'Internet veloce anche durante le chiamate, perché il telefono resta in 4G o 5G.',
          'Chiamate affidabili mentre le reti 2G e 3G vengono spente poco a poco.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Cosa ti serve',
        paragraphs: [],
        list: [
          'Un telefono compatibile VoLTE: le nostre pagine dei dispositivi lo indicano tra le funzioni di rete.',
          'L’ultimo aggiornamento software del telefono.',
          'Il VoLTE attivo nelle impostazioni: sulla maggior parte dei telefoni lo è già.',
          'Una qualsiasi delle nostre tariffe: il VoLTE è incluso, non devi attivare opzioni.',
        ],
      },
      {
        id: 'setup',
        heading: 'Attivare il VoLTE',
        paragraphs: [],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Apri Impostazioni › Cellulare › Opzioni dati cellulare.',
              'Tocca Voce e dati.',
              'Scegli 4G o 5G automatico e verifica che il VoLTE sia attivo.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Apri Impostazioni › Connessioni › Reti mobili (Samsung) oppure Impostazioni › Rete e Internet › SIM (Google Pixel).',
              'Attiva Chiamate VoLTE (su alcuni telefoni si chiama Chiamate 4G).',
              'Se usi due SIM, fallo per la SIM della nostra rete.',
            ],
            note: 'I nomi dei menu cambiano leggermente a seconda del produttore e della versione di Android.',
          },
        ],
      },
      {
        id: 'check',
        heading: 'Come capire se il VoLTE funziona',
        paragraphs: [
          'Durante una chiamata molti telefoni mostrano “VoLTE”, “HD” o “4G” nella barra di stato. Se durante una chiamata il simbolo dei dati passa a 3G o H+, il VoLTE non è attivo: controlla l’impostazione e installa l’ultimo aggiornamento.',
        ],
      },
      {
        id: 'abroad',
        heading: 'Il VoLTE all’estero',
        paragraphs: [
          'All’estero il VoLTE dipende dalla rete partner. Dove non è disponibile, il telefono chiama automaticamente sulle altre reti del partner; noterai solo che la chiamata si collega un po’ più lentamente.',
        ],
      },
    ],
  }),
};
