import type { SocialTariffTexts } from './types';

export const socialTariffIt: SocialTariffTexts = {
  services: {
    AT: {
      authority: 'ORF-Beitrags Service (OBS), il servizio austriaco del canone radiotelevisivo',
      notice: 'provvedimento di concessione del contributo per le spese telefoniche',
    },
    DE: {
      authority: 'ARD ZDF Deutschlandradio Beitragsservice, il servizio tedesco del canone radiotelevisivo',
      notice: 'provvedimento di esenzione dal canone radiotelevisivo',
    },
  },
  document: ({ tariffName, price, baseFee, authority, notice }) => ({
    title: 'Tariffa sociale',
    intro: `Una tariffa mobile completa a prezzo ridotto per le famiglie a basso reddito: ${tariffName} a ${price} al mese.`,
    sections: [
      {
        id: 'tariff',
        heading: 'La tariffa',
        paragraphs: [
          `${tariffName} costa ${price} al mese con un ${notice} positivo di ${authority}.`,
          `Senza provvedimento, o quando il tuo provvedimento è scaduto, il canone base è di ${baseFee} al mese. Non ci sono vincoli di durata né costi di attivazione.`,
        ],
      },
      {
        id: 'eligibility',
        heading: 'Chi può richiederla',
        paragraphs: [
          `Puoi fare richiesta se hai un ${notice} positivo e il reddito netto mensile della tua famiglia rientra nei limiti qui sotto. I limiti valgono dal 2025.`,
          'Il reddito netto comprende le entrate di tutte le persone del nucleo familiare al netto di imposte e contributi: stipendi, pensioni, assegni di mantenimento e altri pagamenti regolari. Il calcolatore ti dice subito se la tua famiglia rientra nel limite.',
        ],
      },
      {
        id: 'notice',
        heading: 'Il provvedimento necessario',
        paragraphs: [
          `Richiedi il ${notice} a ${authority}, che verifica il reddito e il nucleo familiare. Quando lo hai, allegalo alla domanda come PDF o come foto (JPEG o PNG) di massimo 5 MB. Assicurati che ogni pagina sia completa e leggibile.`,
          'Il provvedimento vale finché resta concesso. Inviaci quello nuovo quando il tuo viene rinnovato.',
        ],
      },
      {
        id: 'apply',
        heading: 'Richiesta online',
        paragraphs: [
          'Compila il modulo e allega il provvedimento. Se sei già nostro cliente, indica il tuo numero cliente: passiamo la tua SIM attuale alla tariffa sociale e il tuo numero resta lo stesso.',
        ],
      },
      {
        id: 'afterwards',
        heading: 'Dopo la richiesta',
        paragraphs: ['Ecco cosa succede:'],
        list: [
          'Ti confermiamo via e-mail che la richiesta è arrivata.',
          'Verifichiamo il provvedimento e ti rispondiamo entro 5 giorni lavorativi.',
          'Se il provvedimento è valido, la tariffa sociale si applica dal mese di fatturazione successivo.',
          'Se manca qualcosa, ti diciamo cosa ci serve; la richiesta resta aperta per 30 giorni.',
          `Quando il provvedimento scade, addebitiamo il canone base di ${baseFee} finché non ce ne invii uno nuovo.`,
        ],
      },
    ],
  }),
};
