import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = {
  /** The laws that require this information. */
  basis: string;
  /** Further company facts the market's law asks for. */
  facts: string[];
  /** How the regulator's supervision is based. */
  supervision: string;
  /** Who is responsible for the website's content. */
  responsible: string;
};

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    basis: 'section 5 of the E-Commerce Act (ECG), section 14 of the Business Code (UGB) and section 25 of the Media Act (MedienG)',
    facts: [
      'Business purpose: electronic communications networks and services and the sale of devices',
      'Member of the Austrian Economic Chamber (WKO), Association of Telecommunications and Broadcasting Companies',
      'Professional law: Telecommunications Act 2021 (TKG 2021), available at www.ris.bka.gv.at',
    ],
    supervision: 'We are registered as a provider of public communications networks and services under section 6 TKG 2021.',
    responsible:
      'Media owner and publisher within the meaning of section 25 MedienG is the company named above. The website informs about our products and services.',
  },
  DE: {
    basis: 'section 5 of the Digital Services Act (DDG) and section 18 of the Interstate Media Treaty (MStV)',
    facts: [],
    supervision:
      'We have notified our activity as a provider of public telecommunications networks and services to the Bundesnetzagentur under section 5 TKG.',
    responsible: 'Responsible for the content under section 18(2) MStV: Julia Schneider, address as above.',
  },
  CH: {
    basis: 'art. 3(1)(s) of the Federal Act against Unfair Competition (UCA)',
    facts: [],
    supervision: 'We are registered with OFCOM as a provider of telecommunications services (art. 4 of the Telecommunications Act, TCA).',
    responsible: 'The company named above is responsible for the content of this website.',
  },
  UK: {
    basis: 'the Electronic Commerce (EC Directive) Regulations 2002 and the Companies Act 2006',
    facts: ['Registered office: address as above'],
    supervision: 'We provide electronic communications services under the General Conditions of Entitlement set by Ofcom.',
    responsible: 'The company named above is responsible for the content of this website.',
  },
  IT: {
    basis: 'art. 7 of Legislative Decree 70/2003 and art. 2250 of the Italian Civil Code',
    facts: ['Sole shareholder company'],
    supervision:
      'We provide electronic communications services under a general authorisation pursuant to the Electronic Communications Code (Legislative Decree 259/2003).',
    responsible: 'The company named above is responsible for the content of this website.',
  },
};

/** Imprint in English. */
export function imprintEn(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const { regulator, disputeBody } = company;
  return {
    title: 'Imprint',
    intro: `Information about the operator of this website under ${m.basis}.`,
    sections: [
      {
        id: 'company',
        heading: 'Company',
        paragraphs: [company.name, company.address.en],
        list: [
          company.register.en,
          `VAT number: ${company.vatNumber.en}`,
          ...company.management.map((g) => `${g.title.en}: ${g.names.join(', ')}`),
          ...(company.shareCapital ? [`Share capital: ${company.shareCapital}`] : []),
          ...m.facts,
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Our customer service is there for you by phone and by e-mail:'],
      },
      {
        id: 'supervision',
        heading: 'Supervisory authority',
        paragraphs: [m.supervision, `${regulator.name.en}, ${regulator.address}, ${regulator.url}`],
      },
      {
        id: 'disputes',
        heading: 'Dispute resolution',
        paragraphs: [
          `If we cannot resolve a complaint together, you can turn to ${disputeBody.name.en}, ${disputeBody.address}, ${disputeBody.url}. We take part in its procedures.`,
        ],
      },
      {
        id: 'responsibility',
        heading: 'Responsibility for content',
        paragraphs: [
          m.responsible,
          'We check the content of this website carefully. Prices and offers apply as shown on the day of your order. Links to other websites lead to content for which their operators are responsible; we check such content when we set a link and remove the link if we become aware of unlawful content.',
        ],
      },
    ],
  };
}
