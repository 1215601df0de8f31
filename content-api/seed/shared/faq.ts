/**
 * FAQ of the reference catalogue (SPEC §2 content areas), the same questions in every market with the
 * constants of SPEC §9. The fibre and IP TV amounts are the market's own (fixedline-prices), each in
 * its currency.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { L, SeedFaqGroup } from '../types';
import { extraBoxText, fibreText } from './fixedline-prices';
import { priceText, type Lang } from './money-text';

type Price = (amount: number, lang: Lang) => string;
type Question = SeedFaqGroup['questions'][number];

const q = (id: string, question: L, answer: L): Question => ({ id, question, answer });

function esim(): SeedFaqGroup {
  return {
    id: 'esim',
    name: { en: 'eSIM', de: 'eSIM', fr: 'eSIM', it: 'eSIM' },
    questions: [
      q(
        'esim-which-phones',
        {
          en: 'Which phones support eSIM?',
          de: 'Welche Handys unterstützen eSIM?',
          fr: 'Quels téléphones sont compatibles eSIM ?',
          it: 'Quali telefoni supportano l’eSIM?',
        },
        {
          en: 'Most smartphones released since 2019 support eSIM, for example iPhone XS and later, Samsung Galaxy S20 and later and Google Pixel 3 and later. In your phone’s settings, look for “Add eSIM” under mobile network or SIM. Some budget models only have physical SIM slots.',
          de: 'Die meisten Smartphones ab 2019 unterstützen eSIM, etwa ab iPhone XS, Samsung Galaxy S20 und Google Pixel 3. In den Einstellungen Ihres Handys finden Sie unter Mobilfunk oder SIM den Punkt „eSIM hinzufügen“. Manche günstigen Modelle haben nur Steckplätze für physische SIM-Karten.',
          fr: 'La plupart des smartphones sortis depuis 2019 sont compatibles eSIM, par exemple à partir de l’iPhone XS, du Samsung Galaxy S20 et du Google Pixel 3. Dans les réglages de votre téléphone, cherchez « Ajouter une eSIM » sous Réseau mobile ou SIM. Certains modèles d’entrée de gamme n’ont que des emplacements pour cartes SIM physiques.',
          it: 'La maggior parte degli smartphone usciti dal 2019 supporta l’eSIM, ad esempio da iPhone XS, Samsung Galaxy S20 e Google Pixel 3 in poi. Nelle impostazioni del telefono cerca “Aggiungi eSIM” sotto Rete mobile o SIM. Alcuni modelli economici hanno solo slot per SIM fisiche.',
        },
      ),
      q(
        'esim-activate',
        {
          en: 'How do I activate my eSIM?',
          de: 'Wie aktiviere ich meine eSIM?',
          fr: 'Comment activer mon eSIM ?',
          it: 'Come attivo la mia eSIM?',
        },
        {
          en: 'After your order you find a QR code in your confirmation e-mail and in the customer area. Connect your phone to Wi-Fi and scan the code under “Add eSIM”. If the phone asks for an activation code, enter the 6-digit code shown next to the QR code.',
          de: 'Nach der Bestellung finden Sie einen QR-Code in der Bestätigungs-E-Mail und im Kundenbereich. Verbinden Sie Ihr Handy mit dem WLAN und scannen Sie den Code unter „eSIM hinzufügen“. Fragt das Handy nach einem Aktivierungscode, geben Sie den 6-stelligen Code neben dem QR-Code ein.',
          fr: 'Après votre commande, vous trouvez un code QR dans l’e-mail de confirmation et dans l’espace client. Connectez votre téléphone au Wi-Fi et scannez le code sous « Ajouter une eSIM ». Si le téléphone demande un code d’activation, saisissez le code à 6 chiffres affiché à côté du code QR.',
          it: 'Dopo l’ordine trovi un codice QR nell’e-mail di conferma e nell’area clienti. Collega il telefono al Wi-Fi e scansiona il codice in “Aggiungi eSIM”. Se il telefono chiede un codice di attivazione, inserisci il codice di 6 cifre indicato accanto al codice QR.',
        },
      ),
      q(
        'esim-new-phone',
        {
          en: 'I have a new phone. How do I move my eSIM?',
          de: 'Ich habe ein neues Handy. Wie übertrage ich meine eSIM?',
          fr: 'J’ai un nouveau téléphone. Comment transférer mon eSIM ?',
          it: 'Ho un telefono nuovo. Come trasferisco la mia eSIM?',
        },
        {
          en: 'Request a new eSIM in the customer area under SIM replacement and scan the new QR code on your new phone. The old eSIM stops working as soon as the new one is active. Your number and tariff stay the same.',
          de: 'Fordern Sie im Kundenbereich unter SIM-Tausch eine neue eSIM an und scannen Sie den neuen QR-Code mit dem neuen Handy. Die alte eSIM funktioniert nicht mehr, sobald die neue aktiv ist. Rufnummer und Tarif bleiben gleich.',
          fr: 'Demandez une nouvelle eSIM dans l’espace client sous Remplacement de SIM et scannez le nouveau code QR avec le nouveau téléphone. L’ancienne eSIM cesse de fonctionner dès que la nouvelle est active. Votre numéro et votre forfait restent les mêmes.',
          it: 'Richiedi una nuova eSIM nell’area clienti alla voce Sostituzione SIM e scansiona il nuovo codice QR con il nuovo telefono. La vecchia eSIM smette di funzionare appena la nuova è attiva. Numero e tariffa restano invariati.',
        },
      ),
      q(
        'esim-from-sim-card',
        {
          en: 'Can I switch from a SIM card to an eSIM?',
          de: 'Kann ich von der SIM-Karte auf eSIM wechseln?',
          fr: 'Puis-je passer d’une carte SIM à une eSIM ?',
          it: 'Posso passare dalla SIM fisica all’eSIM?',
        },
        {
          en: 'Yes, at any time and free of charge in the customer area. The SIM card is deactivated once the eSIM has been activated.',
          de: 'Ja, jederzeit und kostenlos im Kundenbereich. Die SIM-Karte wird deaktiviert, sobald die eSIM aktiviert ist.',
          fr: 'Oui, à tout moment et gratuitement dans l’espace client. La carte SIM est désactivée dès que l’eSIM est activée.',
          it: 'Sì, in qualsiasi momento e gratuitamente nell’area clienti. La SIM fisica viene disattivata non appena l’eSIM è attiva.',
        },
      ),
    ],
  };
}

function porting(): SeedFaqGroup {
  return {
    id: 'porting',
    name: { en: 'Keeping your number', de: 'Rufnummernmitnahme', fr: 'Portabilité du numéro', it: 'Portabilità del numero' },
    questions: [
      q(
        'porting-how',
        {
          en: 'How do I keep my current number?',
          de: 'Wie nehme ich meine Rufnummer mit?',
          fr: 'Comment conserver mon numéro actuel ?',
          it: 'Come mantengo il mio numero attuale?',
        },
        {
          en: 'Choose “Keep my number” when you order and enter your number and previous provider. Send an SMS to 503 from that number to receive your porting information, and an SMS to 499 to consent to the porting. We take care of everything else with your previous provider.',
          de: 'Wählen Sie bei der Bestellung „Rufnummer mitnehmen“ und geben Sie Nummer und bisherigen Anbieter an. Schicken Sie von dieser Nummer eine SMS an 503 für Ihre Portierungsinformationen und eine SMS an 499, um der Portierung zuzustimmen. Alles Weitere erledigen wir mit Ihrem bisherigen Anbieter.',
          fr: 'Choisissez « Conserver mon numéro » lors de la commande et indiquez votre numéro et votre ancien opérateur. Envoyez depuis ce numéro un SMS au 503 pour recevoir vos informations de portabilité et un SMS au 499 pour donner votre accord. Nous nous occupons du reste avec votre ancien opérateur.',
          it: 'Scegli “Mantieni il numero” durante l’ordine e indica numero e operatore precedente. Invia da quel numero un SMS al 503 per ricevere le informazioni sulla portabilità e un SMS al 499 per dare il consenso. Al resto pensiamo noi con il tuo operatore precedente.',
        },
      ),
      q(
        'porting-when',
        {
          en: 'When does the porting happen?',
          de: 'Wann findet die Portierung statt?',
          fr: 'Quand la portabilité a-t-elle lieu ?',
          it: 'Quando avviene la portabilità?',
        },
        {
          en: 'Porting is performed early in the morning of the porting day. You may briefly have no signal; by 8:00 at the latest you can be reached on your number with your new SIM. Insert the new SIM that morning.',
          de: 'Die Portierung erfolgt am frühen Morgen des Portierungstags. Kurz kann es sein, dass Sie keinen Empfang haben; spätestens ab 8:00 Uhr sind Sie mit der neuen SIM unter Ihrer Nummer erreichbar. Legen Sie die neue SIM an diesem Morgen ein.',
          fr: 'La portabilité est effectuée tôt le matin du jour prévu. Vous pouvez brièvement ne plus avoir de réseau ; au plus tard à 8 h 00, vous êtes joignable à votre numéro avec votre nouvelle SIM. Insérez la nouvelle SIM ce matin-là.',
          it: 'La portabilità avviene la mattina presto del giorno stabilito. Per poco tempo potresti non avere segnale; al più tardi alle 8:00 sei raggiungibile al tuo numero con la nuova SIM. Inserisci la nuova SIM quella mattina.',
        },
      ),
      q(
        'porting-old-contract',
        {
          en: 'Do I have to cancel my old contract?',
          de: 'Muss ich meinen alten Vertrag kündigen?',
          fr: 'Dois-je résilier mon ancien contrat ?',
          it: 'Devo disdire il vecchio contratto?',
        },
        {
          en: 'No. The porting ends your old contract for that number automatically. Notice periods or remaining fees of your previous provider may still apply, so check the porting information you received via SMS 503.',
          de: 'Nein. Mit der Portierung endet Ihr alter Vertrag für diese Nummer automatisch. Kündigungsfristen oder Restentgelte Ihres bisherigen Anbieters können trotzdem anfallen – prüfen Sie dazu die Portierungsinformationen aus der SMS an 503.',
          fr: 'Non. La portabilité met fin automatiquement à votre ancien contrat pour ce numéro. Des délais de préavis ou frais restants de votre ancien opérateur peuvent toutefois s’appliquer : consultez les informations reçues via le SMS au 503.',
          it: 'No. La portabilità chiude automaticamente il vecchio contratto per quel numero. Possono comunque esserci termini di preavviso o costi residui del vecchio operatore: controlla le informazioni ricevute tramite l’SMS al 503.',
        },
      ),
      q(
        'porting-status',
        {
          en: 'Where can I see how my porting is going?',
          de: 'Wo sehe ich den Stand meiner Portierung?',
          fr: 'Où suivre l’état de ma portabilité ?',
          it: 'Dove vedo lo stato della portabilità?',
        },
        {
          en: 'The customer area shows the status and the planned porting date. If information is missing, for example your customer number at the previous provider, we let you know by e-mail and SMS.',
          de: 'Im Kundenbereich sehen Sie Status und geplanten Portierungstermin. Fehlen Angaben, etwa Ihre Kundennummer beim bisherigen Anbieter, informieren wir Sie per E-Mail und SMS.',
          fr: 'L’espace client affiche l’état et la date prévue de la portabilité. S’il manque une information, par exemple votre numéro client chez l’ancien opérateur, nous vous prévenons par e-mail et SMS.',
          it: 'Nell’area clienti trovi lo stato e la data prevista della portabilità. Se manca un dato, ad esempio il codice cliente presso il vecchio operatore, ti avvisiamo via e-mail e SMS.',
        },
      ),
    ],
  };
}

function termination(): SeedFaqGroup {
  return {
    id: 'termination',
    name: { en: 'Cancellation', de: 'Kündigung', fr: 'Résiliation', it: 'Disdetta' },
    questions: [
      q(
        'termination-minimum-term',
        {
          en: 'Is there a minimum term?',
          de: 'Gibt es eine Mindestvertragsdauer?',
          fr: 'Y a-t-il une durée minimale d’engagement ?',
          it: 'C’è una durata minima del contratto?',
        },
        {
          en: 'Only where the tariff says so: some postpaid and business tariffs have a minimum term of 12 or 24 months, stated on the tariff’s page. The others have none, and no mobile tariff of ours has an activation fee. Without a minimum term, or once it has ended, you can cancel at any time to the end of the billing period, which is the calendar month.',
          de: 'Nur wo der Tarif es angibt: Einige Vertrags- und Business-Tarife haben eine Mindestvertragsdauer von 12 oder 24 Monaten, die auf der Seite des Tarifs steht. Die anderen haben keine, und keiner unserer Mobilfunktarife hat ein Aktivierungsentgelt. Ohne Mindestvertragsdauer, oder wenn sie abgelaufen ist, können Sie jederzeit zum Ende der Abrechnungsperiode kündigen, also zum Monatsende.',
          fr: 'Seulement si l’abonnement l’indique : certains abonnements, notamment business, ont une durée minimale de 12 ou 24 mois, indiquée sur la page de l’abonnement. Les autres n’en ont pas, et aucun de nos forfaits mobiles n’a de frais d’activation. Sans durée minimale, ou une fois celle-ci écoulée, vous pouvez résilier à tout moment pour la fin de la période de facturation, c’est-à-dire du mois civil.',
          it: 'Solo se l’offerta lo indica: alcune offerte in abbonamento e business hanno una durata minima di 12 o 24 mesi, indicata nella pagina dell’offerta. Le altre non ne hanno, e nessuna delle nostre tariffe mobili ha costi di attivazione. Senza durata minima, o una volta scaduta, puoi disdire in qualsiasi momento per la fine del periodo di fatturazione, cioè del mese solare.',
        },
      ),
      q(
        'termination-how',
        { en: 'How do I cancel?', de: 'Wie kündige ich?', fr: 'Comment résilier ?', it: 'Come disdico?' },
        {
          en: 'Cancel in the customer area under your contract, or by letter or e-mail stating your customer number. You receive a confirmation by e-mail. If you want to keep your number, do not cancel: ask your new provider to port it, and the contract ends with the porting.',
          de: 'Kündigen Sie im Kundenbereich beim jeweiligen Vertrag oder per Brief oder E-Mail mit Ihrer Kundennummer. Sie erhalten eine Bestätigung per E-Mail. Wenn Sie Ihre Nummer behalten möchten, kündigen Sie nicht selbst: Beauftragen Sie Ihren neuen Anbieter mit der Portierung, der Vertrag endet dann automatisch.',
          fr: 'Résiliez dans l’espace client depuis votre contrat, ou par courrier ou e-mail en indiquant votre numéro client. Vous recevez une confirmation par e-mail. Pour garder votre numéro, ne résiliez pas vous-même : demandez la portabilité à votre nouvel opérateur, le contrat prend fin avec elle.',
          it: 'Disdici nell’area clienti dal tuo contratto oppure per lettera o e-mail indicando il codice cliente. Ricevi una conferma via e-mail. Se vuoi mantenere il numero non disdire tu: chiedi la portabilità al nuovo operatore e il contratto termina con essa.',
        },
      ),
      q(
        'termination-instalments',
        {
          en: 'What happens to my device instalments if I cancel?',
          de: 'Was passiert mit meiner Geräte-Ratenzahlung, wenn ich kündige?',
          fr: 'Que deviennent mes mensualités d’appareil si je résilie ?',
          it: 'Cosa succede alle rate del dispositivo se disdico?',
        },
        {
          en: 'Open instalments remain due, as the device is yours. You can keep paying monthly or settle the remaining amount in one payment in the customer area.',
          de: 'Offene Raten bleiben fällig, denn das Gerät gehört Ihnen. Sie können weiter monatlich zahlen oder den Restbetrag im Kundenbereich auf einmal begleichen.',
          fr: 'Les mensualités restantes restent dues, puisque l’appareil vous appartient. Vous pouvez continuer à payer chaque mois ou régler le solde en une fois dans l’espace client.',
          it: 'Le rate residue restano dovute, perché il dispositivo è tuo. Puoi continuare a pagare ogni mese o saldare l’importo restante in un’unica soluzione nell’area clienti.',
        },
      ),
    ],
  };
}

function iptv(market: MarketCode): SeedFaqGroup {
  const oneOff = (lang: Lang) => extraBoxText(market, lang).oneOff;
  const monthly = (lang: Lang) => extraBoxText(market, lang).monthly;
  return {
    id: 'iptv',
    name: { en: 'IP TV', de: 'IP-TV', fr: 'TV IP', it: 'IPTV' },
    questions: [
      q(
        'iptv-requirements',
        {
          en: 'What do I need for IP TV?',
          de: 'Was brauche ich für IP-TV?',
          fr: 'De quoi ai-je besoin pour la TV IP ?',
          it: 'Cosa mi serve per l’IPTV?',
        },
        {
          en: 'An internet connection at home with at least 40 Mbit/s and our TV box or TV app. The box meets the accessibility standard EN 301 549 v3.2.1, with subtitles, audio description and screen-reader support.',
          de: 'Einen Internetanschluss zu Hause mit mindestens 40 Mbit/s und unsere TV-Box oder TV-App. Die Box erfüllt die Barrierefreiheitsnorm EN 301 549 v3.2.1, mit Untertiteln, Audiodeskription und Screenreader-Unterstützung.',
          fr: 'Une connexion internet à domicile d’au moins 40 Mbit/s et notre box TV ou notre application TV. La box respecte la norme d’accessibilité EN 301 549 v3.2.1, avec sous-titres, audiodescription et prise en charge des lecteurs d’écran.',
          it: 'Una connessione internet a casa di almeno 40 Mbit/s e il nostro TV box o la nostra app TV. Il box rispetta la norma di accessibilità EN 301 549 v3.2.1, con sottotitoli, audiodescrizione e supporto per lettori di schermo.',
        },
      ),
      q(
        'iptv-extra-box',
        {
          en: 'Can I watch on several TVs?',
          de: 'Kann ich auf mehreren Fernsehern schauen?',
          fr: 'Puis-je regarder sur plusieurs téléviseurs ?',
          it: 'Posso guardare su più televisori?',
        },
        {
          en: `Yes. An extra TV box costs ${oneOff('en')} once plus ${monthly('en')} a month. You can add up to 5 extra devices, boxes or app devices, to one TV contract.`,
          de: `Ja. Eine zusätzliche TV-Box kostet einmalig ${oneOff('de')} plus ${monthly('de')} im Monat. Pro TV-Vertrag sind bis zu 5 zusätzliche Geräte möglich, Boxen oder Geräte mit der App.`,
          fr: `Oui. Une box TV supplémentaire coûte ${oneOff('fr')} une fois, plus ${monthly('fr')} par mois. Vous pouvez ajouter jusqu’à 5 appareils supplémentaires, box ou appareils avec l’application, par contrat TV.`,
          it: `Sì. Un TV box aggiuntivo costa ${oneOff('it')} una tantum più ${monthly('it')} al mese. Per ogni contratto TV puoi aggiungere fino a 5 dispositivi, box o dispositivi con l’app.`,
        },
      ),
      q(
        'iptv-replay-recording',
        {
          en: 'Can I watch programmes later?',
          de: 'Kann ich Sendungen später ansehen?',
          fr: 'Puis-je regarder les programmes plus tard ?',
          it: 'Posso guardare i programmi più tardi?',
        },
        {
          en: 'Yes. Replay lets you watch programmes from the last 7 days. You can also record up to 20 hours in the cloud; when the storage is full, delete older recordings to make room.',
          de: 'Ja. Mit Replay sehen Sie Sendungen der letzten 7 Tage. Zusätzlich können Sie bis zu 20 Stunden in der Cloud aufnehmen; ist der Speicher voll, löschen Sie ältere Aufnahmen.',
          fr: 'Oui. Le replay permet de regarder les programmes des 7 derniers jours. Vous pouvez aussi enregistrer jusqu’à 20 heures dans le cloud ; quand l’espace est plein, supprimez d’anciens enregistrements.',
          it: 'Sì. Con il replay guardi i programmi degli ultimi 7 giorni. Puoi anche registrare fino a 20 ore nel cloud; quando lo spazio è pieno, elimina le registrazioni più vecchie.',
        },
      ),
    ],
  };
}

function home(): SeedFaqGroup {
  return {
    id: 'home',
    name: { en: 'Internet at home', de: 'Internet zu Hause', fr: 'Internet à la maison', it: 'Internet a casa' },
    questions: [
      q(
        'home-availability',
        {
          en: 'Which internet is available at my address?',
          de: 'Welches Internet ist an meiner Adresse verfügbar?',
          fr: 'Quel internet est disponible à mon adresse ?',
          it: 'Quale internet è disponibile al mio indirizzo?',
        },
        {
          en: 'Enter your address in the availability check on the internet page. We show the fibre, DSL or 5G options of the network suppliers at your address, with the speeds you can book.',
          de: 'Geben Sie Ihre Adresse in der Verfügbarkeitsprüfung auf der Internet-Seite ein. Wir zeigen Ihnen die Glasfaser-, DSL- oder 5G-Angebote der Netzbetreiber an Ihrer Adresse mit den buchbaren Geschwindigkeiten.',
          fr: 'Saisissez votre adresse dans le test d’éligibilité de la page internet. Nous affichons les offres fibre, DSL ou 5G des opérateurs de réseau à votre adresse, avec les débits disponibles.',
          it: 'Inserisci il tuo indirizzo nella verifica di copertura della pagina internet. Ti mostriamo le offerte in fibra, DSL o 5G degli operatori di rete al tuo indirizzo, con le velocità disponibili.',
        },
      ),
      q(
        'home-speed',
        {
          en: 'What speed will I actually get?',
          de: 'Welche Geschwindigkeit bekomme ich tatsächlich?',
          fr: 'Quel débit vais-je réellement obtenir ?',
          it: 'Che velocità avrò davvero?',
        },
        {
          en: 'Fibre offers up to 1000 Mbit/s with a 90 % bandwidth guarantee: at least 90 % of the booked speed reaches your router. Over Wi-Fi the speed can be lower, depending on distance and walls.',
          de: 'Glasfaser bietet bis zu 1000 Mbit/s mit 90 % Bandbreitengarantie: Mindestens 90 % der gebuchten Geschwindigkeit kommen an Ihrem Router an. Über WLAN kann sie je nach Entfernung und Wänden niedriger sein.',
          fr: 'La fibre offre jusqu’à 1000 Mbit/s avec une garantie de 90 % du débit : au moins 90 % du débit souscrit arrive à votre routeur. En Wi-Fi, le débit peut être plus faible selon la distance et les murs.',
          it: 'La fibra offre fino a 1000 Mbit/s con garanzia del 90 % della banda: almeno il 90 % della velocità sottoscritta arriva al router. In Wi-Fi può essere inferiore, secondo distanza e pareti.',
        },
      ),
      q(
        'home-own-router',
        {
          en: 'Can I use my own router?',
          de: 'Kann ich meinen eigenen Router verwenden?',
          fr: 'Puis-je utiliser mon propre routeur ?',
          it: 'Posso usare il mio router?',
        },
        {
          en: 'Yes, any router suitable for your line type works; you find the access data in the customer area. Routers bought from us arrive preconfigured, so you only need to plug them in.',
          de: 'Ja, jeder für Ihre Anschlussart geeignete Router funktioniert; die Zugangsdaten finden Sie im Kundenbereich. Bei uns gekaufte Router kommen vorkonfiguriert, Sie müssen sie nur anstecken.',
          fr: 'Oui, tout routeur adapté à votre type de ligne fonctionne ; vos identifiants se trouvent dans l’espace client. Les routeurs achetés chez nous arrivent préconfigurés, il suffit de les brancher.',
          it: 'Sì, funziona qualsiasi router adatto al tuo tipo di linea; i dati di accesso sono nell’area clienti. I router acquistati da noi arrivano preconfigurati: basta collegarli.',
        },
      ),
      q(
        'home-wifi-coverage',
        {
          en: 'My Wi-Fi does not reach every room. What can I do?',
          de: 'Mein WLAN erreicht nicht alle Räume. Was kann ich tun?',
          fr: 'Mon Wi-Fi n’atteint pas toutes les pièces. Que faire ?',
          it: 'Il Wi-Fi non arriva in tutte le stanze. Cosa posso fare?',
        },
        {
          en: 'Place the router as centrally and high as possible, away from metal and aquariums. If that is not enough, add a repeater halfway between the router and the weak spot; it joins the router’s mesh network.',
          de: 'Stellen Sie den Router möglichst zentral und erhöht auf, weg von Metall und Aquarien. Reicht das nicht, ergänzen Sie einen Repeater auf halbem Weg zwischen Router und Funkloch; er wird Teil des Mesh-Netzes.',
          fr: 'Placez le routeur le plus au centre et en hauteur possible, loin du métal et des aquariums. Si cela ne suffit pas, ajoutez un répéteur à mi-chemin entre le routeur et la zone faible ; il rejoint le réseau mesh.',
          it: 'Posiziona il router il più possibile al centro e in alto, lontano da metallo e acquari. Se non basta, aggiungi un ripetitore a metà strada tra router e zona scoperta: entra nella rete mesh.',
        },
      ),
    ],
  };
}

function product(p: Price): SeedFaqGroup {
  return {
    id: 'product',
    name: { en: 'Tariffs and products', de: 'Tarife und Produkte', fr: 'Forfaits et produits', it: 'Tariffe e prodotti' },
    questions: [
      q(
        'product-tariff-change',
        {
          en: 'Can I change my tariff?',
          de: 'Kann ich meinen Tarif wechseln?',
          fr: 'Puis-je changer de forfait ?',
          it: 'Posso cambiare tariffa?',
        },
        {
          en: 'Yes, once per month free of charge in the customer area. The new tariff applies from the next billing period.',
          de: 'Ja, einmal pro Monat kostenlos im Kundenbereich. Der neue Tarif gilt ab der nächsten Abrechnungsperiode.',
          fr: 'Oui, une fois par mois gratuitement dans l’espace client. Le nouveau forfait s’applique dès la période de facturation suivante.',
          it: 'Sì, una volta al mese gratuitamente nell’area clienti. La nuova tariffa vale dal periodo di fatturazione successivo.',
        },
      ),
      q(
        'product-first-month',
        {
          en: 'How is my first month billed?',
          de: 'Wie wird mein erster Monat abgerechnet?',
          fr: 'Comment mon premier mois est-il facturé ?',
          it: 'Come viene fatturato il primo mese?',
        },
        {
          en: 'The billing period is the calendar month. In the first month, the base fee and the included minutes, SMS and data are calculated pro rata from the day of activation.',
          de: 'Die Abrechnungsperiode ist der Kalendermonat. Im ersten Monat werden Grundgebühr und inkludierte Minuten, SMS und Daten ab dem Aktivierungstag anteilig berechnet.',
          fr: 'La période de facturation est le mois civil. Le premier mois, l’abonnement et les minutes, SMS et données inclus sont calculés au prorata à partir du jour d’activation.',
          it: 'Il periodo di fatturazione è il mese solare. Nel primo mese canone e minuti, SMS e dati inclusi sono calcolati pro rata dal giorno di attivazione.',
        },
      ),
      q(
        'product-sim-activation',
        {
          en: 'By when do I have to activate my SIM?',
          de: 'Bis wann muss ich meine SIM aktivieren?',
          fr: 'Quand dois-je activer ma SIM ?',
          it: 'Entro quando devo attivare la SIM?',
        },
        {
          en: 'Within 6 months of your order. Billing starts when you activate the SIM, or at the latest 6 months after the order.',
          de: 'Innerhalb von 6 Monaten nach der Bestellung. Die Verrechnung beginnt mit der Aktivierung, spätestens aber 6 Monate nach der Bestellung.',
          fr: 'Dans les 6 mois suivant votre commande. La facturation commence à l’activation de la SIM, au plus tard 6 mois après la commande.',
          it: 'Entro 6 mesi dall’ordine. La fatturazione parte dall’attivazione della SIM, al più tardi 6 mesi dopo l’ordine.',
        },
      ),
      q(
        'product-data-used-up',
        {
          en: 'What happens when my data allowance is used up?',
          de: 'Was passiert, wenn mein Datenvolumen verbraucht ist?',
          fr: 'Que se passe-t-il quand mon volume de données est épuisé ?',
          it: 'Cosa succede quando finiscono i giga?',
        },
        {
          en: `Your speed is reduced to 64 kb/s, at no extra cost, until the next billing period. If you lift the cost limit, usage beyond your allowance costs ${p(0.004, 'en')} per MB and ${p(0.04, 'en')} per minute or SMS.`,
          de: `Die Geschwindigkeit wird bis zur nächsten Abrechnungsperiode kostenlos auf 64 kb/s gedrosselt. Heben Sie die Kostengrenze auf, kostet die Nutzung über das Inklusivvolumen hinaus ${p(0.004, 'de')} pro MB und ${p(0.04, 'de')} pro Minute oder SMS.`,
          fr: `Le débit est réduit à 64 kb/s, sans frais, jusqu’à la période de facturation suivante. Si vous levez la limite de coûts, la consommation au-delà du forfait coûte ${p(0.004, 'fr')} par Mo et ${p(0.04, 'fr')} par minute ou SMS.`,
          it: `La velocità scende a 64 kb/s, senza costi, fino al periodo di fatturazione successivo. Se togli il limite di spesa, il consumo oltre il pacchetto costa ${p(0.004, 'it')} per MB e ${p(0.04, 'it')} per minuto o SMS.`,
        },
      ),
      q(
        'product-instalments',
        {
          en: 'Can I pay for a phone in instalments?',
          de: 'Kann ich ein Handy in Raten zahlen?',
          fr: 'Puis-je payer un téléphone en plusieurs fois ?',
          it: 'Posso pagare uno smartphone a rate?',
        },
        {
          en: 'Yes, over up to 24 months without interest; the monthly instalment is the price divided by 24. If an order is not paid within 7 calendar days, it is cancelled.',
          de: 'Ja, über bis zu 24 Monate zinsfrei; die Monatsrate ist der Preis geteilt durch 24. Wird eine Bestellung nicht innerhalb von 7 Kalendertagen bezahlt, wird sie storniert.',
          fr: 'Oui, sur 24 mois maximum sans intérêts ; la mensualité correspond au prix divisé par 24. Une commande non payée sous 7 jours calendaires est annulée.',
          it: 'Sì, fino a 24 mesi senza interessi; la rata mensile è il prezzo diviso per 24. Un ordine non pagato entro 7 giorni di calendario viene annullato.',
        },
      ),
    ],
  };
}

function collection(): SeedFaqGroup {
  return {
    id: 'collection',
    name: { en: 'Collecting your order', de: 'Abholung', fr: 'Retrait de commande', it: 'Ritiro dell’ordine' },
    questions: [
      q(
        'collection-how',
        {
          en: 'Can I collect my order in a shop?',
          de: 'Kann ich meine Bestellung im Shop abholen?',
          fr: 'Puis-je retirer ma commande en boutique ?',
          it: 'Posso ritirare l’ordine in negozio?',
        },
        {
          en: 'Yes. Choose collection at checkout and select a shop or pickup point. We send you an e-mail as soon as your order is ready; bring an official photo ID.',
          de: 'Ja. Wählen Sie an der Kassa die Abholung und einen Shop oder Abholpunkt. Sobald Ihre Bestellung bereitliegt, bekommen Sie eine E-Mail; bringen Sie einen amtlichen Lichtbildausweis mit.',
          fr: 'Oui. Choisissez le retrait lors du paiement et sélectionnez une boutique ou un point de retrait. Nous vous envoyons un e-mail dès que la commande est prête ; munissez-vous d’une pièce d’identité avec photo.',
          it: 'Sì. Scegli il ritiro al checkout e seleziona un negozio o un punto di ritiro. Ti inviamo un’e-mail appena l’ordine è pronto; porta un documento d’identità con foto.',
        },
      ),
      q(
        'collection-opening-hours',
        {
          en: 'When are the shops open?',
          de: 'Wann haben die Shops geöffnet?',
          fr: 'Quand les boutiques sont-elles ouvertes ?',
          it: 'Quando sono aperti i negozi?',
        },
        {
          en: 'Each shop lists its opening hours on the shops page. All shops are closed on public holidays and on 24 and 31 December.',
          de: 'Die Öffnungszeiten jedes Shops finden Sie auf der Shop-Seite. An Feiertagen sowie am 24. und 31. Dezember sind alle Shops geschlossen.',
          fr: 'Les horaires de chaque boutique figurent sur la page des boutiques. Toutes les boutiques sont fermées les jours fériés ainsi que les 24 et 31 décembre.',
          it: 'Gli orari di ogni negozio sono nella pagina dei negozi. Tutti i negozi sono chiusi nei giorni festivi e il 24 e 31 dicembre.',
        },
      ),
      q(
        'collection-someone-else',
        {
          en: 'Can someone else collect my order?',
          de: 'Kann jemand anderer meine Bestellung abholen?',
          fr: 'Quelqu’un d’autre peut-il retirer ma commande ?',
          it: 'Qualcun altro può ritirare il mio ordine?',
        },
        {
          en: 'Devices and accessories, yes: the person needs a signed authorisation and their own photo ID. SIM cards for a new contract are handed only to the contract holder, as we have to verify their identity.',
          de: 'Geräte und Zubehör ja: Die Person braucht eine unterschriebene Vollmacht und einen eigenen Lichtbildausweis. SIM-Karten für einen neuen Vertrag geben wir nur an die Vertragsinhaberin oder den Vertragsinhaber aus, da wir die Identität prüfen müssen.',
          fr: 'Pour les appareils et accessoires, oui : la personne doit présenter une procuration signée et sa propre pièce d’identité. Les cartes SIM d’un nouveau contrat ne sont remises qu’au titulaire, dont nous devons vérifier l’identité.',
          it: 'Per dispositivi e accessori sì: la persona deve avere una delega firmata e un proprio documento con foto. Le SIM di un nuovo contratto vengono consegnate solo all’intestatario, di cui dobbiamo verificare l’identità.',
        },
      ),
    ],
  };
}

function construction(market: MarketCode): SeedFaqGroup {
  const from = (lang: Lang) => fibreText(market, lang).from;
  const metre = (lang: Lang) => fibreText(market, lang).metre;
  return {
    id: 'construction',
    name: { en: 'Fibre construction', de: 'Glasfaserausbau', fr: 'Déploiement de la fibre', it: 'Costruzione della fibra' },
    questions: [
      q(
        'construction-when',
        {
          en: 'When will fibre be built in my area?',
          de: 'Wann wird in meiner Gegend Glasfaser gebaut?',
          fr: 'Quand la fibre sera-t-elle déployée dans mon quartier ?',
          it: 'Quando arriva la fibra nella mia zona?',
        },
        {
          en: 'Construction starts once 40 % of the addresses in the area have ordered. From then on, building takes 6 to 9 months. The availability check shows how far your area is.',
          de: 'Der Ausbau startet, sobald 40 % der Adressen im Gebiet bestellt haben. Ab dann dauert der Bau 6 bis 9 Monate. Wie weit Ihr Gebiet ist, zeigt die Verfügbarkeitsprüfung.',
          fr: 'Les travaux démarrent dès que 40 % des adresses du secteur ont commandé. La construction dure ensuite 6 à 9 mois. Le test d’éligibilité indique où en est votre secteur.',
          it: 'I lavori partono quando il 40 % degli indirizzi della zona ha ordinato. Da quel momento la costruzione richiede da 6 a 9 mesi. La verifica di copertura mostra a che punto è la tua zona.',
        },
      ),
      q(
        'construction-cost',
        {
          en: 'What does the fibre connection cost?',
          de: 'Was kostet der Glasfaseranschluss?',
          fr: 'Combien coûte le raccordement à la fibre ?',
          it: 'Quanto costa l’allaccio in fibra?',
        },
        {
          en: `The connection costs from ${from('en')} once. It includes 10 m of cable route on your property; each further metre costs ${metre('en')}.`,
          de: `Der Anschluss kostet einmalig ab ${from('de')}. Enthalten sind 10 m Leitungsweg auf Ihrem Grundstück; jeder weitere Meter kostet ${metre('de')}.`,
          fr: `Le raccordement coûte à partir de ${from('fr')} une fois. Il comprend 10 m de tracé sur votre terrain ; chaque mètre supplémentaire coûte ${metre('fr')}.`,
          it: `L’allaccio costa una tantum da ${from('it')}. Comprende 10 m di tracciato sulla tua proprietà; ogni metro in più costa ${metre('it')}.`,
        },
      ),
      q(
        'construction-on-site',
        {
          en: 'What happens on my property?',
          de: 'Was passiert auf meinem Grundstück?',
          fr: 'Que se passe-t-il sur mon terrain ?',
          it: 'Cosa succede sulla mia proprietà?',
        },
        {
          en: 'A technician agrees a date with you and lays the cable in a narrow trench or by drilling underground. The cable enters the house through a small core hole, and a fibre socket is fitted near your router. Surfaces are restored afterwards.',
          de: 'Ein Techniker vereinbart einen Termin mit Ihnen und verlegt die Leitung in einem schmalen Graben oder per Erdbohrung. Die Leitung kommt durch eine kleine Kernbohrung ins Haus, und in der Nähe Ihres Routers wird eine Glasfaserdose montiert. Oberflächen werden danach wiederhergestellt.',
          fr: 'Un technicien convient d’un rendez-vous et pose le câble dans une tranchée étroite ou par forage souterrain. Le câble entre dans la maison par un petit carottage, et une prise fibre est installée près de votre routeur. Les surfaces sont ensuite remises en état.',
          it: 'Un tecnico concorda un appuntamento e posa il cavo in uno scavo stretto o con una perforazione sotterranea. Il cavo entra in casa da un piccolo foro e vicino al router viene montata una presa in fibra. Le superfici vengono poi ripristinate.',
        },
      ),
      q(
        'construction-threshold-missed',
        {
          en: 'What if not enough neighbours order?',
          de: 'Was, wenn nicht genug Nachbarn bestellen?',
          fr: 'Et si trop peu de voisins commandent ?',
          it: 'E se non ordinano abbastanza vicini?',
        },
        {
          en: 'If the 40 % are not reached, there is no construction and your order lapses free of charge. We inform you by e-mail, and you can stay with your current connection.',
          de: 'Werden die 40 % nicht erreicht, wird nicht gebaut und Ihre Bestellung verfällt kostenlos. Wir informieren Sie per E-Mail, und Sie können bei Ihrem bisherigen Anschluss bleiben.',
          fr: 'Si les 40 % ne sont pas atteints, il n’y a pas de travaux et votre commande est annulée sans frais. Nous vous prévenons par e-mail et vous pouvez garder votre connexion actuelle.',
          it: 'Se il 40 % non viene raggiunto, non si costruisce e l’ordine decade senza costi. Ti avvisiamo via e-mail e puoi restare con la connessione attuale.',
        },
      ),
    ],
  };
}

/** Swiss Standard German writes "ss" for "ß". */
function swissGerman(group: SeedFaqGroup): SeedFaqGroup {
  const fix = (text: L): L => (text.de ? { ...text, de: text.de.replace(/ß/g, 'ss') } : text);
  return {
    ...group,
    name: fix(group.name),
    questions: group.questions.map((x) => ({ ...x, question: fix(x.question), answer: fix(x.answer) })),
  };
}

export function faqFor(market: MarketCode): SeedFaqGroup[] {
  const p: Price = (amount, lang) => priceText(market, amount, lang);
  const groups = [esim(), porting(), termination(), iptv(market), home(), product(p), collection(), construction(market)];
  return market === 'CH' ? groups.map(swissGerman) : groups;
}
