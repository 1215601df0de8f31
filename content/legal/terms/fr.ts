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
  'Si nous augmentons nos prix d’une manière qui n’est pas déjà prévue par le contrat, nous vous en informons au moins un mois à l’avance. Vous pouvez alors résilier le contrat sans frais pour la date d’entrée en vigueur de la modification.';

const eu14 = (basis: string) => [
  `Si vous êtes consommateur et avez commandé en ligne ou par téléphone, vous pouvez vous rétracter du contrat dans un délai de 14 jours sans avoir à motiver votre décision (${basis}). Le délai court à compter du jour de la conclusion du contrat ; pour les appareils, à compter du jour où vous-même ou une personne que vous avez désignée les recevez.`,
];

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    payment:
      'Vous payez par carte de crédit, prélèvement SEPA, virement en ligne EPS ou sur facture ; les appareils peuvent aussi être payés en 24 mensualités au plus, sans intérêts, par l’intermédiaire de notre partenaire de financement.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'Pour connaître les coûts et la durée restante de votre ancien contrat, envoyez un SMS au 503 depuis votre ancienne carte SIM ; pour consentir au portage, envoyez un SMS au 499. Le portage a lieu le jour ouvrable convenu.',
    withdrawal: eu14('art. 11 de la loi autrichienne sur les contrats à distance et hors établissement, FAGG'),
    law: 'Le droit autrichien s’applique, à l’exclusion de ses règles de conflit de lois et de la Convention des Nations Unies sur les contrats de vente internationale de marchandises. Si vous êtes consommateur, vous conservez la protection des dispositions impératives du pays de votre résidence habituelle et ne pouvez être attrait que devant le tribunal de votre domicile.',
    disputes:
      'Les litiges relatifs à la facturation ou à la qualité du service peuvent être soumis à l’organe de conciliation de la RTR après une réclamation restée sans succès auprès de nous.',
  },
  DE: {
    payment:
      'Vous payez par carte de crédit, prélèvement SEPA ou sur facture ; les appareils peuvent aussi être payés en 24 mensualités au plus, sans intérêts, par l’intermédiaire de notre partenaire de financement.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'En vertu de la loi allemande sur les télécommunications (TKG), vous pouvez emporter votre numéro à tout moment, même avant la fin de votre ancien contrat, qui se poursuit alors sans le numéro jusqu’à son terme. L’interruption du service ne peut excéder un jour ouvrable.',
    withdrawal: eu14('art. 312g et 355 du Code civil allemand, BGB'),
    liability:
      'Pour les dommages patrimoniaux qui ne sont pas causés intentionnellement, notre responsabilité en tant que fournisseur de services de télécommunications accessibles au public est limitée à 12 500 euros par utilisateur final (art. 70 TKG).',
    law: 'Le droit allemand s’applique, à l’exclusion de la Convention des Nations Unies sur les contrats de vente internationale de marchandises. Si vous êtes consommateur, vous conservez la protection des dispositions impératives du pays de votre résidence habituelle.',
    disputes:
      'Si nous ne parvenons pas à régler un litige avec vous, vous pouvez demander une procédure de conciliation auprès de l’organe de conciliation des consommateurs en télécommunications de la Bundesnetzagentur (art. 68 TKG). Nous participons à ces procédures.',
  },
  CH: {
    payment:
      'Vous payez par carte de crédit, TWINT ou sur facture avec QR-facture ; les appareils peuvent aussi être payés en 24 mensualités au plus, sans intérêts, par l’intermédiaire de notre partenaire de financement.',
    priceChange:
      'Si nous augmentons nos prix, nous vous en informons au moins un mois à l’avance. Vous pouvez alors résilier sans frais les services concernés pour la date d’entrée en vigueur.',
    porting:
      'Le portage a lieu le jour ouvrable convenu. Ne résiliez pas vous-même votre ancien contrat : votre ancien opérateur y met fin lors du portage.',
    withdrawal: [
      'Le droit suisse ne prévoit pas de droit de rétractation général pour les contrats conclus en ligne. Nous accordons néanmoins volontairement aux consommateurs un droit de rétractation de 14 jours aux mêmes conditions que dans l’UE : le délai court à compter du jour de la conclusion du contrat ; pour les appareils, à compter du jour où vous les recevez.',
    ],
    law: 'Le droit suisse s’applique, à l’exclusion de la Convention des Nations Unies sur les contrats de vente internationale de marchandises. Le for est à Zurich ; en tant que consommateur, vous pouvez aussi agir devant le tribunal de votre domicile.',
    disputes:
      'Si nous ne parvenons pas à résoudre une réclamation ensemble, vous pouvez vous adresser à ombudscom, l’organe de conciliation pour les télécommunications reconnu par l’OFCOM.',
  },
  UK: {
    payment:
      'Vous payez par carte de débit ou de crédit ou par Direct Debit ; sous réserve d’acceptation, les appareils peuvent aussi être payés en 24 mensualités au plus, sans intérêts, par l’intermédiaire de notre partenaire de crédit.',
    priceChange:
      'Les hausses de prix prévues pendant votre contrat vous sont indiquées en livres et en pence avant la souscription. Si nous modifions vos prix d’une autre manière, nous vous en informons au moins un mois à l’avance et vous pouvez quitter le contrat sans frais de résiliation dans les 30 jours suivant notre avis.',
    porting:
      'Pour apporter votre numéro chez nous, envoyez PAC par SMS au 65075 depuis votre téléphone actuel et indiquez-nous le Porting Authorisation Code (PAC) lors de la commande. Pour nous quitter, envoyez PAC au 65075 (pour garder votre numéro) ou STAC au 75075 (pour y renoncer) ; votre nouvel opérateur se charge du changement. Celui-ci est effectué en un jour ouvrable.',
    withdrawal: [
      'Si vous êtes consommateur et avez commandé en ligne ou par téléphone, vous pouvez annuler le contrat dans un délai de 14 jours sans avoir à motiver votre décision (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013). Le délai court à compter du jour de la conclusion du contrat ; pour les appareils, à compter du jour où vous les recevez.',
    ],
    liability:
      'Rien dans les présentes conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, de fraude, ou pour tout ce qui ne peut être limité par la loi, comme vos droits au titre du Consumer Rights Act 2015.',
    law: 'Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles. Si vous résidez en Écosse ou en Irlande du Nord, vous pouvez aussi saisir les tribunaux de votre lieu de résidence, et le droit impératif de la consommation de votre pays s’applique.',
    disputes:
      'Si vous n’êtes pas satisfait du traitement de votre réclamation, ou si elle n’est pas résolue après huit semaines, vous pouvez saisir gratuitement le Communications Ombudsman. Nous vous le confirmons par écrit à la clôture de votre réclamation.',
  },
  IT: {
    payment:
      'Vous payez par carte de crédit, prélèvement SEPA ou sur facture ; les appareils peuvent aussi être payés en 24 mensualités au plus, sans intérêts, par l’intermédiaire de notre partenaire de financement.',
    priceChange:
      'Si nous modifions les conditions contractuelles, y compris les prix, nous vous en informons au moins 30 jours à l’avance. Vous pouvez alors résilier le contrat ou passer à un autre opérateur sans frais jusqu’à l’entrée en vigueur de la modification.',
    porting:
      'Pour le portage, nous avons besoin du numéro de série (ICCID) de la carte SIM de votre ancien opérateur. Sur demande, votre crédit prépayé restant nous est transféré.',
    withdrawal: eu14('art. 52 à 59 du Code de la consommation italien, décret législatif 206/2005'),
    law: 'Le droit italien s’applique. Si vous êtes consommateur, le tribunal de votre lieu de résidence ou de domicile est compétent.',
    disputes:
      'Avant toute action en justice, une tentative de conciliation est obligatoire. Elle est gratuite et se déroule en ligne sur la plateforme ConciliaWeb de l’AGCOM et des CORECOM régionaux.',
  },
};

/** Conditions générales en français. */
export function termsFr(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const price = (amount: number) => money(marketCode, 'fr', amount);
  const unitPrice = (amount: number) => money(marketCode, 'fr', amount, { unitRate: true });
  return {
    title: `Conditions générales de ${company.name}`,
    intro:
      'Les présentes conditions s’appliquent à tout contrat de services mobiles, internet et fibre optique ainsi que d’appareils que vous concluez avec nous dans notre boutique en ligne, dans notre application ou par téléphone. Nous les avons rédigées dans un langage clair ; lorsque la loi vous accorde davantage de droits, ces droits priment.',
    sections: [
      {
        id: 'contract',
        heading: 'Votre contrat avec nous',
        paragraphs: [
          `Votre partenaire contractuel est ${company.name}, ${company.address.fr} (« nous »). Nous fournissons des services mobiles (abonnements, cartes prépayées et offres business), internet à domicile par DSL et fibre optique, la télévision IP et les appareils que nous vendons avec ces services.`,
          'Avant votre commande, nous vous présentons un récapitulatif contractuel indiquant les principales prestations, les prix et la durée de l’abonnement ; vous pouvez aussi le télécharger en PDF sur chaque page d’abonnement. Le contrat est conclu lorsque nous confirmons votre commande par e-mail, au plus tard lors de l’activation de votre carte SIM, de votre eSIM ou de votre raccordement.',
          'Vous devez avoir au moins 18 ans et fournir des informations exactes. Lorsque la loi l’exige, ou pour vous protéger et nous protéger contre la fraude, nous vérifions votre identité, par exemple au moyen d’une identité numérique nationale, d’une identification bancaire ou d’une photo de votre pièce d’identité. Certaines offres sont réservées aux nouveaux clients ; cela est indiqué avec l’offre.',
        ],
      },
      {
        id: 'prices',
        heading: 'Prix et facturation',
        paragraphs: [
          `Les prix pour les consommateurs comprennent la TVA au taux légal (actuellement ${vatRate(marketCode, 'fr')} %). Les prix pour les clients professionnels s’entendent hors TVA, celle-ci étant ajoutée sur la facture.`,
          'Il n’y a pas de frais d’activation. Si un abonnement a une durée minimale, elle est indiquée avec l’abonnement. La période de facturation est le mois civil. Le premier mois, la taxe de base et les unités incluses sont calculées au prorata à partir du jour de l’activation. La taxe de base est facturée d’avance, l’utilisation au-delà des unités incluses à terme échu.',
          'Pour les cartes prépayées, le prix est débité de votre crédit tous les 30 jours. Si votre crédit est insuffisant, l’abonnement est suspendu jusqu’à votre prochaine recharge.',
          m.payment,
          'Votre facture est disponible gratuitement en PDF dans l’espace client, avec un relevé détaillé des communications sur demande. Veuillez contester une facture dans les trois mois suivant sa réception.',
          m.priceChange,
        ],
      },
      {
        id: 'activation',
        heading: 'Carte SIM et eSIM',
        paragraphs: [
          'Nous vous envoyons votre carte SIM par la poste. Une eSIM vous est fournie sous forme de code QR avec un code d’activation à 6 chiffres, que vous trouvez aussi dans l’espace client. Conservez en lieu sûr votre code PIN et votre code PUK à 8 chiffres.',
          'Veuillez activer votre carte SIM ou votre eSIM dans les 6 mois suivant votre commande. La facturation commence à l’activation, au plus tard 6 mois après la commande, même si vous n’avez pas encore activé la SIM.',
          'En cas de perte ou de vol de votre carte SIM, bloquez-la immédiatement dans l’espace client ou via notre ligne de service ; vous ne répondez pas des frais occasionnés après votre signalement. Une carte SIM bloquée ne peut être réactivée que par notre service clientèle. Une carte SIM de remplacement ou un nouveau profil eSIM sont facturés selon le tableau des frais.',
          'La 5G, la VoLTE et les appels Wi-Fi sont disponibles si votre abonnement les comprend et si votre appareil les prend en charge.',
        ],
      },
      {
        id: 'tariff-change',
        heading: 'Changement d’abonnement',
        paragraphs: [
          'Vous pouvez passer gratuitement à un autre abonnement du même type (sur facture, prépayé ou business) une fois par mois civil dans l’espace client.',
          'Le nouvel abonnement s’applique à partir du début de la période de facturation suivante. Les unités incluses non utilisées ne sont pas reportées sur le nouvel abonnement, sauf si votre abonnement comprend le report des données.',
        ],
      },
      {
        id: 'cost-limits',
        heading: 'Limite de coûts et contrôle des coûts',
        paragraphs: [
          `Sauf prix différents prévus par votre abonnement, l’utilisation au-delà des unités incluses est facturée ${unitPrice(DEFAULT_RATES.perMb)} par Mo de données et ${unitPrice(DEFAULT_RATES.perMinute)} par minute et par SMS.`,
          'Dans l’espace client, vous pouvez fixer une limite de coûts pour chaque carte SIM. Une limite de 0 signifie que rien ne peut être utilisé au-delà des unités incluses. Avec une limite supérieure à 0, l’utilisation au-delà des unités incluses est facturée jusqu’à ce montant.',
          `Lorsque la limite est atteinte, le débit des données est réduit à ${THROTTLED_SPEED_KBITS} kbit/s et les appels et SMS payants sont bloqués jusqu’au début de la période de facturation suivante ou jusqu’à ce que vous releviez la limite. Nous vous prévenons par SMS à 80 % et à 100 % de votre limite.`,
          `Pour l’itinérance dans les pays où les unités incluses de votre abonnement ne s’appliquent pas, nous recommandons une limite de coûts de ${price(ROAMING_LIMIT_RECOMMENDATION)}.`,
        ],
      },
      {
        id: 'porting',
        heading: 'Conserver votre numéro',
        paragraphs: [
          'Vous pouvez conserver votre numéro de mobile lorsque vous venez chez nous et lorsque vous nous quittez. Nous ne facturons pas le portage.',
          `Nous effectuons le portage tôt le matin du jour convenu. Votre numéro est joignable sur notre réseau au plus tard à 8 h ; jusque-là, votre ancienne carte SIM peut encore fonctionner. ${m.porting}`,
          'Si le portage échoue parce que vos données ne correspondent pas à votre ancien contrat (par exemple le nom ou le type de contrat), nous vous contactons afin que vous puissiez les corriger ou choisir une autre date.',
        ],
      },
      {
        id: 'termination',
        heading: 'Durée et résiliation',
        paragraphs: [
          'Les abonnements mobiles peuvent avoir une durée minimale de 12 ou 24 mois, indiquée avec l’abonnement. Vous pouvez résilier un abonnement mobile à tout moment moyennant un préavis d’un mois pour la fin d’une période de facturation, dans l’espace client, par e-mail ou par courrier. Un abonnement avec durée minimale prend fin au plus tôt à l’échéance de celle-ci.',
          'Les abonnements internet et fibre optique peuvent avoir une durée minimale de 12 ou 24 mois, indiquée avec l’abonnement. À son échéance, le contrat se poursuit pour une durée indéterminée et vous pouvez le résilier à tout moment moyennant un préavis d’un mois.',
          'Nous pouvons résilier le contrat moyennant un préavis d’un mois, et sans préavis pour juste motif, notamment si, après un rappel vous accordant un délai de deux semaines, vous êtes en retard d’au moins deux taxes de base mensuelles, ou en cas d’utilisation abusive des services.',
          'Après la résiliation, nous remboursons sur demande le crédit prépayé restant. Votre numéro reste actif jusqu’à la fin du contrat ; si vous souhaitez le conserver, portez-le avant cette date chez votre nouvel opérateur.',
        ],
      },
      {
        id: 'withdrawal',
        heading: 'Droit de rétractation',
        paragraphs: [
          ...m.withdrawal,
          `Pour exercer ce droit, informez ${company.name}, ${company.address.fr}, de votre décision au moyen d’une déclaration dénuée d’ambiguïté, par exemple par courrier ou par e-mail. Vous pouvez utiliser le modèle de formulaire figurant dans les informations sur la rétractation, mais ce n’est pas obligatoire. Il suffit d’envoyer votre déclaration avant l’expiration du délai.`,
          'Nous vous remboursons tous les paiements reçus de votre part, y compris les frais de livraison standard, dans un délai de 14 jours, par le même moyen de paiement. Veuillez renvoyer les appareils dans les 14 jours ; nous prenons en charge les frais de retour. Si vous avez demandé que le service commence pendant le délai, vous payez un montant proportionnel au service fourni jusqu’à votre communication.',
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        paragraphs: [
          'Nous répondons sans limitation des dommages causés intentionnellement ou par négligence grave ainsi que des dommages corporels. En cas de négligence légère, nous ne répondons que de la violation d’obligations contractuelles essentielles et seulement du dommage typique et prévisible. La responsabilité du fait des produits et les autres dispositions légales impératives demeurent réservées.',
          ...(m.liability ? [m.liability] : []),
          'Veuillez garder secrets vos mots de passe, code PIN et code PUK. Vous répondez de l’utilisation de votre carte SIM par les personnes à qui vous la confiez.',
        ],
      },
      {
        id: 'data-protection',
        heading: 'Protection des données',
        paragraphs: [
          'Nous traitons vos données personnelles pour exécuter le contrat, pour la facturation et lorsque la loi l’exige. Nous conservons les données de trafic pendant 6 mois, sauf si nous en avons besoin plus longtemps pour traiter une contestation de facture. Notre déclaration de protection des données explique les détails et vos droits.',
        ],
      },
      {
        id: 'final',
        heading: 'Dispositions finales',
        paragraphs: [
          m.law,
          `${m.disputes} Contact : ${company.disputeBody.name.fr}, ${company.disputeBody.address}, ${company.disputeBody.url}.`,
          'Nous pouvons modifier les présentes conditions lorsque cela est nécessaire, par exemple en raison d’un changement de la loi. Nous vous informons de toute modification au moins un mois à l’avance ; si elle n’est pas exclusivement à votre avantage, vous pouvez résilier le contrat sans frais avant son entrée en vigueur.',
          'Si une disposition des présentes conditions devait être invalide, les autres dispositions restent en vigueur.',
        ],
      },
      {
        id: 'fees',
        heading: 'Frais',
        paragraphs: [
          'Les frais uniques suivants s’ajoutent aux prix de votre abonnement. Nous ne les facturons que si vous demandez la prestation ou occasionnez les frais ; vous pouvez prouver qu’aucun frais ou des frais moindres ont été occasionnés. Les prix pour les consommateurs comprennent la TVA ; les clients professionnels la paient en sus.',
        ],
      },
    ],
  };
}
