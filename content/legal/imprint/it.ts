import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = { basis: string; facts: string[]; supervision: string; responsible: string };

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    basis:
      '§ 5 della legge austriaca sul commercio elettronico (ECG), § 14 del codice delle imprese (UGB) e § 25 della legge sui media (MedienG)',
    facts: [
      'Oggetto sociale: reti e servizi di comunicazione elettronica e vendita di dispositivi',
      'Membro della Camera dell’economia austriaca (WKO), associazione delle imprese di telecomunicazione e radiodiffusione',
      'Normativa di settore: legge sulle telecomunicazioni 2021 (TKG 2021), consultabile su www.ris.bka.gv.at',
    ],
    supervision: 'Siamo notificati come fornitore di reti e servizi di comunicazione pubblici ai sensi del § 6 TKG 2021.',
    responsible:
      'Proprietario ed editore ai sensi del § 25 MedienG è la società sopra indicata. Il sito informa sui nostri prodotti e servizi.',
  },
  DE: {
    basis: '§ 5 della legge tedesca sui servizi digitali (DDG) e § 18 del trattato interstatale sui media (MStV)',
    facts: [],
    supervision:
      'Abbiamo notificato la nostra attività di fornitore di reti e servizi di telecomunicazione pubblici alla Bundesnetzagentur ai sensi del § 5 TKG.',
    responsible: 'Responsabile dei contenuti ai sensi del § 18, comma 2 MStV: Julia Schneider, indirizzo come sopra.',
  },
  CH: {
    basis: 'art. 3 cpv. 1 lett. s della legge federale contro la concorrenza sleale (LCSl)',
    facts: [],
    supervision:
      'Siamo registrati presso l’UFCOM come fornitore di servizi di telecomunicazione (art. 4 della legge sulle telecomunicazioni, LTC).',
    responsible: 'La società sopra indicata è responsabile dei contenuti di questo sito.',
  },
  UK: {
    basis: 'le Electronic Commerce (EC Directive) Regulations 2002 e il Companies Act 2006',
    facts: ['Sede legale: indirizzo come sopra'],
    supervision: 'Forniamo servizi di comunicazione elettronica in base alle General Conditions of Entitlement stabilite da Ofcom.',
    responsible: 'La società sopra indicata è responsabile dei contenuti di questo sito.',
  },
  IT: {
    basis: 'art. 7 del d.lgs. 70/2003 e art. 2250 del Codice civile',
    facts: ['Società a socio unico'],
    supervision:
      'Forniamo servizi di comunicazione elettronica in base ad autorizzazione generale ai sensi del Codice delle comunicazioni elettroniche (d.lgs. 259/2003).',
    responsible: 'La società sopra indicata è responsabile dei contenuti di questo sito.',
  },
};

/** Note legali in italiano. */
export function imprintIt(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const { regulator, disputeBody } = company;
  return {
    title: 'Note legali',
    intro: `Informazioni sul gestore di questo sito ai sensi di ${m.basis}.`,
    sections: [
      {
        id: 'company',
        heading: 'Società',
        paragraphs: [company.name, company.address.it],
        list: [
          company.register.it,
          `Partita IVA: ${company.vatNumber.it}`,
          ...company.management.map((g) => `${g.title.it}: ${g.names.join(', ')}`),
          ...(company.shareCapital ? [`Capitale sociale: ${company.shareCapital}`] : []),
          ...m.facts,
        ],
      },
      {
        id: 'contact',
        heading: 'Contatti',
        paragraphs: ['Il nostro servizio clienti è a tua disposizione per telefono e via e-mail:'],
      },
      {
        id: 'supervision',
        heading: 'Autorità di vigilanza',
        paragraphs: [m.supervision, `${regulator.name.it}, ${regulator.address}, ${regulator.url}`],
      },
      {
        id: 'disputes',
        heading: 'Risoluzione delle controversie',
        paragraphs: [
          `Se non riusciamo a risolvere insieme un reclamo, puoi rivolgerti a: ${disputeBody.name.it}, ${disputeBody.address}, ${disputeBody.url}. Partecipiamo alle sue procedure.`,
        ],
      },
      {
        id: 'responsibility',
        heading: 'Responsabilità per i contenuti',
        paragraphs: [
          m.responsible,
          'Verifichiamo con cura i contenuti di questo sito. Prezzi e offerte valgono come indicati nel giorno del tuo ordine. I link ad altri siti portano a contenuti di cui sono responsabili i rispettivi gestori; verifichiamo tali contenuti quando inseriamo un link e lo rimuoviamo non appena veniamo a conoscenza di contenuti illeciti.',
        ],
      },
    ],
  };
}
