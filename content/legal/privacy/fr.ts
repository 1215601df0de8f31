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

const RGPD = {
  contract: 'art. 6, par. 1, let. b RGPD',
  law: 'art. 6, par. 1, let. c RGPD',
  interest: 'art. 6, par. 1, let. f RGPD',
  consent: 'art. 6, par. 1, let. a RGPD',
};

const EEE_TRANSFERS =
  'Dans la mesure du possible, nous traitons vos données dans l’Espace économique européen. Lorsqu’un prestataire traite des données en dehors de celui-ci, nous garantissons un niveau de protection adéquat, par une décision d’adéquation de la Commission européenne ou par des clauses contractuelles types.';

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    laws: 'le règlement général sur la protection des données (RGPD), la loi autrichienne sur la protection des données (DSG) et la loi sur les télécommunications de 2021 (TKG 2021)',
    bases: RGPD,
    cookieLaw: 'art. 165, al. 3 TKG 2021',
    records:
      'Les pièces contractuelles et comptables sont conservées jusqu’à la fin du contrat, puis pendant 7 ans, comme l’exige le droit fiscal (art. 132 du code fédéral des impôts, BAO).',
    transfers: EEE_TRANSFERS,
  },
  DE: {
    laws: 'le règlement général sur la protection des données (RGPD), la loi fédérale allemande sur la protection des données (BDSG), la loi sur les télécommunications (TKG) et la loi sur la protection des données dans les télécommunications et les services numériques (TDDDG)',
    bases: RGPD,
    cookieLaw: 'art. 25 TDDDG',
    records:
      'Les pièces contractuelles et comptables sont conservées jusqu’à la fin du contrat, puis pendant 10 ans au plus, comme l’exigent le droit commercial et le droit fiscal (art. 257 HGB, art. 147 AO).',
    transfers: EEE_TRANSFERS,
  },
  CH: {
    laws: 'la loi fédérale sur la protection des données (LPD) et la loi sur les télécommunications (LTC) ; lorsque nous proposons des services à des personnes dans l’UE, également le règlement général sur la protection des données (RGPD)',
    bases: {
      contract: 'exécution du contrat',
      law: 'obligation légale',
      interest: 'intérêt légitime prépondérant',
      consent: 'consentement',
    },
    cookieLaw: 'art. 45c LTC',
    records:
      'Les pièces contractuelles et comptables sont conservées jusqu’à la fin du contrat, puis pendant 10 ans, comme l’exige le code des obligations (art. 958f CO).',
    transfers:
      'Dans la mesure du possible, nous traitons vos données en Suisse et dans l’Espace économique européen. Lorsqu’un prestataire traite des données dans un pays qui, selon le Conseil fédéral, n’offre pas une protection adéquate, nous convenons avec lui de clauses contractuelles types.',
  },
  UK: {
    laws: 'le UK General Data Protection Regulation (UK GDPR), le Data Protection Act 2018 et les Privacy and Electronic Communications Regulations 2003 (PECR)',
    bases: {
      contract: 'art. 6, par. 1, let. b UK GDPR',
      law: 'art. 6, par. 1, let. c UK GDPR',
      interest: 'art. 6, par. 1, let. f UK GDPR',
      consent: 'art. 6, par. 1, let. a UK GDPR',
    },
    cookieLaw: 'regulation 6 PECR',
    records:
      'Les pièces contractuelles et comptables sont conservées jusqu’à la fin du contrat, puis pendant 6 ans, comme l’exigent le droit fiscal et les délais de prescription.',
    transfers:
      'Dans la mesure du possible, nous traitons vos données au Royaume-Uni et dans l’Espace économique européen. Lorsqu’un prestataire traite des données ailleurs, nous nous fondons sur les règles britanniques d’adéquation ou sur l’International Data Transfer Agreement.',
  },
  IT: {
    laws: 'le règlement général sur la protection des données (RGPD) et le code italien en matière de protection des données personnelles (décret législatif 196/2003)',
    bases: RGPD,
    cookieLaw: 'art. 122 du code de protection des données personnelles',
    records:
      'Les pièces contractuelles et comptables sont conservées jusqu’à la fin du contrat, puis pendant 10 ans, comme l’exige le code civil (art. 2220 c.c.).',
    transfers: EEE_TRANSFERS,
  },
};

/** Déclaration de protection des données en français. */
export function privacyFr(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const dpa = company.dataProtectionAuthority;
  return {
    title: 'Déclaration de protection des données',
    intro: `Cette déclaration explique quelles données personnelles ${company.name} traite lorsque vous visitez notre site, passez commande chez nous et utilisez nos services, pourquoi nous le faisons et quels sont vos droits. Nous respectons ${m.laws}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Responsable du traitement',
        paragraphs: [
          `Le responsable du traitement est ${company.name}, ${company.address.fr}. Vous pouvez joindre notre délégué à la protection des données à l’adresse ${company.privacyEmail} ou par courrier à la même adresse, avec la mention « Protection des données ».`,
        ],
      },
      {
        id: 'data',
        heading: 'Données que nous traitons',
        paragraphs: ['Nous ne traitons que les données nécessaires aux finalités décrites ci-dessous :'],
        list: [
          'Données contractuelles : nom, adresse, date de naissance, adresse e-mail, numéro de téléphone, numéro de client ; pour les clients professionnels, aussi la raison sociale et le numéro de TVA.',
          'Données d’identification : type et numéro de votre pièce d’identité et résultat de la vérification d’identité, lorsque la loi exige une vérification.',
          'Données de paiement : IBAN ou carte de paiement (les numéros de carte ne sont traités que par notre prestataire de paiement), historique des paiements et rappels.',
          'Données de trafic : numéros appelés, date, heure et durée des appels, SMS envoyés, volume de données et utilisation en itinérance, dans la mesure nécessaire à la facturation.',
          'Données de localisation : uniquement dans la mesure nécessaire pour établir vos appels et connexions de données et pour transmettre votre position aux services d’urgence.',
          'Données du site et de l’application : adresse IP, navigateur, pages consultées et cookies décrits ci-dessous.',
          'Demandes de contact : votre message et les coordonnées que vous nous communiquez.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Finalités et bases juridiques',
        paragraphs: ['Nous utilisons vos données aux fins suivantes, chacune sur la base juridique indiquée :'],
        list: [
          `Fourniture de nos services, livraison des appareils, portage des numéros et service clientèle (${m.bases.contract}).`,
          `Facturation, comptabilité et conservation exigée par le droit fiscal et le droit des télécommunications, y compris les vérifications d’identité prescrites par la loi (${m.bases.law}).`,
          `Prévention de la fraude et des abus, sécurité de notre réseau et de notre site, élimination des dérangements (${m.bases.interest}).`,
          `Information sur nos propres produits similaires par e-mail ou SMS, sauf si vous vous y êtes opposé (${m.bases.interest}) ; toute autre publicité uniquement avec votre consentement (${m.bases.consent}).`,
          `Statistiques de visite avec Matomo, uniquement si vous y avez consenti dans les paramètres des cookies (${m.bases.consent} ; ${m.cookieLaw}).`,
        ],
      },
      {
        id: 'retention',
        heading: 'Durée de conservation',
        paragraphs: [
          'Nous supprimons vos données dès que nous n’en avons plus besoin pour la finalité de leur collecte et qu’aucune loi n’impose de les conserver :',
        ],
        list: [
          'Demandes de contact : 6 mois après le traitement de votre demande.',
          'Données de trafic : 6 mois après la fin de la période de facturation ; plus longtemps uniquement pendant le traitement d’une contestation de facture.',
          m.records,
          'Journaux du serveur du site : 14 jours.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Destinataires de vos données',
        paragraphs: [
          'Nous ne vendons jamais vos données. Nous ne les transmettons que dans la mesure nécessaire aux finalités ci-dessus, à savoir à :',
        ],
        list: [
          'des entreprises de livraison, pour l’envoi des cartes SIM et des appareils ;',
          'des prestataires de paiement et notre partenaire de financement, pour les paiements et les achats à tempérament ;',
          'des prestataires de vérification d’identité ;',
          'd’autres opérateurs de réseau, pour le portage, l’acheminement des appels et l’itinérance ;',
          'des prestataires informatiques qui exploitent et entretiennent nos systèmes pour notre compte et selon nos instructions ;',
          'des sociétés de recouvrement, pour les créances échues ;',
          'des tribunaux et autorités, lorsque la loi nous y oblige.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Transferts à l’étranger',
        paragraphs: [m.transfers],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Notre site n’utilise que les cookies nécessaires à son fonctionnement, par exemple pour votre connexion et votre panier. Les cookies statistiques ne sont déposés qu’après votre accord dans les paramètres des cookies ; vous pouvez y retirer votre consentement à tout moment. Nous n’utilisons pas de cookies marketing. Le tableau indique chaque cookie que le site dépose.',
        ],
      },
      {
        id: 'rights',
        heading: 'Vos droits',
        paragraphs: [
          `Vous pouvez exercer ces droits gratuitement en écrivant à ${company.privacyEmail}. Pour protéger vos données, nous pouvons vous demander de justifier de votre identité.`,
        ],
        list: [
          'obtenir l’accès aux données que nous détenons sur vous et une copie de celles-ci ;',
          'faire rectifier des données inexactes et compléter des données incomplètes ;',
          'faire effacer vos données ou en limiter le traitement ;',
          'recevoir les données que vous nous avez fournies dans un format lisible par machine (portabilité) ;',
          'vous opposer aux traitements fondés sur nos intérêts légitimes et, à tout moment, à la prospection ;',
          'retirer un consentement à tout moment, pour l’avenir.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Droit de réclamation',
        paragraphs: [
          `Si vous estimez que nous traitons vos données de manière illicite, dites-le-nous d’abord afin que nous puissions corriger la situation. Vous avez également le droit d’introduire une réclamation auprès de l’autorité de protection des données : ${dpa.name.fr}, ${dpa.address}, ${dpa.url}.`,
        ],
      },
    ],
  };
}
