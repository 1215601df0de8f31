import { DEFAULT_RATES, THROTTLED_SPEED_KBITS, type Overage } from '@/lib/domain/cost-control';
import type { InfoContext } from './text';
import type { InfoDocument, InfoLanguage } from './types';

/** The worked example under the section `example`: usage beyond the allowance and three cost limits. */
export const COST_EXAMPLE: { usage: Overage; limits: number[] } = {
  usage: { dataMb: 500, minutes: 30, sms: 0 },
  limits: [0, 2, 10],
};

const kbits = THROTTLED_SPEED_KBITS;

/** Cost control (SPEC §4 cost limit, §9 default rates and throttle). */
export const COST_CONTROL: Record<InfoLanguage, (ctx: InfoContext) => InfoDocument> = {
  en: ({ money, rate }) => ({
    title: 'Cost control: no surprises on your bill',
    intro:
      'Your tariff includes minutes, SMS and data. With a cost limit you decide what may happen beyond that – from “nothing at all” to a monthly budget of your choice.',
    sections: [
      {
        id: 'rates',
        heading: 'What usage beyond your allowance costs',
        paragraphs: [
          `Unless your tariff states other prices, we charge ${rate(DEFAULT_RATES.perMb)} per MB of data, ${rate(DEFAULT_RATES.perMinute)} per call minute and ${rate(DEFAULT_RATES.perSms)} per SMS beyond your included units. The details of your tariff show the prices that apply to you.`,
        ],
      },
      {
        id: 'limit',
        heading: 'How the cost limit works',
        paragraphs: [],
        list: [
          `Cost limit 0: nothing can be used beyond your included units, so there are no extra charges. When your data is used up, you keep surfing at ${kbits} kbit/s free of charge; chargeable calls and SMS are blocked.`,
          `Cost limit above 0: usage beyond your included units is possible and is charged up to the limit you set, for example ${money(10)} a month.`,
          `When the limit is reached, your data speed is throttled to ${kbits} kbit/s and chargeable calls and SMS are blocked until the next billing period starts or you raise the limit.`,
          'We send you an SMS when you reach 80 % and 100 % of your limit.',
        ],
      },
      {
        id: 'example',
        heading: 'An example',
        paragraphs: [
          `Say you use ${COST_EXAMPLE.usage.dataMb} MB of data and ${COST_EXAMPLE.usage.minutes} minutes of calls beyond your allowance in one month. The tables show what that costs and what your cost limit does with it.`,
        ],
      },
      {
        id: 'set-limit',
        heading: 'Setting your cost limit',
        paragraphs: [],
        steps: [
          'Log in to the customer area.',
          'Choose your SIM card and open Spending caps.',
          'Enter the amount you want – 0 for no extra costs at all – and save. The new limit applies straight away.',
        ],
      },
      {
        id: 'tips',
        heading: 'Keeping an eye on your usage',
        paragraphs: [],
        list: [
          'The customer area shows the minutes, SMS and data you have left and your costs so far this month.',
          'The billing period is the calendar month; in your first month, the included units are calculated pro rata.',
          'Travelling? Read our roaming tips before you leave.',
        ],
      },
    ],
  }),
  de: ({ money, rate }) => ({
    title: 'Kostenkontrolle: keine Überraschungen auf der Rechnung',
    intro:
      'Ihr Tarif enthält Minuten, SMS und Daten. Mit einer Kostengrenze entscheiden Sie, was darüber hinaus passieren darf – von „gar nichts“ bis zu einem monatlichen Budget Ihrer Wahl.',
    sections: [
      {
        id: 'rates',
        heading: 'Was Nutzung über das Inklusivvolumen hinaus kostet',
        paragraphs: [
          `Sofern Ihr Tarif keine anderen Preise vorsieht, verrechnen wir über die Inklusiveinheiten hinaus ${rate(DEFAULT_RATES.perMb)} pro MB Daten, ${rate(DEFAULT_RATES.perMinute)} pro Gesprächsminute und ${rate(DEFAULT_RATES.perSms)} pro SMS. Die Details Ihres Tarifs zeigen die Preise, die für Sie gelten.`,
        ],
      },
      {
        id: 'limit',
        heading: 'So funktioniert die Kostengrenze',
        paragraphs: [],
        list: [
          `Kostengrenze 0: Über die Inklusiveinheiten hinaus ist keine Nutzung möglich, es entstehen also keine Zusatzkosten. Ist Ihr Datenvolumen verbraucht, surfen Sie kostenlos mit ${kbits} kbit/s weiter; kostenpflichtige Anrufe und SMS sind gesperrt.`,
          `Kostengrenze über 0: Nutzung über die Inklusiveinheiten hinaus ist möglich und wird bis zur gewählten Grenze verrechnet, zum Beispiel ${money(10)} im Monat.`,
          `Ist die Grenze erreicht, wird die Geschwindigkeit auf ${kbits} kbit/s gedrosselt, und kostenpflichtige Anrufe und SMS werden gesperrt, bis der nächste Abrechnungszeitraum beginnt oder Sie die Grenze erhöhen.`,
          'Bei 80 % und 100 % der Grenze informieren wir Sie per SMS.',
        ],
      },
      {
        id: 'example',
        heading: 'Ein Beispiel',
        paragraphs: [
          `Angenommen, Sie nutzen in einem Monat ${COST_EXAMPLE.usage.dataMb} MB Daten und ${COST_EXAMPLE.usage.minutes} Gesprächsminuten über Ihr Inklusivvolumen hinaus. Die Tabellen zeigen, was das kostet und was Ihre Kostengrenze daraus macht.`,
        ],
      },
      {
        id: 'set-limit',
        heading: 'Kostengrenze einstellen',
        paragraphs: [],
        steps: [
          'Melden Sie sich im Kundenbereich an.',
          'Wählen Sie Ihre SIM-Karte und öffnen Sie Kostengrenzen.',
          'Geben Sie den gewünschten Betrag ein – 0 für gar keine Zusatzkosten – und speichern Sie. Die neue Grenze gilt sofort.',
        ],
      },
      {
        id: 'tips',
        heading: 'Den Verbrauch im Blick behalten',
        paragraphs: [],
        list: [
          'Im Kundenbereich sehen Sie Ihre verbleibenden Minuten, SMS und Daten und Ihre bisherigen Kosten im laufenden Monat.',
          'Der Abrechnungszeitraum ist der Kalendermonat; im ersten Monat werden die Inklusiveinheiten anteilig berechnet.',
          'Sie verreisen? Lesen Sie vorher unsere Roaming-Tipps.',
        ],
      },
    ],
  }),
  fr: ({ money, rate }) => ({
    title: 'Contrôle des coûts : pas de surprise sur la facture',
    intro:
      'Votre abonnement comprend des minutes, des SMS et des données. Avec une limite de coûts, vous décidez de ce qui peut se passer au-delà – de « rien du tout » à un budget mensuel de votre choix.',
    sections: [
      {
        id: 'rates',
        heading: 'Ce que coûte la consommation hors forfait',
        paragraphs: [
          `Sauf prix différents prévus par votre abonnement, nous facturons au-delà des unités incluses ${rate(DEFAULT_RATES.perMb)} par Mo de données, ${rate(DEFAULT_RATES.perMinute)} par minute d’appel et ${rate(DEFAULT_RATES.perSms)} par SMS. Le détail de votre abonnement indique les prix qui s’appliquent à vous.`,
        ],
      },
      {
        id: 'limit',
        heading: 'Comment fonctionne la limite de coûts',
        paragraphs: [],
        list: [
          `Limite de coûts 0 : aucune consommation n’est possible au-delà des unités incluses, donc aucun frais supplémentaire. Une fois vos données épuisées, vous continuez à surfer gratuitement à ${kbits} kbit/s ; les appels et SMS payants sont bloqués.`,
          `Limite de coûts supérieure à 0 : la consommation au-delà des unités incluses est possible et facturée jusqu’à la limite choisie, par exemple ${money(10)} par mois.`,
          `Une fois la limite atteinte, le débit est réduit à ${kbits} kbit/s et les appels et SMS payants sont bloqués jusqu’au début de la période de facturation suivante ou jusqu’à ce que vous releviez la limite.`,
          'Nous vous prévenons par SMS à 80 % et à 100 % de votre limite.',
        ],
      },
      {
        id: 'example',
        heading: 'Un exemple',
        paragraphs: [
          `Supposons que vous consommiez en un mois ${COST_EXAMPLE.usage.dataMb} Mo de données et ${COST_EXAMPLE.usage.minutes} minutes d’appel au-delà de votre forfait. Les tableaux montrent ce que cela coûte et l’effet de votre limite de coûts.`,
        ],
      },
      {
        id: 'set-limit',
        heading: 'Définir votre limite de coûts',
        paragraphs: [],
        steps: [
          'Connectez-vous à l’espace client.',
          'Choisissez votre carte SIM et ouvrez Limites de coûts.',
          'Saisissez le montant souhaité – 0 pour aucun frais supplémentaire – et enregistrez. La nouvelle limite s’applique immédiatement.',
        ],
      },
      {
        id: 'tips',
        heading: 'Garder un œil sur votre consommation',
        paragraphs: [],
        list: [
          'L’espace client affiche les minutes, SMS et données qu’il vous reste ainsi que vos coûts du mois en cours.',
          'La période de facturation est le mois civil ; le premier mois, les unités incluses sont calculées au prorata.',
          'Vous partez en voyage ? Lisez d’abord nos conseils sur le roaming.',
        ],
      },
    ],
  }),
  it: ({ money, rate }) => ({
    title: 'Controllo dei costi: nessuna sorpresa in bolletta',
    intro:
      'La tua tariffa include minuti, SMS e giga. Con un limite di spesa decidi tu cosa può succedere oltre – da “niente di niente” a un budget mensile a tua scelta.',
    sections: [
      {
        id: 'rates',
        heading: 'Quanto costa il consumo oltre il pacchetto',
        paragraphs: [
          `Salvo prezzi diversi previsti dalla tua tariffa, oltre le unità incluse addebitiamo ${rate(DEFAULT_RATES.perMb)} per MB di dati, ${rate(DEFAULT_RATES.perMinute)} al minuto di chiamata e ${rate(DEFAULT_RATES.perSms)} per SMS. I dettagli della tua tariffa mostrano i prezzi validi per te.`,
        ],
      },
      {
        id: 'limit',
        heading: 'Come funziona il limite di spesa',
        paragraphs: [],
        list: [
          `Limite di spesa 0: oltre le unità incluse non è possibile alcun consumo, quindi nessun costo aggiuntivo. Finiti i giga, continui a navigare gratis a ${kbits} kbit/s; chiamate e SMS a pagamento sono bloccati.`,
          `Limite di spesa superiore a 0: il consumo oltre le unità incluse è possibile e viene addebitato fino al limite scelto, ad esempio ${money(10)} al mese.`,
          `Al raggiungimento del limite la velocità scende a ${kbits} kbit/s e chiamate e SMS a pagamento vengono bloccati fino all’inizio del periodo di fatturazione successivo o finché non aumenti il limite.`,
          'Ti avvisiamo via SMS all’80 % e al 100 % del limite.',
        ],
      },
      {
        id: 'example',
        heading: 'Un esempio',
        paragraphs: [
          `Immagina di usare in un mese ${COST_EXAMPLE.usage.dataMb} MB di dati e ${COST_EXAMPLE.usage.minutes} minuti di chiamate oltre il tuo pacchetto. Le tabelle mostrano quanto costa e cosa fa il tuo limite di spesa.`,
        ],
      },
      {
        id: 'set-limit',
        heading: 'Impostare il limite di spesa',
        paragraphs: [],
        steps: [
          'Accedi all’area clienti.',
          'Scegli la tua SIM e apri Limiti di spesa.',
          'Inserisci l’importo desiderato – 0 per nessun costo aggiuntivo – e salva. Il nuovo limite vale subito.',
        ],
      },
      {
        id: 'tips',
        heading: 'Tenere d’occhio i consumi',
        paragraphs: [],
        list: [
          'Nell’area clienti vedi minuti, SMS e giga rimasti e i costi del mese in corso.',
          'Il periodo di fatturazione è il mese solare; nel primo mese le unità incluse sono calcolate pro rata.',
          'Parti per un viaggio? Leggi prima i nostri consigli sul roaming.',
        ],
      },
    ],
  }),
};
