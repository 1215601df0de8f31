import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = { basis: string; facts: string[]; supervision: string; responsible: string };

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    basis: '§ 5 E-Commerce-Gesetz (ECG), § 14 Unternehmensgesetzbuch (UGB) und § 25 Mediengesetz (MedienG)',
    facts: [
      'Unternehmensgegenstand: elektronische Kommunikationsnetze und -dienste sowie Verkauf von Endgeräten',
      'Mitglied der Wirtschaftskammer Österreich (WKO), Fachverband der Telekommunikations- und Rundfunkunternehmungen',
      'Berufsrecht: Telekommunikationsgesetz 2021 (TKG 2021), abrufbar unter www.ris.bka.gv.at',
    ],
    supervision: 'Wir sind als Anbieter öffentlicher Kommunikationsnetze und -dienste nach § 6 TKG 2021 angezeigt.',
    responsible:
      'Medieninhaber und Herausgeber im Sinne des § 25 MedienG ist die oben genannte Gesellschaft. Die Website informiert über unsere Produkte und Dienste.',
  },
  DE: {
    basis: '§ 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)',
    facts: [],
    supervision:
      'Unsere Tätigkeit als Anbieter öffentlicher Telekommunikationsnetze und -dienste haben wir der Bundesnetzagentur nach § 5 TKG gemeldet.',
    responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Julia Schneider, Anschrift wie oben.',
  },
  CH: {
    basis: 'Art. 3 Abs. 1 lit. s des Bundesgesetzes gegen den unlauteren Wettbewerb (UWG)',
    facts: [],
    supervision: 'Wir sind beim BAKOM als Anbieterin von Fernmeldediensten registriert (Art. 4 Fernmeldegesetz, FMG).',
    responsible: 'Für den Inhalt dieser Website ist die oben genannte Gesellschaft verantwortlich.',
  },
  UK: {
    basis: 'den Electronic Commerce (EC Directive) Regulations 2002 und dem Companies Act 2006',
    facts: ['Eingetragener Sitz: Anschrift wie oben'],
    supervision: 'Wir erbringen elektronische Kommunikationsdienste nach den von Ofcom festgelegten General Conditions of Entitlement.',
    responsible: 'Für den Inhalt dieser Website ist die oben genannte Gesellschaft verantwortlich.',
  },
  IT: {
    basis: 'Art. 7 Decreto legislativo 70/2003 und Art. 2250 des italienischen Zivilgesetzbuchs',
    facts: ['Gesellschaft mit einem einzigen Gesellschafter'],
    supervision:
      'Wir erbringen elektronische Kommunikationsdienste auf Grund einer Allgemeingenehmigung nach dem Kodex für elektronische Kommunikation (Decreto legislativo 259/2003).',
    responsible: 'Für den Inhalt dieser Website ist die oben genannte Gesellschaft verantwortlich.',
  },
};

/** Impressum auf Deutsch (für die Schweiz ohne ß, siehe forMarket). */
export function imprintDe(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const { regulator, disputeBody } = company;
  const vatLabel = marketCode === 'CH' ? 'MWST-Nummer' : marketCode === 'DE' ? 'USt-IdNr.' : 'UID-Nummer';
  return {
    title: 'Impressum',
    intro: `Angaben zum Betreiber dieser Website nach ${m.basis}.`,
    sections: [
      {
        id: 'company',
        heading: 'Unternehmen',
        paragraphs: [company.name, company.address.de],
        list: [
          company.register.de,
          `${vatLabel}: ${company.vatNumber.de}`,
          ...company.management.map((g) => `${g.title.de}: ${g.names.join(', ')}`),
          ...(company.shareCapital ? [`Stammkapital: ${company.shareCapital}`] : []),
          ...m.facts,
        ],
      },
      {
        id: 'contact',
        heading: 'Kontakt',
        paragraphs: ['Unser Kundenservice ist telefonisch und per E-Mail für Sie da:'],
      },
      {
        id: 'supervision',
        heading: 'Aufsichtsbehörde',
        paragraphs: [m.supervision, `${regulator.name.de}, ${regulator.address}, ${regulator.url}`],
      },
      {
        id: 'disputes',
        heading: 'Streitbeilegung',
        paragraphs: [
          `Können wir eine Beschwerde nicht gemeinsam lösen, können Sie sich an die folgende Stelle wenden: ${disputeBody.name.de}, ${disputeBody.address}, ${disputeBody.url}. Wir nehmen an ihren Verfahren teil.`,
        ],
      },
      {
        id: 'responsibility',
        heading: 'Verantwortung für Inhalte',
        paragraphs: [
          m.responsible,
          'Wir prüfen die Inhalte dieser Website sorgfältig. Preise und Angebote gelten wie am Tag Ihrer Bestellung angezeigt. Links auf andere Websites führen zu Inhalten, für die deren Betreiber verantwortlich sind; wir prüfen diese Inhalte, wenn wir einen Link setzen, und entfernen den Link, sobald wir von rechtswidrigen Inhalten erfahren.',
        ],
      },
    ],
  };
}
