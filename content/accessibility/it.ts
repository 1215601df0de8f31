import type { LegalMarket } from '@/content/legal/text';
import type { MarketLaw, StatementText } from './types';

const LAW: Record<LegalMarket, MarketLaw> = {
  AT: {
    basis:
      'La dichiarazione segue la legge austriaca sull’accessibilità (Barrierefreiheitsgesetz, BaFG), che dal 28 giugno 2025 si applica ai servizi di comunicazione elettronica e ai negozi online.',
    enforcement: [
      'Se la nostra risposta non risolve il problema, puoi rivolgerti al Sozialministeriumservice, l’autorità di vigilanza del mercato ai sensi della legge sull’accessibilità, che verifica se servizi come i nostri ne rispettano i requisiti.',
      'Se ti senti discriminato a causa di una disabilità, la legge federale sulla parità delle persone con disabilità (BGStG) prevede, prima di un’azione in giudizio, una procedura di conciliazione presso il Sozialministeriumservice. È gratuita e non serve un avvocato. La Behindertenanwaltschaft (difensore delle persone con disabilità) ti assiste.',
    ],
    bodies: [
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Vienna, www.sozialministeriumservice.gv.at',
      'Behindertenanwaltschaft, Babenbergerstraße 5/4, 1010 Vienna, www.behindertenanwalt.gv.at',
    ],
  },
  DE: {
    basis:
      'La dichiarazione segue la legge tedesca sul rafforzamento dell’accessibilità (Barrierefreiheitsstärkungsgesetz, BFSG), che dal 28 giugno 2025 si applica ai servizi di telecomunicazione e ai negozi online.',
    enforcement: [
      'Se la nostra risposta non risolve il problema, puoi chiedere una procedura di conciliazione all’organo di conciliazione previsto dalla legge sulla parità delle persone con disabilità (Schlichtungsstelle BGG), competente anche per le controversie ai sensi del BFSG (§ 34 BFSG). La procedura è gratuita e non serve un avvocato.',
      'Puoi anche chiedere all’autorità di vigilanza del mercato dei Länder di verificare se i nostri servizi rispettano i requisiti del BFSG.',
    ],
    bodies: [
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, Mauerstraße 53, 10117 Berlino, www.schlichtungsstelle-bgg.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburgo, www.mlbf-barrierefrei.de',
    ],
  },
  CH: {
    basis:
      'In quanto impresa privata in Svizzera siamo soggetti alla legge sui disabili (LDis): i servizi offerti al pubblico non devono discriminare le persone con disabilità. Applichiamo al nostro sito gli stessi requisiti dei nostri negozi nell’UE.',
    enforcement: [
      'In Svizzera non esiste un organo di conciliazione per i siti web delle imprese private. In base agli articoli 6 e 8 della legge sui disabili (LDis) puoi far valere una discriminazione davanti ai tribunali civili; prima si svolge un’udienza davanti all’autorità cantonale di conciliazione.',
      'Inclusion Handicap, l’associazione mantello delle organizzazioni di persone con disabilità, offre una consulenza legale gratuita. L’Ufficio federale per le pari opportunità delle persone con disabilità informa sui tuoi diritti ma non tratta reclami individuali.',
    ],
    bodies: [
      'Inclusion Handicap, Mühlemattstrasse 14a, 3007 Berna, www.inclusion-handicap.ch',
      'Ufficio federale per le pari opportunità delle persone con disabilità (UFPD), Inselgasse 1, 3003 Berna, www.edi.admin.ch/ufpd',
    ],
  },
  UK: {
    basis:
      'La dichiarazione segue l’Equality Act 2010, che ci obbliga ad adottare accomodamenti ragionevoli perché i clienti con disabilità possano usare i nostri servizi; il livello AA delle WCAG 2.1 è il parametro con cui ci misuriamo.',
    enforcement: [
      'Se la nostra risposta non ti soddisfa, contatta l’Equality Advisory and Support Service (EASS). Offre consulenza sulle discriminazioni ai sensi dell’Equality Act 2010 e può aiutarti a risolvere la questione con noi.',
      'L’applicazione dell’Equality Act 2010 spetta alla Equality and Human Rights Commission (EHRC).',
    ],
    bodies: [
      'Equality Advisory and Support Service (EASS), FREEPOST EASS HELPLINE FPN6521, telefono 0808 800 0082, www.equalityadvisoryservice.com',
      'Equality and Human Rights Commission (EHRC), www.equalityhumanrights.com',
    ],
  },
  IT: {
    basis:
      'La dichiarazione segue la legge 4/2004 (Legge Stanca) come modificata dal decreto legislativo 82/2022, che recepisce l’Atto europeo sull’accessibilità e dal 28 giugno 2025 si applica ai servizi di comunicazione elettronica e ai negozi online.',
    enforcement: [
      'Se la nostra risposta non risolve il problema, puoi inviare una segnalazione all’Agenzia per l’Italia Digitale (AgID), che vigila sul rispetto dei requisiti di accessibilità dei servizi ai sensi della legge 4/2004, tramite il modulo sul suo sito.',
    ],
    bodies: ['Agenzia per l’Italia Digitale (AgID), Via Liszt 21, 00144 Roma, www.agid.gov.it'],
  },
};

/** Dichiarazione di accessibilità in italiano. */
export const statementIt: StatementText = (market, { company, created, updated, assessed }) => {
  const law = LAW[market];
  return {
    title: 'Dichiarazione di accessibilità',
    intro: `${company} vuole che tutti possano trovare, confrontare, ordinare e gestire le nostre tariffe e i nostri dispositivi su questo sito, qualunque siano le loro capacità e la tecnologia che usano. Questa dichiarazione descrive quanto è accessibile il sito, dove ci sono ancora barriere e come contattarci.`,
    sections: [
      {
        id: 'scope',
        heading: 'Ambito di applicazione',
        paragraphs: [
          'Questa dichiarazione vale per l’intero negozio online di questo mercato: pagine delle tariffe e dei dispositivi, verifica della copertura in fibra, carrello e ordine, area clienti, assistenza, FAQ, pagine legali e informative e pagine dei nostri negozi.',
          'Non comprende le pagine dei nostri partner per i pagamenti e l’identificazione che si aprono durante l’ordine, né le nostre app; vedi “Contenuti di terzi” più sotto.',
        ],
      },
      {
        id: 'status',
        heading: 'Stato di conformità',
        paragraphs: [
          `A ${assessed} abbiamo valutato il sito secondo le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.1, livello AA, che sono anche i requisiti della norma europea EN 301 549 V3.2.1 per i contenuti web.`,
          'Il sito è parzialmente conforme alle WCAG 2.1 livello AA: la maggior parte soddisfa i requisiti; le eccezioni sono elencate in “Limiti noti”.',
          law.basis,
        ],
      },
      {
        id: 'testing',
        heading: 'Come abbiamo verificato',
        paragraphs: ['La valutazione ha combinato controlli automatici e manuali:'],
        list: [
          'Controlli automatici con axe-core su tutte le regole WCAG 2.1 A e AA, per ogni tipo di pagina e in ogni lingua del mercato. Vengono ripetuti prima di ogni nuova versione e una versione che non li supera non viene pubblicata.',
          'Uso della sola tastiera in tutti i percorsi: trovare e ordinare una tariffa, verifica della copertura, accesso e moduli.',
          'Lettori di schermo: NVDA con Firefox su Windows, VoiceOver con Safari su macOS e iOS, TalkBack con Chrome su Android.',
          'Ingrandimento al 200 % e al 400 %, spaziatura del testo aumentata e una finestra larga 320 pixel.',
          'Contrasto di testi, comandi e indicatore del focus.',
        ],
      },
      {
        id: 'limitations',
        heading: 'Limiti noti',
        paragraphs: ['Conosciamo queste barriere e stiamo lavorando per eliminarle:'],
        list: [
          'Documenti PDF: le descrizioni del servizio e i listini delle nostre tariffe e il modulo di recesso sono file PDF senza tag, quindi i lettori di schermo li leggono senza titoli e senza un ordine di lettura definito. Le stesse informazioni sono sulle nostre pagine web e su richiesta inviamo ogni documento in formato accessibile (vedi “Documenti”).',
          'L’identificazione tramite selfie video richiede una fotocamera e non è possibile senza la vista. Scegli invece l’identificazione con caricamento del documento, con accesso bancario o con l’identità digitale nazionale.',
          'La firma per la portabilità del numero si traccia con il dito o con il mouse. Se non puoi tracciarla, dai il tuo consenso via SMS al 499 oppure chiedi aiuto al nostro servizio clienti.',
          'La mappa nelle pagine dei negozi è una vista d’insieme senza dettaglio delle strade. Ogni indirizzo, gli orari e un link per calcolare il percorso sono indicati come testo accanto.',
        ],
      },
      {
        id: 'alternatives',
        heading: 'Altri modi per contattarci',
        paragraphs: ['Tutto quello che puoi fare su questo sito puoi farlo anche con il nostro servizio clienti:'],
        list: [
          'Ordinare o cambiare tariffa per telefono con il nostro servizio clienti.',
          'Visitare un negozio: ogni pagina negozio indica l’accesso senza gradini, gli anelli a induzione e le altre dotazioni.',
          'Scriverci via e-mail; rispondiamo per iscritto.',
          'Richiedere qualsiasi documento contrattuale a caratteri grandi, come testo semplice o come PDF accessibile.',
        ],
      },
      {
        id: 'keyboard',
        heading: 'Uso con la tastiera',
        paragraphs: [
          'Tutte le funzioni si possono usare con la sola tastiera. In ogni pagina il primo elemento è il link “Vai al contenuto”; il focus della tastiera è sempre visibile e segue l’ordine della pagina.',
          'Il carosello delle offerte in home page ha pulsanti per metterlo in pausa e per passare da un’offerta all’altra, e non si muove da solo se il dispositivo chiede di ridurre il movimento.',
        ],
      },
      {
        id: 'screen-readers',
        heading: 'Lettori di schermo',
        paragraphs: [
          'Le pagine sono strutturate con titoli, punti di riferimento ed elenchi, per muoversi rapidamente. Ogni campo dei moduli ha un’etichetta visibile; suggerimenti e messaggi di errore sono collegati al loro campo.',
          'I cambiamenti in una pagina vengono annunciati: il numero di tariffe dopo un filtro, l’esito della verifica della copertura e i messaggi dopo l’invio di un modulo. Le tabelle di prezzi e orari hanno una didascalia e celle di intestazione.',
        ],
      },
      {
        id: 'zoom-contrast',
        heading: 'Ingrandimento, dimensione del testo e contrasto',
        paragraphs: [
          'Il layout si adatta alla larghezza della finestra: le pagine si possono ingrandire al 400 % senza scorrere in orizzontale. Il testo si può ingrandire nelle impostazioni del browser senza perdere contenuti.',
          'Testi e comandi hanno un rapporto di contrasto di almeno 4,5:1 (3:1 per testi grandi e grafica) e nessuna informazione è data solo dal colore.',
        ],
      },
      {
        id: 'motion',
        heading: 'Movimento e animazioni',
        paragraphs: [
          'Su questo sito nulla lampeggia. Le animazioni si limitano a brevi transizioni e si disattivano se il dispositivo chiede di ridurre il movimento. Il conto alla rovescia di un’offerta a tempo mostra i giorni rimanenti come testo.',
        ],
      },
      {
        id: 'forms',
        heading: 'Moduli e messaggi di errore',
        paragraphs: [
          'I moduli indicano quali campi sono facoltativi e quale formato si aspettano, ad esempio per i codici postali e i numeri di telefono del tuo Paese.',
          'Se manca qualcosa o un dato è errato, in cima al modulo compare l’elenco dei problemi, ogni messaggio è ripetuto accanto al suo campo e tutto ciò che hai inserito resta. Le sessioni nell’area clienti restano attive finché sei attivo.',
        ],
      },
      {
        id: 'documents',
        heading: 'Documenti (PDF)',
        paragraphs: [
          'Documenti contrattuali, listini e modulo di recesso sono forniti come file PDF. Come indicato in “Limiti noti”, non sono ancora dotati di tag.',
          'Nel frattempo lo stesso contenuto è disponibile come pagina web (dettagli delle tariffe, condizioni generali, privacy) e inviamo ogni documento come PDF accessibile, a caratteri grandi o come testo semplice entro 5 giorni lavorativi dalla richiesta.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Contenuti di terzi',
        paragraphs: [
          'Durante l’ordine potresti essere indirizzato ai nostri fornitori di pagamento (carta con 3-D Secure, pagamento tramite la tua banca, pagamento a rate) e di identificazione. Le loro pagine non dipendono da noi; chiediamo loro la dichiarazione di accessibilità e preferiamo fornitori conformi alle WCAG 2.1 livello AA.',
          'Per i nostri profili sui social network e per le recensioni riprese da altri siti vale l’accessibilità di queste piattaforme.',
        ],
      },
      {
        id: 'iptv',
        heading: 'Decoder IP TV',
        paragraphs: [
          'Il decoder IP TV che forniamo soddisfa i requisiti di accessibilità della norma EN 301 549 V3.2.1 per hardware e software. Mostra i sottotitoli e riproduce l’audiodescrizione quando l’emittente li offre, e i suoi menu si possono visualizzare con caratteri più grandi e a contrasto elevato.',
        ],
      },
      {
        id: 'feedback',
        heading: 'Segnalazioni e contatti',
        paragraphs: [
          'Se incontri una barriera su questo sito, ti serve un contenuto in un altro formato o vuoi dirci cosa funziona bene, contattaci. Indicaci l’indirizzo della pagina e che cosa è successo. Ecco come raggiungere il nostro servizio clienti:',
        ],
      },
      {
        id: 'response-times',
        heading: 'Tempi di risposta',
        paragraphs: ['Quando ci segnali una barriera:'],
        list: [
          'Confermiamo il tuo messaggio entro 2 giorni lavorativi.',
          'Entro 14 giorni rispondiamo con una soluzione o con la data entro cui elimineremo la barriera.',
          'I documenti in formato accessibile vengono inviati entro 5 giorni lavorativi.',
        ],
      },
      {
        id: 'enforcement',
        heading: 'Procedura di attuazione',
        paragraphs: law.enforcement,
        list: law.bodies,
      },
      {
        id: 'preparation',
        heading: 'Redazione della dichiarazione',
        paragraphs: [
          `Questa dichiarazione è stata redatta il ${created}. Si basa sulla valutazione di ${assessed} descritta sopra, un’autovalutazione di ${company} supportata da controlli automatici.`,
        ],
      },
      {
        id: 'dates',
        heading: 'Data e revisione',
        paragraphs: [
          `Prima pubblicazione il ${created}; ultimo aggiornamento il ${updated}.`,
          'Rivediamo questa dichiarazione almeno una volta all’anno e ogni volta che modifichiamo il sito in modo sostanziale.',
        ],
      },
      {
        id: 'history',
        heading: 'Cronologia delle versioni',
        paragraphs: ['Modifiche a questa dichiarazione:'],
        list: [
          `${created}: prima versione, dopo la valutazione di ${assessed}.`,
          `${updated}: aggiunte le sezioni sul decoder IP TV e sui contenuti di terzi; limiti noti aggiornati per la nuova mappa d’insieme nelle pagine dei negozi.`,
        ],
      },
    ],
  };
};
