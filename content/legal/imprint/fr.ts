import type { MarketCode } from '@/lib/platform/markets/markets';
import { COMPANIES } from '../companies';
import { legalMarket, type LegalMarket } from '../text';
import type { LegalDocument } from '../types';

type MarketText = { basis: string; facts: string[]; supervision: string; responsible: string };

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    basis:
      'l’art. 5 de la loi autrichienne sur le commerce électronique (ECG), l’art. 14 du code des entreprises (UGB) et l’art. 25 de la loi sur les médias (MedienG)',
    facts: [
      'Objet social : réseaux et services de communications électroniques et vente d’appareils',
      'Membre de la Chambre économique autrichienne (WKO), association des entreprises de télécommunications et de radiodiffusion',
      'Droit professionnel : loi sur les télécommunications de 2021 (TKG 2021), consultable sur www.ris.bka.gv.at',
    ],
    supervision: 'Nous sommes déclarés comme fournisseur de réseaux et de services de communications publics selon l’art. 6 TKG 2021.',
    responsible:
      'Le propriétaire et éditeur du média au sens de l’art. 25 MedienG est la société indiquée ci-dessus. Le site informe sur nos produits et services.',
  },
  DE: {
    basis: 'l’art. 5 de la loi allemande sur les services numériques (DDG) et l’art. 18 du traité inter-Länder sur les médias (MStV)',
    facts: [],
    supervision:
      'Nous avons déclaré notre activité de fournisseur de réseaux et de services de télécommunications publics à la Bundesnetzagentur selon l’art. 5 TKG.',
    responsible: 'Responsable du contenu selon l’art. 18, al. 2 MStV : Julia Schneider, adresse ci-dessus.',
  },
  CH: {
    basis: 'l’art. 3, al. 1, let. s de la loi fédérale contre la concurrence déloyale (LCD)',
    facts: [],
    supervision:
      'Nous sommes enregistrés auprès de l’OFCOM en tant que fournisseur de services de télécommunication (art. 4 de la loi sur les télécommunications, LTC).',
    responsible: 'La société indiquée ci-dessus est responsable du contenu de ce site.',
  },
  UK: {
    basis: 'les Electronic Commerce (EC Directive) Regulations 2002 et le Companies Act 2006',
    facts: ['Siège social : adresse ci-dessus'],
    supervision:
      'Nous fournissons des services de communications électroniques selon les General Conditions of Entitlement fixées par l’Ofcom.',
    responsible: 'La société indiquée ci-dessus est responsable du contenu de ce site.',
  },
  IT: {
    basis: 'l’art. 7 du décret législatif 70/2003 et l’art. 2250 du code civil italien',
    facts: ['Société à associé unique'],
    supervision:
      'Nous fournissons des services de communications électroniques en vertu d’une autorisation générale selon le code des communications électroniques (décret législatif 259/2003).',
    responsible: 'La société indiquée ci-dessus est responsable du contenu de ce site.',
  },
};

/** Mentions légales en français. */
export function imprintFr(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const { regulator, disputeBody } = company;
  return {
    title: 'Mentions légales',
    intro: `Informations sur l’exploitant de ce site selon ${m.basis}.`,
    sections: [
      {
        id: 'company',
        heading: 'Entreprise',
        paragraphs: [company.name, company.address.fr],
        list: [
          company.register.fr,
          `Numéro de TVA : ${company.vatNumber.fr}`,
          ...company.management.map((g) => `${g.title.fr} : ${g.names.join(', ')}`),
          ...(company.shareCapital ? [`Capital social : ${company.shareCapital}`] : []),
          ...m.facts,
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Notre service clientèle est à votre disposition par téléphone et par e-mail :'],
      },
      {
        id: 'supervision',
        heading: 'Autorité de surveillance',
        paragraphs: [m.supervision, `${regulator.name.fr}, ${regulator.address}, ${regulator.url}`],
      },
      {
        id: 'disputes',
        heading: 'Règlement des litiges',
        paragraphs: [
          `Si nous ne parvenons pas à résoudre une réclamation ensemble, vous pouvez vous adresser à : ${disputeBody.name.fr}, ${disputeBody.address}, ${disputeBody.url}. Nous participons à ses procédures.`,
        ],
      },
      {
        id: 'responsibility',
        heading: 'Responsabilité du contenu',
        paragraphs: [
          m.responsible,
          'Nous vérifions soigneusement le contenu de ce site. Les prix et offres s’appliquent tels qu’affichés le jour de votre commande. Les liens vers d’autres sites mènent à des contenus dont leurs exploitants sont responsables ; nous vérifions ces contenus lorsque nous plaçons un lien et supprimons le lien dès que nous avons connaissance d’un contenu illicite.',
        ],
      },
    ],
  };
}
