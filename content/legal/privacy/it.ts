import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = {
  laws: string;
  bases: { contract: string; law: string; interest: string; consent: string };
  cookieLaw: string;
  records: string;
  transfers: string;
};

const GDPR = {
  contract: 'art. 6, par. 1, lett. b GDPR',
  law: 'art. 6, par. 1, lett. c GDPR',
  interest: 'art. 6, par. 1, lett. f GDPR',
  consent: 'art. 6, par. 1, lett. a GDPR',
};

const SEE_TRANSFERS =
  'Per quanto possibile trattiamo i tuoi dati nello Spazio economico europeo. Se un fornitore tratta dati al di fuori di esso, garantiamo un livello di protezione adeguato tramite una decisione di adeguatezza della Commissione europea o clausole contrattuali tipo.';

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    laws: 'il Regolamento generale sulla protezione dei dati (GDPR), la legge austriaca sulla protezione dei dati (DSG) e la legge sulle telecomunicazioni 2021 (TKG 2021)',
    bases: GDPR,
    cookieLaw: '§ 165, comma 3 TKG 2021',
    records:
      'I documenti contrattuali e contabili sono conservati fino alla fine del contratto e poi per 7 anni, come richiesto dalla normativa fiscale (§ 132 del codice tributario federale, BAO).',
    transfers: SEE_TRANSFERS,
  },
  DE: {
    laws: 'il Regolamento generale sulla protezione dei dati (GDPR), la legge federale tedesca sulla protezione dei dati (BDSG), la legge sulle telecomunicazioni (TKG) e la legge sulla protezione dei dati nelle telecomunicazioni e nei servizi digitali (TDDDG)',
    bases: GDPR,
    cookieLaw: '§ 25 TDDDG',
    records:
      'I documenti contrattuali e contabili sono conservati fino alla fine del contratto e poi fino a 10 anni, come richiesto dalla normativa commerciale e fiscale (§ 257 HGB, § 147 AO).',
    transfers: SEE_TRANSFERS,
  },
  CH: {
    laws: 'la legge federale sulla protezione dei dati (LPD) e la legge sulle telecomunicazioni (LTC); quando offriamo servizi a persone nell’UE, anche il Regolamento generale sulla protezione dei dati (GDPR)',
    bases: {
      contract: 'esecuzione del contratto',
      law: 'obbligo di legge',
      interest: 'interesse legittimo preponderante',
      consent: 'consenso',
    },
    cookieLaw: 'art. 45c LTC',
    records:
      'I documenti contrattuali e contabili sono conservati fino alla fine del contratto e poi per 10 anni, come richiesto dal Codice delle obbligazioni (art. 958f CO).',
    transfers:
      'Per quanto possibile trattiamo i tuoi dati in Svizzera e nello Spazio economico europeo. Se un fornitore tratta dati in un paese che secondo il Consiglio federale non garantisce una protezione adeguata, concordiamo con lui clausole contrattuali tipo.',
  },
  UK: {
    laws: 'lo UK General Data Protection Regulation (UK GDPR), il Data Protection Act 2018 e le Privacy and Electronic Communications Regulations 2003 (PECR)',
    bases: {
      contract: 'art. 6, par. 1, lett. b UK GDPR',
      law: 'art. 6, par. 1, lett. c UK GDPR',
      interest: 'art. 6, par. 1, lett. f UK GDPR',
      consent: 'art. 6, par. 1, lett. a UK GDPR',
    },
    cookieLaw: 'regulation 6 PECR',
    records:
      'I documenti contrattuali e contabili sono conservati fino alla fine del contratto e poi per 6 anni, come richiesto dalla normativa fiscale e dai termini di prescrizione.',
    transfers:
      'Per quanto possibile trattiamo i tuoi dati nel Regno Unito e nello Spazio economico europeo. Se un fornitore tratta dati altrove, ci basiamo sulle decisioni di adeguatezza britanniche o sull’International Data Transfer Agreement.',
  },
  IT: {
    laws: 'il Regolamento generale sulla protezione dei dati (GDPR) e il Codice in materia di protezione dei dati personali (d.lgs. 196/2003)',
    bases: GDPR,
    cookieLaw: 'art. 122 del Codice privacy',
    records:
      'I documenti contrattuali e contabili sono conservati fino alla fine del contratto e poi per 10 anni, come richiesto dal Codice civile (art. 2220 c.c.).',
    transfers: SEE_TRANSFERS,
  },
};

/** Informativa sulla privacy in italiano. */
export function privacyIt(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const dpa = company.dataProtectionAuthority;
  return {
    title: marketCode === 'CH' ? 'Dichiarazione sulla protezione dei dati' : 'Informativa sulla privacy',
    intro: `Questa informativa spiega quali dati personali tratta ${company.name} quando visiti il nostro sito, ordini da noi e usi i nostri servizi, perché lo facciamo e quali diritti hai. Rispettiamo ${m.laws}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Titolare del trattamento',
        paragraphs: [
          `Il titolare del trattamento è ${company.name}, ${company.address.it}. Puoi contattare il nostro responsabile della protezione dei dati all’indirizzo ${company.privacyEmail} oppure per posta allo stesso indirizzo, con la dicitura «Protezione dei dati».`,
        ],
      },
      {
        id: 'data',
        heading: 'Quali dati trattiamo',
        paragraphs: ['Trattiamo solo i dati che ci servono per le finalità descritte di seguito:'],
        list: [
          'Dati contrattuali: nome, indirizzo, data di nascita, indirizzo e-mail, numero di telefono, numero cliente; per i clienti business anche ragione sociale e partita IVA.',
          'Dati di identificazione: tipo e numero del documento d’identità e risultato della verifica, quando la legge richiede una verifica dell’identità.',
          'Dati di pagamento: IBAN o carta di pagamento (i numeri di carta sono trattati solo dal nostro fornitore di servizi di pagamento), storico dei pagamenti e solleciti.',
          'Dati di traffico: numeri chiamati, data, ora e durata delle chiamate, SMS inviati, volume di dati e uso in roaming, nella misura necessaria per la fatturazione.',
          'Dati di localizzazione: solo nella misura necessaria per instradare chiamate e connessioni dati e per trasmettere la tua posizione ai servizi di emergenza.',
          'Dati del sito e dell’app: indirizzo IP, browser, pagine visitate e i cookie descritti di seguito.',
          'Richieste di contatto: il tuo messaggio e i dati di contatto che ci fornisci.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Finalità e basi giuridiche',
        paragraphs: ['Usiamo i tuoi dati per queste finalità, ciascuna sulla base giuridica indicata:'],
        list: [
          `Fornitura dei nostri servizi, consegna dei dispositivi, portabilità del numero e assistenza clienti (${m.bases.contract}).`,
          `Fatturazione, contabilità e conservazione richiesta dalla normativa fiscale e sulle telecomunicazioni, comprese le verifiche d’identità previste dalla legge (${m.bases.law}).`,
          `Prevenzione di frodi e abusi, sicurezza della nostra rete e del nostro sito, risoluzione dei guasti (${m.bases.interest}).`,
          `Informazioni su nostri prodotti analoghi via e-mail o SMS, salvo tua opposizione (${m.bases.interest}); qualsiasi altra pubblicità solo con il tuo consenso (${m.bases.consent}).`,
          `Statistiche di visita con Matomo, solo se hai acconsentito nelle impostazioni dei cookie (${m.bases.consent}; ${m.cookieLaw}).`,
        ],
      },
      {
        id: 'retention',
        heading: 'Per quanto tempo conserviamo i dati',
        paragraphs: [
          'Cancelliamo i tuoi dati non appena non ci servono più per la finalità per cui li abbiamo raccolti e nessuna legge ne impone la conservazione:',
        ],
        list: [
          'Richieste di contatto: 6 mesi dopo la gestione della tua richiesta.',
          'Dati di traffico: 6 mesi dalla fine del periodo di fatturazione; più a lungo solo finché è in corso la contestazione di una fattura.',
          m.records,
          'Log del server del sito: 14 giorni.',
        ],
      },
      {
        id: 'recipients',
        heading: 'A chi comunichiamo i dati',
        paragraphs: [
          'Non vendiamo mai i tuoi dati. Li comunichiamo solo nella misura necessaria per le finalità indicate, e precisamente a:',
        ],
        list: [
          'corrieri, per la spedizione di SIM e dispositivi;',
          'fornitori di servizi di pagamento e il nostro partner finanziario, per i pagamenti e gli acquisti a rate;',
          'fornitori dei servizi di verifica dell’identità;',
          'altri operatori di rete, per portabilità, instradamento delle chiamate e roaming;',
          'fornitori IT che gestiscono e mantengono i nostri sistemi per nostro conto e secondo le nostre istruzioni;',
          'società di recupero crediti, per i crediti scaduti;',
          'autorità giudiziarie e amministrative, quando la legge ci obbliga.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Trasferimenti all’estero',
        paragraphs: [m.transfers],
      },
      {
        id: 'cookies',
        heading: 'Cookie',
        paragraphs: [
          'Il nostro sito usa solo i cookie necessari al suo funzionamento, ad esempio per l’accesso e il carrello. I cookie statistici vengono impostati solo dopo il tuo consenso nelle impostazioni dei cookie, dove puoi revocarlo in qualsiasi momento. Non usiamo cookie di marketing. La tabella elenca tutti i cookie che il sito imposta.',
        ],
      },
      {
        id: 'rights',
        heading: 'I tuoi diritti',
        paragraphs: [
          `Puoi esercitare questi diritti gratuitamente scrivendo a ${company.privacyEmail}. Per proteggere i tuoi dati, potremmo chiederti di dimostrare la tua identità.`,
        ],
        list: [
          'accedere ai dati che conserviamo su di te e riceverne una copia;',
          'far rettificare i dati inesatti e integrare quelli incompleti;',
          'ottenere la cancellazione dei dati o la limitazione del trattamento;',
          'ricevere i dati che ci hai fornito in un formato leggibile da dispositivo automatico (portabilità);',
          'opporti ai trattamenti basati sui nostri interessi legittimi e, in qualsiasi momento, al marketing diretto;',
          'revocare un consenso in qualsiasi momento, con effetto per il futuro.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Diritto di reclamo',
        paragraphs: [
          `Se ritieni che trattiamo i tuoi dati in modo illecito, dillo prima a noi, così possiamo rimediare. Hai inoltre il diritto di proporre reclamo all’autorità di controllo: ${dpa.name.it}, ${dpa.address}, ${dpa.url}.`,
        ],
      },
    ],
  };
}
