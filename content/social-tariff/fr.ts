import type { SocialTariffTexts } from './types';

export const socialTariffFr: SocialTariffTexts = {
  services: {
    AT: {
      authority: 'ORF-Beitrags Service (OBS), le service autrichien de la redevance audiovisuelle',
      notice: 'décision accordant l’aide aux frais de téléphone',
    },
    DE: {
      authority: 'ARD ZDF Deutschlandradio Beitragsservice, le service allemand de la redevance audiovisuelle',
      notice: 'décision d’exonération de la redevance audiovisuelle',
    },
  },
  document: ({ tariffName, price, baseFee, authority, notice }) => ({
    title: 'Tarif social',
    intro: `Un abonnement mobile complet à prix réduit pour les ménages à faible revenu : ${tariffName} pour ${price} par mois.`,
    sections: [
      {
        id: 'tariff',
        heading: 'Le tarif',
        paragraphs: [
          `${tariffName} coûte ${price} par mois avec une ${notice} favorable de ${authority}.`,
          `Sans décision, ou dès que votre décision a expiré, l’abonnement de base coûte ${baseFee} par mois. Il n’y a ni durée minimale ni frais d’activation.`,
        ],
      },
      {
        id: 'eligibility',
        heading: 'Qui peut en bénéficier',
        paragraphs: [
          `Vous pouvez faire une demande si vous disposez d’une ${notice} favorable et que le revenu net mensuel de votre ménage ne dépasse pas les limites ci-dessous. Ces limites s’appliquent depuis 2025.`,
          'Le revenu net comprend les revenus de toutes les personnes du ménage après impôts et cotisations sociales : salaires, rentes, pensions alimentaires et autres versements réguliers. Le calculateur vous indique immédiatement si votre ménage respecte sa limite.',
        ],
      },
      {
        id: 'notice',
        heading: 'La décision nécessaire',
        paragraphs: [
          `Demandez la ${notice} à ${authority}, qui vérifie vos revenus et votre ménage. Une fois obtenue, joignez-la à votre demande en PDF ou en photo (JPEG ou PNG) de 5 Mo au maximum. Veillez à ce que chaque page soit complète et lisible.`,
          'La décision est valable aussi longtemps qu’elle est accordée. Envoyez-nous la nouvelle décision dès que la vôtre est renouvelée.',
        ],
      },
      {
        id: 'apply',
        heading: 'Demande en ligne',
        paragraphs: [
          'Remplissez le formulaire et joignez votre décision. Si vous êtes déjà client·e, indiquez votre numéro de client : nous passons votre SIM actuelle au tarif social et vous gardez votre numéro.',
        ],
      },
      {
        id: 'afterwards',
        heading: 'Après votre demande',
        paragraphs: ['Voici la suite :'],
        list: [
          'Nous vous confirmons par e-mail la réception de votre demande.',
          'Nous vérifions votre décision et vous répondons dans les 5 jours ouvrables.',
          'Si la décision est valable, le tarif social s’applique dès le mois de facturation suivant.',
          'S’il manque quelque chose, nous vous disons ce dont nous avons besoin ; votre demande reste ouverte 30 jours.',
          `Lorsque votre décision expire, nous facturons l’abonnement de base de ${baseFee} jusqu’à réception d’une nouvelle décision.`,
        ],
      },
    ],
  }),
};
