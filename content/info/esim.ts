import type { InfoLanguage, InfoDocument } from './types';

/** eSIM: what it is, what you need, ordering, installing on iOS and Android (SPEC §2, §9: 6-digit activation code). */
export const ESIM: Record<InfoLanguage, () => InfoDocument> = {
  en: () => ({
    title: 'eSIM: the SIM card built into your phone',
    intro:
      'An eSIM is a SIM card that is already built into your phone. Instead of waiting for a plastic card in the post, you load your SIM profile by scanning a QR code – and you are online within minutes.',
    sections: [
      {
        id: 'benefits',
        heading: 'Why choose an eSIM',
        paragraphs: [],
        list: [
          'No waiting for the post: your eSIM is ready as soon as your order is confirmed.',
          'Nothing to lose or break: the profile stays safely in your phone.',
          'Two numbers on one phone: use the eSIM next to a physical SIM card, for example for work and private calls.',
          'Same tariff, same price: every tariff is available with a SIM card or an eSIM.',
        ],
      },
      {
        id: 'requirements',
        heading: 'What you need',
        paragraphs: [],
        list: [
          'An eSIM-capable phone, tablet or smartwatch. Most smartphones released since 2019 support eSIM; our device pages show it for every model.',
          'A Wi-Fi connection while you install the profile.',
          'The QR code from your order confirmation e-mail or from the customer area and, if your phone asks for it, the 6-digit activation code shown next to it.',
        ],
      },
      {
        id: 'order',
        heading: 'How to get your eSIM',
        paragraphs: [],
        steps: [
          'Choose a tariff and select “eSIM” as the SIM type at checkout.',
          'Complete your order and the identification.',
          'You receive the QR code by e-mail. It is also shown on the confirmation page and in the customer area.',
          'Install the eSIM with the guide for your phone below.',
        ],
      },
      {
        id: 'install',
        heading: 'Installing the eSIM',
        paragraphs: ['Keep the QR code open on another screen or print it out, as you scan it with the phone you are setting up.'],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Open Settings and tap Mobile Service.',
              'Tap Add eSIM, then Use QR Code.',
              'Scan the QR code. If asked, enter the 6-digit activation code.',
              'Give the line a name, for example “Private”, and choose which line to use for mobile data.',
              'Wait until our network name appears in the status bar – this can take a few minutes.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Open Settings and tap Connections › SIM manager (Samsung) or Network & internet › SIMs (Google Pixel).',
              'Tap Add eSIM or Download a SIM instead.',
              'Choose to scan a QR code from your provider and scan the code. If asked, enter the 6-digit activation code.',
              'Confirm the download and switch the new eSIM on.',
              'If the network name does not appear after a few minutes, restart your phone.',
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
          'A QR code can be installed only once. Do not delete the eSIM profile from your phone unless you no longer need it.',
          'New phone? Request a new eSIM profile in the customer area under SIM replacement and scan the new code with your new phone. Your number and tariff stay the same.',
          'You can switch from a SIM card to an eSIM at any time in the customer area; the SIM card stops working as soon as the eSIM is active.',
        ],
      },
    ],
  }),
  de: () => ({
    title: 'eSIM: die SIM-Karte, die schon im Handy steckt',
    intro:
      'Eine eSIM ist eine fest im Handy eingebaute SIM-Karte. Statt auf eine Plastikkarte per Post zu warten, laden Sie Ihr SIM-Profil mit einem QR-Code – und sind in wenigen Minuten online.',
    sections: [
      {
        id: 'benefits',
        heading: 'Ihre Vorteile mit eSIM',
        paragraphs: [],
        list: [
          'Kein Warten auf die Post: Ihre eSIM ist startklar, sobald die Bestellung bestätigt ist.',
          'Nichts kann verloren gehen oder brechen: Das Profil bleibt sicher im Handy.',
          'Zwei Nummern auf einem Handy: Nutzen Sie die eSIM neben einer physischen SIM-Karte, etwa für Beruf und Privates.',
          'Gleicher Tarif, gleicher Preis: Jeden Tarif gibt es mit SIM-Karte oder eSIM.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Was Sie brauchen',
        paragraphs: [],
        list: [
          'Ein eSIM-fähiges Handy, Tablet oder eine Smartwatch. Die meisten Smartphones ab 2019 unterstützen eSIM; auf unseren Geräteseiten sehen Sie es bei jedem Modell.',
          'Eine WLAN-Verbindung während der Installation.',
          'Den QR-Code aus der Bestellbestätigung per E-Mail oder aus dem Kundenbereich und, falls Ihr Handy danach fragt, den 6-stelligen Aktivierungscode daneben.',
        ],
      },
      {
        id: 'order',
        heading: 'So bekommen Sie Ihre eSIM',
        paragraphs: [],
        steps: [
          'Wählen Sie einen Tarif und bei der Bestellung „eSIM“ als SIM-Typ.',
          'Schließen Sie die Bestellung und die Identifikation ab.',
          'Sie erhalten den QR-Code per E-Mail. Er wird auch auf der Bestätigungsseite und im Kundenbereich angezeigt.',
          'Installieren Sie die eSIM mit der Anleitung für Ihr Handy weiter unten.',
        ],
      },
      {
        id: 'install',
        heading: 'eSIM installieren',
        paragraphs: [
          'Öffnen Sie den QR-Code auf einem anderen Bildschirm oder drucken Sie ihn aus – Sie scannen ihn mit dem Handy, das Sie einrichten.',
        ],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Öffnen Sie Einstellungen und tippen Sie auf Mobilfunk.',
              'Tippen Sie auf eSIM hinzufügen und dann auf QR-Code verwenden.',
              'Scannen Sie den QR-Code. Geben Sie auf Nachfrage den 6-stelligen Aktivierungscode ein.',
              'Vergeben Sie einen Namen für die Leitung, etwa „Privat“, und wählen Sie, welche Leitung mobile Daten nutzt.',
              'Warten Sie, bis unser Netzname in der Statusleiste erscheint – das kann einige Minuten dauern.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Öffnen Sie Einstellungen und tippen Sie auf Verbindungen › SIM-Manager (Samsung) oder Netzwerk & Internet › SIMs (Google Pixel).',
              'Tippen Sie auf eSIM hinzufügen oder Stattdessen eine SIM herunterladen.',
              'Wählen Sie das Scannen eines QR-Codes Ihres Anbieters und scannen Sie den Code. Geben Sie auf Nachfrage den 6-stelligen Aktivierungscode ein.',
              'Bestätigen Sie den Download und schalten Sie die neue eSIM ein.',
              'Erscheint der Netzname nach einigen Minuten nicht, starten Sie das Handy neu.',
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
          'Ein QR-Code lässt sich nur einmal installieren. Löschen Sie das eSIM-Profil nur, wenn Sie es nicht mehr brauchen.',
          'Neues Handy? Fordern Sie im Kundenbereich unter SIM-Tausch ein neues eSIM-Profil an und scannen Sie den neuen Code mit dem neuen Handy. Rufnummer und Tarif bleiben gleich.',
          'Von der SIM-Karte auf eSIM wechseln Sie jederzeit im Kundenbereich; die SIM-Karte funktioniert nicht mehr, sobald die eSIM aktiv ist.',
        ],
      },
    ],
  }),
  fr: () => ({
    title: 'eSIM : la carte SIM intégrée à votre téléphone',
    intro:
      'Une eSIM est une carte SIM intégrée directement dans votre téléphone. Au lieu d’attendre une carte en plastique par la poste, vous chargez votre profil SIM en scannant un code QR – et vous êtes en ligne en quelques minutes.',
    sections: [
      {
        id: 'benefits',
        heading: 'Les avantages de l’eSIM',
        paragraphs: [],
        list: [
          'Pas d’attente : votre eSIM est prête dès que votre commande est confirmée.',
          'Rien à perdre ni à casser : le profil reste en sécurité dans votre téléphone.',
          'Deux numéros sur un seul téléphone : utilisez l’eSIM à côté d’une carte SIM physique, par exemple pour le travail et la vie privée.',
          'Même abonnement, même prix : chaque abonnement existe avec carte SIM ou eSIM.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Ce qu’il vous faut',
        paragraphs: [],
        list: [
          'Un téléphone, une tablette ou une montre connectée compatible eSIM. La plupart des smartphones sortis depuis 2019 le sont ; nos pages d’appareils l’indiquent pour chaque modèle.',
          'Une connexion Wi-Fi pendant l’installation du profil.',
          'Le code QR de l’e-mail de confirmation ou de l’espace client et, si le téléphone le demande, le code d’activation à 6 chiffres affiché à côté.',
        ],
      },
      {
        id: 'order',
        heading: 'Obtenir votre eSIM',
        paragraphs: [],
        steps: [
          'Choisissez un abonnement et sélectionnez « eSIM » comme type de SIM lors de la commande.',
          'Terminez la commande et l’identification.',
          'Vous recevez le code QR par e-mail. Il s’affiche aussi sur la page de confirmation et dans l’espace client.',
          'Installez l’eSIM en suivant le guide pour votre téléphone ci-dessous.',
        ],
      },
      {
        id: 'install',
        heading: 'Installer l’eSIM',
        paragraphs: ['Affichez le code QR sur un autre écran ou imprimez-le : vous le scannez avec le téléphone que vous configurez.'],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Ouvrez Réglages et touchez Données cellulaires.',
              'Touchez Ajouter une eSIM, puis Utiliser un code QR.',
              'Scannez le code QR. Si on vous le demande, saisissez le code d’activation à 6 chiffres.',
              'Donnez un nom à la ligne, par exemple « Privé », et choisissez la ligne utilisée pour les données cellulaires.',
              'Attendez que le nom de notre réseau s’affiche dans la barre d’état – cela peut prendre quelques minutes.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Ouvrez Paramètres, puis Connexions › Gestionnaire de cartes SIM (Samsung) ou Réseau et Internet › SIM (Google Pixel).',
              'Touchez Ajouter une eSIM ou Télécharger une SIM à la place.',
              'Choisissez de scanner un code QR de votre opérateur et scannez le code. Si on vous le demande, saisissez le code d’activation à 6 chiffres.',
              'Confirmez le téléchargement et activez la nouvelle eSIM.',
              'Si le nom du réseau ne s’affiche pas après quelques minutes, redémarrez le téléphone.',
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
          'Un code QR ne peut être installé qu’une seule fois. Ne supprimez le profil eSIM de votre téléphone que si vous n’en avez plus besoin.',
          'Nouveau téléphone ? Demandez un nouveau profil eSIM dans l’espace client sous Remplacement de SIM et scannez le nouveau code avec le nouveau téléphone. Votre numéro et votre abonnement ne changent pas.',
          'Vous pouvez passer de la carte SIM à l’eSIM à tout moment dans l’espace client ; la carte SIM cesse de fonctionner dès que l’eSIM est active.',
        ],
      },
    ],
  }),
  it: () => ({
    title: 'eSIM: la SIM già integrata nel telefono',
    intro:
      'L’eSIM è una SIM integrata direttamente nel telefono. Invece di aspettare una scheda di plastica per posta, carichi il profilo SIM scansionando un codice QR – e in pochi minuti sei online.',
    sections: [
      {
        id: 'benefits',
        heading: 'I vantaggi dell’eSIM',
        paragraphs: [],
        list: [
          'Niente attese: la tua eSIM è pronta appena l’ordine è confermato.',
          'Niente da perdere o rompere: il profilo resta al sicuro nel telefono.',
          'Due numeri su un solo telefono: usa l’eSIM insieme a una SIM fisica, ad esempio per lavoro e vita privata.',
          'Stessa tariffa, stesso prezzo: ogni tariffa è disponibile con SIM fisica o eSIM.',
        ],
      },
      {
        id: 'requirements',
        heading: 'Cosa ti serve',
        paragraphs: [],
        list: [
          'Uno smartphone, un tablet o uno smartwatch compatibile con l’eSIM. La maggior parte degli smartphone usciti dal 2019 lo è; le nostre pagine dei dispositivi lo indicano per ogni modello.',
          'Una connessione Wi-Fi durante l’installazione del profilo.',
          'Il codice QR dell’e-mail di conferma o dell’area clienti e, se il telefono lo chiede, il codice di attivazione di 6 cifre indicato accanto.',
        ],
      },
      {
        id: 'order',
        heading: 'Come ricevere la tua eSIM',
        paragraphs: [],
        steps: [
          'Scegli una tariffa e seleziona “eSIM” come tipo di SIM durante l’ordine.',
          'Completa l’ordine e l’identificazione.',
          'Ricevi il codice QR via e-mail. Lo trovi anche nella pagina di conferma e nell’area clienti.',
          'Installa l’eSIM seguendo la guida per il tuo telefono qui sotto.',
        ],
      },
      {
        id: 'install',
        heading: 'Installare l’eSIM',
        paragraphs: ['Apri il codice QR su un altro schermo o stampalo: lo scansioni con il telefono che stai configurando.'],
        guides: [
          {
            id: 'ios',
            heading: 'iPhone (iOS)',
            steps: [
              'Apri Impostazioni e tocca Cellulare.',
              'Tocca Aggiungi eSIM, poi Usa codice QR.',
              'Scansiona il codice QR. Se richiesto, inserisci il codice di attivazione di 6 cifre.',
              'Dai un nome alla linea, ad esempio “Personale”, e scegli quale linea usare per i dati cellulare.',
              'Attendi che il nome della nostra rete compaia nella barra di stato: può volerci qualche minuto.',
            ],
          },
          {
            id: 'android',
            heading: 'Android',
            steps: [
              'Apri Impostazioni e tocca Connessioni › Gestione SIM (Samsung) oppure Rete e Internet › SIM (Google Pixel).',
              'Tocca Aggiungi eSIM oppure Scarica una SIM.',
              'Scegli di scansionare un codice QR del tuo operatore e scansiona il codice. Se richiesto, inserisci il codice di attivazione di 6 cifre.',
              'Conferma il download e attiva la nuova eSIM.',
              'Se dopo qualche minuto il nome della rete non compare, riavvia il telefono.',
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
          'Un codice QR si può installare una sola volta. Elimina il profilo eSIM dal telefono solo se non ti serve più.',
          'Telefono nuovo? Richiedi un nuovo profilo eSIM nell’area clienti alla voce Sostituzione SIM e scansiona il nuovo codice con il nuovo telefono. Numero e tariffa restano invariati.',
          'Puoi passare dalla SIM fisica all’eSIM in qualsiasi momento nell’area clienti; la SIM fisica smette di funzionare appena l’eSIM è attiva.',
        ],
      },
    ],
  }),
};
