import type { LegalMarket } from '@/content/legal/text';
import type { MarketLaw, StatementText } from './types';

const LAW: Record<LegalMarket, MarketLaw> = {
  AT: {
    basis:
      'La déclaration suit la loi autrichienne sur l’accessibilité (Barrierefreiheitsgesetz, BaFG), qui s’applique aux services de communications électroniques et aux boutiques en ligne depuis le 28 juin 2025.',
    enforcement: [
      'Si notre réponse ne résout pas le problème, vous pouvez vous adresser au Sozialministeriumservice, l’autorité de surveillance du marché au sens de la loi sur l’accessibilité, qui vérifie si des services comme les nôtres en respectent les exigences.',
      'Si vous vous sentez discriminé·e en raison d’un handicap, la loi fédérale sur l’égalité des personnes handicapées (BGStG) prévoit, avant toute action en justice, une procédure de conciliation auprès du Sozialministeriumservice. Elle est gratuite et ne nécessite pas d’avocat. La Behindertenanwaltschaft (médiateur pour les personnes handicapées) vous conseille.',
    ],
    bodies: [
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Wien, www.sozialministeriumservice.gv.at',
      'Behindertenanwaltschaft, Babenbergerstraße 5/4, 1010 Wien, www.behindertenanwalt.gv.at',
    ],
  },
  DE: {
    basis:
      'La déclaration suit la loi allemande sur le renforcement de l’accessibilité (Barrierefreiheitsstärkungsgesetz, BFSG), qui s’applique aux services de télécommunications et aux boutiques en ligne depuis le 28 juin 2025.',
    enforcement: [
      'Si notre réponse ne résout pas le problème, vous pouvez demander une procédure de conciliation auprès de l’organe de conciliation prévu par la loi sur l’égalité des personnes handicapées (Schlichtungsstelle BGG), compétent aussi pour les litiges relevant du BFSG (§ 34 BFSG). La procédure est gratuite et ne nécessite pas d’avocat.',
      'Vous pouvez aussi demander à l’autorité de surveillance du marché des Länder de vérifier si nos services respectent les exigences du BFSG.',
    ],
    bodies: [
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdebourg, www.mlbf-barrierefrei.de',
    ],
  },
  CH: {
    basis:
      'En tant qu’entreprise privée en Suisse, nous sommes soumis à la loi sur l’égalité pour les handicapés (LHand) : les prestations offertes au public ne doivent pas discriminer les personnes handicapées. Nous appliquons à notre site les mêmes exigences qu’à nos boutiques dans l’UE.',
    enforcement: [
      'Il n’existe pas en Suisse d’organe de conciliation pour les sites web des entreprises privées. En vertu des articles 6 et 8 de la loi sur l’égalité pour les handicapés (LHand), vous pouvez faire valoir une discrimination devant les tribunaux civils ; une audience devant l’autorité cantonale de conciliation a lieu d’abord.',
      'Inclusion Handicap, l’association faîtière des organisations de personnes handicapées, offre un conseil juridique gratuit. Le Bureau fédéral de l’égalité pour les personnes handicapées informe sur vos droits mais ne traite pas les plaintes individuelles.',
    ],
    bodies: [
      'Inclusion Handicap, Mühlemattstrasse 14a, 3007 Berne, www.inclusion-handicap.ch',
      'Bureau fédéral de l’égalité pour les personnes handicapées (BFEH), Inselgasse 1, 3003 Berne, www.edi.admin.ch/bfeh',
    ],
  },
  UK: {
    basis:
      'La déclaration suit l’Equality Act 2010, qui nous oblige à prendre des aménagements raisonnables pour que les client·es handicapé·es puissent utiliser nos services ; le niveau AA des WCAG 2.1 est la référence que nous nous fixons.',
    enforcement: [
      'Si notre réponse ne vous satisfait pas, contactez l’Equality Advisory and Support Service (EASS). Il conseille sur les discriminations au sens de l’Equality Act 2010 et peut vous aider à régler la situation avec nous.',
      'L’Equality and Human Rights Commission (EHRC) est chargée de faire appliquer l’Equality Act 2010.',
    ],
    bodies: [
      'Equality Advisory and Support Service (EASS), FREEPOST EASS HELPLINE FPN6521, téléphone 0808 800 0082, www.equalityadvisoryservice.com',
      'Equality and Human Rights Commission (EHRC), www.equalityhumanrights.com',
    ],
  },
  IT: {
    basis:
      'La déclaration suit la loi 4/2004 (Legge Stanca) modifiée par le décret législatif 82/2022, qui transpose l’Acte européen sur l’accessibilité et s’applique aux services de communications électroniques et aux boutiques en ligne depuis le 28 juin 2025.',
    enforcement: [
      'Si notre réponse ne résout pas le problème, vous pouvez adresser un signalement, au moyen du formulaire de son site, à l’Agence pour l’Italie numérique (AgID), qui contrôle le respect des exigences d’accessibilité des services au sens de la loi 4/2004.',
    ],
    bodies: ['Agenzia per l’Italia Digitale (AgID), Via Liszt 21, 00144 Rome, www.agid.gov.it'],
  },
};

/** Déclaration d’accessibilité en français. */
export const statementFr: StatementText = (market, { company, created, updated, assessed }) => {
  const law = LAW[market];
  return {
    title: 'Déclaration d’accessibilité',
    intro: `${company} veut que chacun puisse trouver, comparer, commander et gérer nos abonnements et nos appareils sur ce site, quelles que soient ses capacités et la technologie qu’il utilise. Cette déclaration décrit le niveau d’accessibilité du site, les obstacles qui subsistent et comment nous joindre.`,
    sections: [
      {
        id: 'scope',
        heading: 'Champ d’application',
        paragraphs: [
          'Cette déclaration s’applique à toute la boutique en ligne de ce marché : pages des abonnements et des appareils, test d’éligibilité à la fibre, panier et commande, espace client, aide, FAQ, pages juridiques et d’information, ainsi que les pages de nos boutiques.',
          'Elle ne couvre pas les pages de nos partenaires de paiement et d’identification qui s’ouvrent pendant la commande, ni nos applications mobiles ; voir « Contenus de tiers » ci-dessous.',
        ],
      },
      {
        id: 'status',
        heading: 'État de conformité',
        paragraphs: [
          `Nous avons évalué le site en ${assessed} selon les Règles pour l’accessibilité des contenus web (WCAG) 2.1, niveau AA, qui sont aussi les exigences de la norme européenne EN 301 549 V3.2.1 pour les contenus web.`,
          'Le site est partiellement conforme aux WCAG 2.1 niveau AA : il en respecte la plupart des exigences ; les exceptions figurent sous « Limites connues ».',
          law.basis,
        ],
      },
      {
        id: 'testing',
        heading: 'Comment nous avons testé',
        paragraphs: ['L’évaluation a combiné des contrôles automatiques et manuels :'],
        list: [
          'Contrôles automatiques avec axe-core selon toutes les règles WCAG 2.1 A et AA, sur chaque type de page et dans chaque langue du marché. Ils sont relancés avant chaque nouvelle version, et une version qui échoue n’est pas publiée.',
          'Utilisation au seul clavier de tous les parcours : trouver et commander un abonnement, test d’éligibilité, connexion et formulaires.',
          'Lecteurs d’écran : NVDA avec Firefox sous Windows, VoiceOver avec Safari sous macOS et iOS, TalkBack avec Chrome sous Android.',
          'Zoom à 200 % et 400 %, espacement du texte augmenté et fenêtre de 320 pixels de large.',
          'Contrastes des textes, des commandes et de l’indicateur de focus.',
        ],
      },
      {
        id: 'limitations',
        heading: 'Limites connues',
        paragraphs: ['Nous connaissons les obstacles suivants et travaillons à les supprimer :'],
        list: [
          'Documents PDF : les descriptions de prestations et listes de prix de nos abonnements ainsi que le formulaire de rétractation sont des fichiers PDF non balisés. Les lecteurs d’écran les lisent donc sans titres ni ordre de lecture défini. Les mêmes informations figurent sur nos pages web, et nous envoyons sur demande tout document dans un format accessible (voir « Documents »).',
          'L’identification par selfie vidéo nécessite une caméra et n’est pas possible sans la vue. Choisissez plutôt l’identification par téléchargement de votre pièce d’identité, par connexion bancaire ou avec l’identité numérique nationale.',
          'La signature pour le portage du numéro se dessine avec le doigt ou la souris. Si vous ne pouvez pas la dessiner, donnez votre accord par SMS au 499 ou demandez l’aide de notre service clientèle.',
          'La carte des pages boutiques est une vue d’ensemble sans détail des rues. Chaque adresse, les horaires et un lien pour calculer l’itinéraire figurent en texte à côté.',
        ],
      },
      {
        id: 'alternatives',
        heading: 'Autres moyens de nous joindre',
        paragraphs: ['Tout ce que vous pouvez faire sur ce site, vous pouvez aussi le faire avec notre service clientèle :'],
        list: [
          'Commander ou changer d’abonnement par téléphone auprès de notre service clientèle.',
          'Vous rendre dans une boutique : chaque page boutique indique l’accès de plain-pied, les boucles magnétiques et les autres équipements.',
          'Nous écrire par e-mail ; nous répondons par écrit.',
          'Demander tout document contractuel en gros caractères, en texte brut ou en PDF accessible.',
        ],
      },
      {
        id: 'keyboard',
        heading: 'Utilisation au clavier',
        paragraphs: [
          'Toutes les fonctions s’utilisent au seul clavier. Sur chaque page, un lien « Aller au contenu » vient en premier ; le focus clavier est toujours visible et suit l’ordre de la page.',
          'Le carrousel d’offres de la page d’accueil a des boutons pour le mettre en pause et passer d’une offre à l’autre, et il ne défile pas tout seul si votre appareil demande de réduire les animations.',
        ],
      },
      {
        id: 'screen-readers',
        heading: 'Lecteurs d’écran',
        paragraphs: [
          'Les pages sont structurées par des titres, des régions et des listes pour que vous puissiez les parcourir rapidement. Chaque champ de formulaire a une étiquette visible ; les indications et les messages d’erreur sont liés à leur champ.',
          'Les changements sur une page sont annoncés : le nombre d’abonnements après filtrage, le résultat du test d’éligibilité et les messages après l’envoi d’un formulaire. Les tableaux de prix et d’horaires ont un titre et des cellules d’en-tête.',
        ],
      },
      {
        id: 'zoom-contrast',
        heading: 'Zoom, taille du texte et contraste',
        paragraphs: [
          'La mise en page s’adapte à la largeur de la fenêtre : les pages peuvent être agrandies à 400 % sans défilement horizontal. Le texte peut être agrandi dans le navigateur sans perte de contenu.',
          'Les textes et les commandes ont un rapport de contraste d’au moins 4,5:1 (3:1 pour les grands textes et les graphiques), et aucune information n’est donnée par la couleur seule.',
        ],
      },
      {
        id: 'motion',
        heading: 'Mouvements et animations',
        paragraphs: [
          'Rien ne clignote sur ce site. Les animations se limitent à de courtes transitions et sont désactivées si votre appareil demande de réduire les animations. Le compte à rebours d’une offre limitée indique les jours restants en texte.',
        ],
      },
      {
        id: 'forms',
        heading: 'Formulaires et messages d’erreur',
        paragraphs: [
          'Les formulaires indiquent les champs facultatifs et le format attendu, par exemple pour les codes postaux et les numéros de téléphone de votre pays.',
          'S’il manque une information ou qu’elle est erronée, une liste des problèmes apparaît en haut du formulaire, chaque message figure aussi à côté de son champ, et tout ce que vous avez saisi est conservé. Les sessions de l’espace client restent ouvertes tant que vous êtes actif·ve.',
        ],
      },
      {
        id: 'documents',
        heading: 'Documents (PDF)',
        paragraphs: [
          'Les documents contractuels, les listes de prix et le formulaire de rétractation sont fournis en PDF. Comme indiqué sous « Limites connues », ils ne sont pas encore balisés.',
          'En attendant, le même contenu est disponible sous forme de page web (détails des abonnements, conditions générales, protection des données), et nous vous envoyons tout document en PDF accessible, en gros caractères ou en texte brut dans les 5 jours ouvrables suivant votre demande.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Contenus de tiers',
        paragraphs: [
          'Pendant la commande, vous pouvez être redirigé·e vers nos prestataires de paiement (carte avec 3-D Secure, paiement par votre banque, paiement échelonné) et d’identification. Leurs pages échappent à notre contrôle ; nous leur demandons leurs déclarations d’accessibilité et privilégions les prestataires conformes aux WCAG 2.1 niveau AA.',
          'Nos profils sur les réseaux sociaux et les avis repris d’autres sites relèvent de l’accessibilité de ces plateformes.',
        ],
      },
      {
        id: 'iptv',
        heading: 'Box IP TV',
        paragraphs: [
          'La box IP TV que nous fournissons satisfait aux exigences d’accessibilité de la norme EN 301 549 V3.2.1 pour le matériel et le logiciel. Elle affiche les sous-titres et diffuse l’audiodescription lorsque la chaîne les propose, et ses menus peuvent s’afficher en grands caractères et à contraste élevé.',
        ],
      },
      {
        id: 'feedback',
        heading: 'Retour d’information et contact',
        paragraphs: [
          'Si vous rencontrez un obstacle sur ce site, avez besoin d’un contenu dans un autre format ou souhaitez nous dire ce qui fonctionne bien, contactez-nous. Indiquez-nous l’adresse de la page et ce qui s’est passé. Voici comment joindre notre service clientèle :',
        ],
      },
      {
        id: 'response-times',
        heading: 'Nos délais de réponse',
        paragraphs: ['Lorsque vous nous signalez un obstacle :'],
        list: [
          'Nous confirmons votre message dans les 2 jours ouvrables.',
          'Dans les 14 jours, nous répondons avec une solution ou avec la date à laquelle nous supprimerons l’obstacle.',
          'Les documents en format accessible sont envoyés dans les 5 jours ouvrables.',
        ],
      },
      {
        id: 'enforcement',
        heading: 'Procédure de recours',
        paragraphs: law.enforcement,
        list: law.bodies,
      },
      {
        id: 'preparation',
        heading: 'Établissement de cette déclaration',
        paragraphs: [
          `Cette déclaration a été établie le ${created}. Elle repose sur l’évaluation de ${assessed} décrite ci-dessus, une auto-évaluation de ${company} appuyée par des contrôles automatiques.`,
        ],
      },
      {
        id: 'dates',
        heading: 'Date et révision',
        paragraphs: [
          `Première publication le ${created} ; dernière mise à jour le ${updated}.`,
          'Nous révisons cette déclaration au moins une fois par an et chaque fois que nous modifions le site de manière importante.',
        ],
      },
      {
        id: 'history',
        heading: 'Historique des versions',
        paragraphs: ['Modifications de cette déclaration :'],
        list: [
          `${created} : première version, après l’évaluation de ${assessed}.`,
          `${updated} : ajout des sections sur la box IP TV et les contenus de tiers ; limites connues mises à jour pour la nouvelle carte d’ensemble des pages boutiques.`,
        ],
      },
    ],
  };
};
