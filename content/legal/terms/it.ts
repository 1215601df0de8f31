import { DEFAULT_RATES, ROAMING_LIMIT_RECOMMENDATION, THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, money, vatRate, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = {
  payment: string;
  priceChange: string;
  porting: string;
  withdrawal: string[];
  liability?: string;
  law: string;
  disputes: string;
};

const EU_PRICE_CHANGE =
  'Se aumentiamo i prezzi in un modo non già previsto dal contratto, te lo comunichiamo con almeno un mese di anticipo. Puoi allora recedere dal contratto senza costi con effetto dalla data in cui la modifica entra in vigore.';

const eu14 = (basis: string) => [
  `Se sei un consumatore e hai ordinato online o per telefono, puoi recedere dal contratto entro 14 giorni senza indicarne il motivo (${basis}). Il termine decorre dal giorno della conclusione del contratto; per i dispositivi, dal giorno in cui tu o una persona da te indicata li ricevete.`,
];

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    payment:
      'Puoi pagare con carta di credito, addebito diretto SEPA, bonifico online EPS o su fattura; i dispositivi possono essere pagati anche in un massimo di 24 rate mensili senza interessi tramite il nostro partner finanziario.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'Per conoscere i costi e la durata residua del tuo vecchio contratto, invia un SMS al 503 dalla tua vecchia SIM; per acconsentire alla portabilità, invia un SMS al 499. La portabilità avviene nel giorno lavorativo concordato.',
    withdrawal: eu14('§ 11 della legge austriaca sui contratti a distanza e fuori dei locali commerciali, FAGG'),
    law: 'Si applica il diritto austriaco, con esclusione delle norme di conflitto e della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Se sei un consumatore, conservi la tutela delle norme imperative del paese in cui risiedi abitualmente e puoi essere convenuto solo davanti al giudice del tuo domicilio.',
    disputes:
      'Le controversie sulla fatturazione o sulla qualità del servizio possono essere sottoposte all’organo di conciliazione della RTR dopo un reclamo a noi rimasto senza esito.',
  },
  DE: {
    payment:
      'Puoi pagare con carta di credito, addebito diretto SEPA o su fattura; i dispositivi possono essere pagati anche in un massimo di 24 rate mensili senza interessi tramite il nostro partner finanziario.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'In base alla legge tedesca sulle telecomunicazioni (TKG) puoi portare con te il tuo numero in qualsiasi momento, anche prima della scadenza del vecchio contratto, che prosegue senza il numero fino alla sua fine. L’interruzione del servizio non può superare un giorno lavorativo.',
    withdrawal: eu14('§§ 312g e 355 del codice civile tedesco, BGB'),
    liability:
      'Per i danni patrimoniali non causati intenzionalmente, la nostra responsabilità in quanto fornitore di servizi di telecomunicazione accessibili al pubblico è limitata a 12.500 euro per utente finale (§ 70 TKG).',
    law: 'Si applica il diritto tedesco, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Se sei un consumatore, conservi la tutela delle norme imperative del paese in cui risiedi abitualmente.',
    disputes:
      'Se non riusciamo a risolvere una controversia con te, puoi chiedere una procedura di conciliazione all’organo di conciliazione per i consumatori nelle telecomunicazioni della Bundesnetzagentur (§ 68 TKG). Partecipiamo a tali procedure.',
  },
  CH: {
    payment:
      'Puoi pagare con carta di credito, TWINT o su fattura con QR-fattura; i dispositivi possono essere pagati anche in un massimo di 24 rate mensili senza interessi tramite il nostro partner finanziario.',
    priceChange:
      'Se aumentiamo i prezzi, te lo comunichiamo con almeno un mese di anticipo. Puoi allora disdire senza costi i servizi interessati per la data di entrata in vigore.',
    porting:
      'La portabilità avviene nel giorno lavorativo concordato. Non disdire tu stesso il vecchio contratto: il tuo vecchio operatore lo chiude con la portabilità.',
    withdrawal: [
      'Il diritto svizzero non prevede un diritto di revoca generale per i contratti conclusi online. Concediamo comunque volontariamente ai consumatori un diritto di revoca di 14 giorni alle stesse condizioni dell’UE: il termine decorre dal giorno della conclusione del contratto; per i dispositivi, dal giorno in cui li ricevi.',
    ],
    law: 'Si applica il diritto svizzero, con esclusione della Convenzione delle Nazioni Unite sui contratti di compravendita internazionale di merci. Il foro competente è Zurigo; in quanto consumatore puoi agire anche davanti al giudice del tuo domicilio.',
    disputes:
      'Se non riusciamo a risolvere insieme un reclamo, puoi rivolgerti a ombudscom, l’organo di conciliazione per le telecomunicazioni riconosciuto dall’UFCOM.',
  },
  UK: {
    payment:
      'Puoi pagare con carta di debito o di credito o tramite Direct Debit; previa verifica, i dispositivi possono essere pagati anche in un massimo di 24 rate mensili senza interessi tramite il nostro partner di credito.',
    priceChange:
      'Gli aumenti di prezzo previsti durante il contratto ti vengono indicati in sterline e pence prima della sottoscrizione. Se modifichiamo i prezzi in altro modo, te lo comunichiamo con almeno un mese di anticipo e puoi recedere dal contratto senza penali entro 30 giorni dalla nostra comunicazione.',
    porting:
      'Per portare il tuo numero da noi, invia PAC via SMS al 65075 dal tuo telefono attuale e comunicaci il Porting Authorisation Code (PAC) con l’ordine. Per lasciarci, invia PAC al 65075 (per mantenere il numero) o STAC al 75075 (per rinunciarvi); il tuo nuovo operatore si occupa del passaggio, che si conclude entro un giorno lavorativo.',
    withdrawal: [
      'Se sei un consumatore e hai ordinato online o per telefono, puoi annullare il contratto entro 14 giorni senza indicarne il motivo (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013). Il termine decorre dal giorno della conclusione del contratto; per i dispositivi, dal giorno in cui li ricevi.',
    ],
    liability:
      'Nulla nelle presenti condizioni limita la nostra responsabilità per morte o lesioni personali causate da nostra negligenza, per frode o per tutto ciò che per legge non può essere limitato, come i tuoi diritti ai sensi del Consumer Rights Act 2015.',
    law: 'Le presenti condizioni sono regolate dal diritto di Inghilterra e Galles. Se risiedi in Scozia o in Irlanda del Nord, puoi agire anche davanti ai tribunali del luogo in cui vivi e si applica la normativa imperativa a tutela dei consumatori del tuo paese.',
    disputes:
      'Se non sei soddisfatto di come abbiamo gestito il tuo reclamo, o se dopo otto settimane non è ancora risolto, puoi rivolgerti gratuitamente al Communications Ombudsman. Te lo confermiamo per iscritto alla chiusura del reclamo.',
  },
  IT: {
    payment:
      'Puoi pagare con carta di credito, addebito diretto SEPA o su fattura; i dispositivi possono essere pagati anche in un massimo di 24 rate mensili senza interessi tramite il nostro partner finanziario.',
    priceChange:
      'Se modifichiamo le condizioni contrattuali, compresi i prezzi, te lo comunichiamo con almeno 30 giorni di anticipo. Fino all’entrata in vigore della modifica puoi recedere dal contratto o passare a un altro operatore senza penali né costi di disattivazione.',
    porting:
      'Per la portabilità ci serve il numero di serie (ICCID) della SIM del tuo vecchio operatore. Su richiesta, il credito residuo della tua ricaricabile viene trasferito da noi.',
    withdrawal: eu14('artt. 52–59 del Codice del Consumo, d.lgs. 206/2005'),
    law: 'Si applica la legge italiana. Se sei un consumatore, è competente il giudice del luogo di tua residenza o domicilio.',
    disputes:
      'Prima di rivolgerti al giudice è obbligatorio un tentativo di conciliazione. È gratuito e si svolge online sulla piattaforma ConciliaWeb dell’AGCOM e dei CORECOM regionali.',
  },
};

/** Condizioni generali di contratto in italiano. */
export function termsIt(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const price = (amount: number) => money(marketCode, 'it', amount);
  const unitPrice = (amount: number) => money(marketCode, 'it', amount, { unitRate: true });
  return {
    title: `Condizioni generali di contratto di ${company.name}`,
    intro:
      'Queste condizioni si applicano a ogni contratto per servizi mobili, internet e fibra e per dispositivi che concludi con noi nel nostro negozio online, nella nostra app o per telefono. Le abbiamo scritte in un linguaggio semplice; dove la legge ti riconosce più diritti, prevalgono quei diritti.',
    sections: [
      {
        id: 'contract',
        heading: 'Il tuo contratto con noi',
        paragraphs: [
          `La tua controparte contrattuale è ${company.name}, ${company.address.it} («noi»). Forniamo servizi mobili (abbonamenti, SIM ricaricabili e offerte business), internet per la casa su DSL e fibra, IPTV e i dispositivi che vendiamo insieme a questi servizi.`,
          'Prima dell’ordine ti mostriamo una sintesi contrattuale con le caratteristiche principali, i prezzi e la durata dell’offerta; puoi scaricarla anche in PDF da ogni pagina dell’offerta. Il contratto è concluso quando confermiamo il tuo ordine via e-mail, al più tardi con l’attivazione della tua SIM, eSIM o linea.',
          'Devi avere almeno 18 anni e fornire dati corretti. Quando la legge lo richiede, o per proteggere te e noi dalle frodi, verifichiamo la tua identità, ad esempio con un’identità digitale nazionale, tramite la tua banca o con una foto del tuo documento d’identità. Alcune offerte sono riservate ai nuovi clienti; lo indichiamo nell’offerta.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prezzi e fatturazione',
        paragraphs: [
          `I prezzi per i consumatori includono l’IVA all’aliquota di legge (attualmente il ${vatRate(marketCode, 'it')} %). I prezzi per i clienti business sono indicati IVA esclusa, che viene aggiunta in fattura.`,
          'Non ci sono costi di attivazione. Se un’offerta ha una durata minima, è indicata nell’offerta. Il periodo di fatturazione è il mese solare. Nel primo mese il canone e i servizi inclusi sono calcolati in proporzione dal giorno dell’attivazione. Il canone è fatturato in anticipo, l’uso oltre i servizi inclusi a consuntivo.',
          'Per le SIM ricaricabili il costo viene scalato dal credito ogni 30 giorni. Se il credito non basta, l’offerta resta sospesa finché non ricarichi.',
          m.payment,
          'La fattura è disponibile gratuitamente in PDF nell’area clienti, con il dettaglio del traffico su richiesta. Ti chiediamo di contestare una fattura entro tre mesi dal ricevimento.',
          m.priceChange,
        ],
      },
      {
        id: 'activation',
        heading: 'SIM ed eSIM',
        paragraphs: [
          'Ti spediamo la SIM per posta. La eSIM ti viene fornita come codice QR insieme a un codice di attivazione di 6 cifre, che trovi anche nell’area clienti. Conserva con cura il PIN e il PUK di 8 cifre.',
          'Attiva la SIM o la eSIM entro 6 mesi dall’ordine. La fatturazione inizia con l’attivazione, al più tardi 6 mesi dopo l’ordine, anche se fino ad allora non hai attivato la SIM.',
          'In caso di smarrimento o furto della SIM, bloccala subito nell’area clienti o tramite il nostro servizio clienti; non rispondi dei costi generati dopo la tua segnalazione. Una SIM bloccata può essere riattivata solo dal nostro servizio clienti. Una SIM sostitutiva o un nuovo profilo eSIM sono addebitati secondo la tabella dei costi.',
          '5G, VoLTE e chiamate Wi-Fi sono disponibili se la tua offerta li include e il tuo dispositivo li supporta.',
        ],
      },
      {
        id: 'tariff-change',
        heading: 'Cambio di offerta',
        paragraphs: [
          'Puoi passare gratuitamente a un’altra offerta dello stesso tipo (abbonamento, ricaricabile o business) una volta per mese solare nell’area clienti.',
          'La nuova offerta si applica dall’inizio del periodo di fatturazione successivo. I servizi inclusi non utilizzati non passano alla nuova offerta, a meno che la tua offerta preveda il riporto dei dati.',
        ],
      },
      {
        id: 'cost-limits',
        heading: 'Limite di spesa e controllo dei costi',
        paragraphs: [
          `Salvo prezzi diversi previsti dalla tua offerta, l’uso oltre i servizi inclusi costa ${unitPrice(DEFAULT_RATES.perMb)} per MB di dati e ${unitPrice(DEFAULT_RATES.perMinute)} al minuto e per SMS.`,
          'Nell’area clienti puoi impostare un limite di spesa per ogni SIM. Un limite pari a 0 significa che oltre ai servizi inclusi non si può usare nulla. Con un limite superiore a 0, l’uso oltre i servizi inclusi viene addebitato fino a quell’importo.',
          `Al raggiungimento del limite la velocità dei dati scende a ${THROTTLED_SPEED_KBITS} kbit/s e le chiamate e gli SMS a pagamento vengono bloccati fino all’inizio del periodo di fatturazione successivo o finché non aumenti il limite. Ti avvisiamo via SMS all’80 % e al 100 % del limite.`,
          `Per il roaming nei paesi in cui i servizi inclusi della tua offerta non valgono, ti consigliamo un limite di spesa di ${price(ROAMING_LIMIT_RECOMMENDATION)}.`,
        ],
      },
      {
        id: 'porting',
        heading: 'Portabilità del numero',
        paragraphs: [
          'Puoi mantenere il tuo numero di cellulare quando passi a noi e quando ci lasci. Non addebitiamo nulla per la portabilità.',
          `Eseguiamo la portabilità nelle prime ore del mattino del giorno concordato. Il tuo numero è raggiungibile sulla nostra rete al più tardi dalle 8:00; fino ad allora la vecchia SIM può ancora funzionare. ${m.porting}`,
          'Se la portabilità non riesce perché i tuoi dati non corrispondono al vecchio contratto (ad esempio nome o tipo di contratto), ti contattiamo per correggerli o scegliere un’altra data.',
        ],
      },
      {
        id: 'termination',
        heading: 'Durata e recesso',
        paragraphs: [
          'Le offerte mobili possono avere una durata minima di 12 o 24 mesi, indicata nell’offerta. Puoi recedere da un’offerta mobile in qualsiasi momento con un preavviso di un mese per la fine di un periodo di fatturazione, nell’area clienti, via e-mail o per lettera. Un’offerta con durata minima termina al più presto alla sua scadenza.',
          'Le offerte internet e fibra possono avere una durata minima di 12 o 24 mesi, indicata nell’offerta. Trascorsa la durata minima, il contratto prosegue a tempo indeterminato e puoi recedere in qualsiasi momento con un preavviso di un mese.',
          'Possiamo recedere dal contratto con un preavviso di un mese e, per giusta causa, senza preavviso, in particolare se dopo un sollecito con un termine di due settimane sei in ritardo con almeno due canoni mensili, oppure in caso di uso improprio dei servizi.',
          'Dopo il recesso ti rimborsiamo su richiesta il credito residuo. Il tuo numero resta attivo fino alla fine del contratto; se vuoi mantenerlo, portalo prima al tuo nuovo operatore.',
        ],
      },
      {
        id: 'withdrawal',
        heading: 'Diritto di recesso',
        paragraphs: [
          ...m.withdrawal,
          `Per esercitare il diritto, comunica la tua decisione a ${company.name}, ${company.address.it}, con una dichiarazione esplicita, ad esempio per lettera o via e-mail. Puoi usare il modulo tipo contenuto nelle informazioni sul recesso, ma non è obbligatorio. Basta inviare la dichiarazione prima della scadenza del termine.`,
          'Ti rimborsiamo tutti i pagamenti ricevuti, comprese le spese di consegna standard, entro 14 giorni con lo stesso mezzo di pagamento. Restituisci i dispositivi entro 14 giorni; le spese di restituzione sono a nostro carico. Se hai chiesto che il servizio inizi durante il periodo di recesso, paghi un importo proporzionale al servizio fornito fino alla tua comunicazione.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilità',
        paragraphs: [
          'Rispondiamo senza limiti dei danni causati con dolo o colpa grave e dei danni alla persona. In caso di colpa lieve rispondiamo solo della violazione di obblighi contrattuali essenziali e solo per il danno tipico e prevedibile. Restano salve la responsabilità per danno da prodotti difettosi e le altre norme di legge inderogabili.',
          ...(m.liability ? [m.liability] : []),
          'Tieni segreti password, PIN e PUK. Sei responsabile dell’uso della tua SIM da parte delle persone a cui la affidi.',
        ],
      },
      {
        id: 'data-protection',
        heading: 'Protezione dei dati',
        paragraphs: [
          'Trattiamo i tuoi dati personali per eseguire il contratto, per la fatturazione e quando la legge lo richiede. Conserviamo i dati di traffico per 6 mesi, salvo ci servano più a lungo per gestire la contestazione di una fattura. L’informativa sulla privacy spiega i dettagli e i tuoi diritti.',
        ],
      },
      {
        id: 'final',
        heading: 'Disposizioni finali',
        paragraphs: [
          m.law,
          `${m.disputes} Contatto: ${company.disputeBody.name.it}, ${company.disputeBody.address}, ${company.disputeBody.url}.`,
          'Possiamo modificare queste condizioni quando è necessario, ad esempio per un cambiamento della legge. Ti informiamo di ogni modifica con almeno un mese di anticipo; se non è esclusivamente a tuo vantaggio, puoi recedere dal contratto senza costi prima della sua entrata in vigore.',
          'Se una disposizione di queste condizioni fosse invalida, le altre restano valide.',
        ],
      },
      {
        id: 'fees',
        heading: 'Costi',
        paragraphs: [
          'Oltre ai prezzi della tua offerta si applicano i seguenti costi una tantum. Li addebitiamo solo se richiedi la prestazione o causi il costo; puoi dimostrare che non è sorto alcun costo o un costo minore. I prezzi per i consumatori includono l’IVA; i clienti business la pagano in aggiunta.',
        ],
      },
    ],
  };
}
