import type { InfoContext, InfoMarket } from './text';
import type { InfoDocument, InfoLanguage } from './types';

/**
 * Porting information (SPEC §9: SMS 503 for the porting information, SMS 499 for the consent,
 * porting early in the morning, reachable by 8:00). What happens to the old contract follows each
 * market's rules, as in the terms (content/legal/terms).
 */
type MarketRules = Record<InfoMarket, string>;

const OLD_CONTRACT: Record<InfoLanguage, MarketRules> = {
  en: {
    AT: 'Your old contract for this number ends with the porting. Do not cancel it yourself beforehand, or your number may be lost.',
    DE: 'Under the German Telecommunications Act (TKG) you can take your number with you at any time, even before your old contract ends; the old contract then continues unchanged until its end without the number. The service must not be interrupted for longer than one working day.',
    CH: 'Please do not cancel your old contract yourself: your previous provider ends it when the number is ported.',
    UK: 'You can also text PAC to 65075 from your current phone to receive your Porting Authorisation Code (PAC) and enter it with your order. Your old contract ends when the switch is completed, within one working day.',
    IT: 'Your old contract for this number ends with the porting. We also need the serial number (ICCID) of your previous provider’s SIM card; on request, your remaining prepaid credit is transferred to us.',
  },
  de: {
    AT: 'Ihr alter Vertrag für diese Nummer endet mit der Portierung. Kündigen Sie ihn vorher nicht selbst, sonst kann die Nummer verloren gehen.',
    DE: 'Nach dem Telekommunikationsgesetz (TKG) können Sie Ihre Rufnummer jederzeit mitnehmen, auch vor dem Ende Ihres alten Vertrags; dieser läuft dann ohne die Nummer unverändert bis zu seinem Ende weiter. Die Unterbrechung darf höchstens einen Arbeitstag dauern.',
    CH: 'Bitte kündigen Sie Ihren alten Vertrag nicht selbst: Ihr bisheriger Anbieter beendet ihn mit der Portierung der Nummer.',
    UK: 'Sie können auch von Ihrem jetzigen Handy eine SMS mit PAC an 65075 senden, um Ihren Porting Authorisation Code (PAC) zu erhalten, und ihn bei der Bestellung angeben. Ihr alter Vertrag endet mit dem Wechsel innerhalb eines Arbeitstags.',
    IT: 'Ihr alter Vertrag für diese Nummer endet mit der Portierung. Wir brauchen außerdem die Seriennummer (ICCID) der SIM-Karte Ihres bisherigen Anbieters; auf Wunsch wird Ihr restliches Prepaid-Guthaben zu uns übertragen.',
  },
  fr: {
    AT: 'Votre ancien contrat pour ce numéro prend fin avec la portabilité. Ne le résiliez pas vous-même avant, sinon vous risquez de perdre votre numéro.',
    DE: 'Selon la loi allemande sur les télécommunications (TKG), vous pouvez emporter votre numéro à tout moment, même avant la fin de votre ancien contrat ; celui-ci continue alors sans le numéro jusqu’à son terme. L’interruption ne doit pas dépasser un jour ouvrable.',
    CH: 'Ne résiliez pas vous-même votre ancien contrat : votre ancien opérateur le termine au moment du portage du numéro.',
    UK: 'Vous pouvez aussi envoyer PAC par SMS au 65075 depuis votre téléphone actuel pour recevoir votre code PAC (Porting Authorisation Code) et l’indiquer lors de la commande. Votre ancien contrat prend fin avec le changement, en un jour ouvrable.',
    IT: 'Votre ancien contrat pour ce numéro prend fin avec la portabilité. Nous avons aussi besoin du numéro de série (ICCID) de la carte SIM de votre ancien opérateur ; sur demande, votre crédit prépayé restant nous est transféré.',
  },
  it: {
    AT: 'Il vecchio contratto per questo numero termina con la portabilità. Non disdirlo tu prima, altrimenti rischi di perdere il numero.',
    DE: 'Secondo la legge tedesca sulle telecomunicazioni (TKG) puoi portare il numero in qualsiasi momento, anche prima della fine del vecchio contratto, che prosegue senza il numero fino alla sua scadenza. L’interruzione non può superare un giorno lavorativo.',
    CH: 'Non disdire tu il vecchio contratto: il tuo operatore precedente lo chiude con la portabilità del numero.',
    UK: 'Puoi anche inviare un SMS con scritto PAC al 65075 dal tuo telefono attuale per ricevere il codice PAC (Porting Authorisation Code) e indicarlo nell’ordine. Il vecchio contratto termina con il passaggio, entro un giorno lavorativo.',
    IT: 'Il vecchio contratto per questo numero termina con la portabilità. Ci serve anche il numero di serie (ICCID) della SIM del tuo operatore precedente; su richiesta, il credito residuo della prepagata viene trasferito da noi.',
  },
};

export const PORTING: Record<InfoLanguage, (ctx: InfoContext) => InfoDocument> = {
  en: ({ market }) => ({
    title: 'Keep your number when you switch to us',
    intro:
      'You can bring your mobile number with you free of charge. We arrange the switch with your previous provider – all you need are two text messages.',
    sections: [
      {
        id: 'steps',
        heading: 'How it works',
        paragraphs: [],
        steps: [
          'Send an SMS to 503 from the number you want to keep. You receive the porting information: the remaining term and any costs of your old contract.',
          'Order your tariff and choose “Keep my number”. Enter your number, your previous provider, and your name and contract type exactly as in your old contract.',
          'Send an SMS to 499 from the same number to consent to the porting.',
          'We confirm the porting date by e-mail and SMS. You can follow the status in the customer area.',
        ],
      },
      {
        id: 'porting-day',
        heading: 'On the porting day',
        paragraphs: [
          'We port your number early in the morning. For a short time you may have no signal; by 8:00 at the latest you can be reached on your number with your new SIM card. Insert the new SIM card or activate your eSIM that morning.',
          OLD_CONTRACT.en[market],
        ],
      },
      {
        id: 'avoid-delays',
        heading: 'Avoiding delays',
        paragraphs: [],
        list: [
          'Your first and last name must match your old contract exactly – for a business contract, the company name too.',
          'The contract type (contract, prepaid or business) must be the same as at your previous provider.',
          'Prepaid SIM cards must be registered in your name at your previous provider.',
          'If a detail does not match, we let you know so that you can correct it or choose another date in the customer area.',
        ],
      },
      {
        id: 'leaving',
        heading: 'Taking your number elsewhere',
        paragraphs: [
          'Your number is yours: you can take it with you free of charge when you leave us, too. Your new provider arranges the porting.',
        ],
      },
    ],
  }),
  de: ({ market }) => ({
    title: 'Rufnummernmitnahme: Ihre Nummer kommt mit',
    intro:
      'Ihre Handynummer nehmen Sie kostenlos zu uns mit. Den Wechsel erledigen wir mit Ihrem bisherigen Anbieter – Sie brauchen nur zwei SMS.',
    sections: [
      {
        id: 'steps',
        heading: 'So funktioniert es',
        paragraphs: [],
        steps: [
          'Senden Sie von der Nummer, die Sie mitnehmen möchten, eine SMS an 503. Sie erhalten die Portierungsinformation: Restlaufzeit und etwaige Kosten Ihres alten Vertrags.',
          'Bestellen Sie Ihren Tarif und wählen Sie „Rufnummer mitnehmen“. Geben Sie Nummer, bisherigen Anbieter sowie Namen und Vertragsart genau wie im alten Vertrag an.',
          'Senden Sie von derselben Nummer eine SMS an 499, um der Portierung zuzustimmen.',
          'Wir bestätigen den Portierungstermin per E-Mail und SMS. Den Stand sehen Sie jederzeit im Kundenbereich.',
        ],
      },
      {
        id: 'porting-day',
        heading: 'Am Tag der Portierung',
        paragraphs: [
          'Wir portieren Ihre Nummer am frühen Morgen. Kurz kann es sein, dass Sie keinen Empfang haben; spätestens ab 8:00 Uhr sind Sie mit der neuen SIM-Karte unter Ihrer Nummer erreichbar. Legen Sie an diesem Morgen die neue SIM-Karte ein oder aktivieren Sie Ihre eSIM.',
          OLD_CONTRACT.de[market],
        ],
      },
      {
        id: 'avoid-delays',
        heading: 'So vermeiden Sie Verzögerungen',
        paragraphs: [],
        list: [
          'Vor- und Nachname müssen genau mit dem alten Vertrag übereinstimmen – bei Firmenverträgen auch der Firmenname.',
          'Die Vertragsart (Vertrag, Wertkarte bzw. Prepaid oder Business) muss dieselbe sein wie beim bisherigen Anbieter.',
          'Prepaid-SIM-Karten müssen beim bisherigen Anbieter auf Ihren Namen registriert sein.',
          'Stimmt eine Angabe nicht, melden wir uns, damit Sie sie im Kundenbereich korrigieren oder einen anderen Termin wählen können.',
        ],
      },
      {
        id: 'leaving',
        heading: 'Nummer zu einem anderen Anbieter mitnehmen',
        paragraphs: [
          'Ihre Nummer gehört Ihnen: Auch wenn Sie uns verlassen, nehmen Sie sie kostenlos mit. Die Portierung veranlasst Ihr neuer Anbieter.',
        ],
      },
    ],
  }),
  fr: ({ market }) => ({
    title: 'Portabilité : gardez votre numéro en changeant d’opérateur',
    intro:
      'Vous pouvez emporter gratuitement votre numéro de mobile chez nous. Nous organisons le changement avec votre ancien opérateur – deux SMS suffisent.',
    sections: [
      {
        id: 'steps',
        heading: 'Comment ça marche',
        paragraphs: [],
        steps: [
          'Envoyez un SMS au 503 depuis le numéro que vous voulez garder. Vous recevez les informations de portabilité : durée restante et éventuels frais de votre ancien contrat.',
          'Commandez votre abonnement et choisissez « Conserver mon numéro ». Indiquez votre numéro, votre ancien opérateur, ainsi que votre nom et le type de contrat exactement comme dans l’ancien contrat.',
          'Envoyez un SMS au 499 depuis le même numéro pour donner votre accord à la portabilité.',
          'Nous confirmons la date de portabilité par e-mail et SMS. Vous suivez l’état dans l’espace client.',
        ],
      },
      {
        id: 'porting-day',
        heading: 'Le jour de la portabilité',
        paragraphs: [
          'Nous transférons votre numéro tôt le matin. Vous pouvez brièvement ne plus avoir de réseau ; à 8 h 00 au plus tard, vous êtes joignable à votre numéro avec votre nouvelle carte SIM. Insérez la nouvelle carte SIM ou activez votre eSIM ce matin-là.',
          OLD_CONTRACT.fr[market],
        ],
      },
      {
        id: 'avoid-delays',
        heading: 'Éviter les retards',
        paragraphs: [],
        list: [
          'Vos prénom et nom doivent correspondre exactement à l’ancien contrat – pour un contrat d’entreprise, la raison sociale aussi.',
          'Le type de contrat (abonnement, prépayé ou entreprise) doit être le même que chez votre ancien opérateur.',
          'Les cartes SIM prépayées doivent être enregistrées à votre nom chez votre ancien opérateur.',
          'Si une information ne correspond pas, nous vous prévenons pour que vous puissiez la corriger ou choisir une autre date dans l’espace client.',
        ],
      },
      {
        id: 'leaving',
        heading: 'Emporter votre numéro ailleurs',
        paragraphs: [
          'Votre numéro vous appartient : si vous nous quittez, vous l’emportez aussi gratuitement. C’est votre nouvel opérateur qui demande la portabilité.',
        ],
      },
    ],
  }),
  it: ({ market }) => ({
    title: 'Portabilità: porta con te il tuo numero',
    intro:
      'Puoi portare da noi il tuo numero di cellulare gratuitamente. Al passaggio con il tuo operatore precedente pensiamo noi: ti bastano due SMS.',
    sections: [
      {
        id: 'steps',
        heading: 'Come funziona',
        paragraphs: [],
        steps: [
          'Invia un SMS al 503 dal numero che vuoi mantenere. Ricevi le informazioni sulla portabilità: durata residua ed eventuali costi del vecchio contratto.',
          'Ordina la tua tariffa e scegli “Mantieni il numero”. Indica numero, operatore precedente, nome e tipo di contratto esattamente come nel vecchio contratto.',
          'Invia un SMS al 499 dallo stesso numero per dare il consenso alla portabilità.',
          'Ti confermiamo la data della portabilità via e-mail e SMS. Lo stato è sempre visibile nell’area clienti.',
        ],
      },
      {
        id: 'porting-day',
        heading: 'Il giorno della portabilità',
        paragraphs: [
          'Trasferiamo il tuo numero la mattina presto. Per poco tempo potresti non avere segnale; al più tardi alle 8:00 sei raggiungibile al tuo numero con la nuova SIM. Inserisci la nuova SIM o attiva la tua eSIM quella mattina.',
          OLD_CONTRACT.it[market],
        ],
      },
      {
        id: 'avoid-delays',
        heading: 'Come evitare ritardi',
        paragraphs: [],
        list: [
          'Nome e cognome devono corrispondere esattamente al vecchio contratto – per i contratti aziendali anche la ragione sociale.',
          'Il tipo di contratto (abbonamento, prepagato o business) deve essere lo stesso dell’operatore precedente.',
          'Le SIM prepagate devono essere intestate a te presso l’operatore precedente.',
          'Se un dato non corrisponde ti avvisiamo, così puoi correggerlo o scegliere un’altra data nell’area clienti.',
        ],
      },
      {
        id: 'leaving',
        heading: 'Portare il numero altrove',
        paragraphs: ['Il numero è tuo: anche se ci lasci, lo porti con te gratuitamente. La portabilità la richiede il nuovo operatore.'],
      },
    ],
  }),
};
