import { financingPrice } from '@/lib/domain/price';
import type { InfoContext, InfoMarket } from './text';
import type { InfoDocument, InfoLanguage } from './types';

/**
 * Instalment financing (SPEC §9: up to 24 months interest-free, the monthly price is the gross price
 * divided by 24, an unpaid financing order is cancelled after 7 calendar days).
 */
export const FINANCING_CANCEL_DAYS = 7;

/** The device price of the worked example, in the market's currency. */
export const FINANCING_EXAMPLE_PRICE: Record<InfoMarket, number> = { AT: 599, DE: 599, CH: 649, UK: 549, IT: 599 };

const COUNTRY: Record<InfoLanguage, Record<InfoMarket, string>> = {
  en: { AT: 'Austria', DE: 'Germany', CH: 'Switzerland', UK: 'the United Kingdom', IT: 'Italy' },
  de: { AT: 'Österreich', DE: 'Deutschland', CH: 'der Schweiz', UK: 'Großbritannien', IT: 'Italien' },
  fr: { AT: 'en Autriche', DE: 'en Allemagne', CH: 'en Suisse', UK: 'au Royaume-Uni', IT: 'en Italie' },
  it: { AT: 'in Austria', DE: 'in Germania', CH: 'in Svizzera', UK: 'nel Regno Unito', IT: 'in Italia' },
};

function example({ market, money }: InfoContext) {
  const price = FINANCING_EXAMPLE_PRICE[market];
  const { monthly, months } = financingPrice(price);
  return { price: money(price), monthly: money(monthly), months };
}

const days = FINANCING_CANCEL_DAYS;

export const FINANCING: Record<InfoLanguage, (ctx: InfoContext) => InfoDocument> = {
  en: (ctx) => {
    const e = example(ctx);
    return {
      title: 'Pay for your device in instalments',
      intro: `Spread the price of a smartphone, router or repeater over up to ${e.months} months – interest-free and without extra fees.`,
      sections: [
        {
          id: 'steps',
          heading: 'How it works',
          paragraphs: [],
          steps: [
            'Choose a device and add it to your cart, with or without a tariff.',
            'At checkout, choose instalment purchase as the payment method.',
            'You are taken to our financing partner, who checks your details and confirms your instalment plan within a few minutes.',
            'As soon as the financing is confirmed, we ship your device.',
          ],
        },
        {
          id: 'example',
          heading: 'An example',
          paragraphs: [
            `A smartphone costs ${e.price}. Spread over ${e.months} months, you pay ${e.monthly} a month: the price divided by ${e.months}, rounded up to the cent, with no interest or fees on top.`,
          ],
        },
        {
          id: 'conditions',
          heading: 'Conditions',
          paragraphs: [],
          list: [
            `Term of up to ${e.months} months, 0 % interest, no processing fee.`,
            `You must be at least 18 and live in ${COUNTRY.en[ctx.market]}.`,
            `Complete the financing within ${days} calendar days: an instalment order that has not been paid at our financing partner by then is cancelled automatically.`,
            'You can pay off the remaining amount early at any time, free of charge.',
            'The instalments do not depend on your tariff: if you cancel the tariff, open instalments remain due.',
          ],
        },
        {
          id: 'problems',
          heading: 'If something goes wrong',
          paragraphs: [
            `If our financing partner declines the financing, you can choose another payment method or order again. If you interrupted the process, you can continue it from your order confirmation e-mail within ${days} calendar days.`,
          ],
        },
      ],
    };
  },
  de: (ctx) => {
    const e = example(ctx);
    return {
      title: 'Ratenkauf: Ihr neues Gerät in Monatsraten',
      intro: `Verteilen Sie den Preis eines Smartphones, Routers oder Repeaters auf bis zu ${e.months} Monate – zinsfrei und ohne Zusatzgebühren.`,
      sections: [
        {
          id: 'steps',
          heading: 'So funktioniert es',
          paragraphs: [],
          steps: [
            'Wählen Sie ein Gerät und legen Sie es in den Warenkorb, mit oder ohne Tarif.',
            'Wählen Sie bei der Bestellung Ratenkauf als Zahlungsart.',
            'Sie werden zu unserem Finanzierungspartner weitergeleitet, der Ihre Angaben prüft und Ihren Ratenplan in wenigen Minuten bestätigt.',
            'Sobald die Finanzierung bestätigt ist, schicken wir Ihr Gerät los.',
          ],
        },
        {
          id: 'example',
          heading: 'Ein Beispiel',
          paragraphs: [
            `Ein Smartphone kostet ${e.price}. Auf ${e.months} Monate verteilt zahlen Sie ${e.monthly} im Monat: den Preis geteilt durch ${e.months}, auf den Cent aufgerundet, ohne Zinsen oder Gebühren.`,
          ],
        },
        {
          id: 'conditions',
          heading: 'Bedingungen',
          paragraphs: [],
          list: [
            `Laufzeit bis zu ${e.months} Monate, 0 % Zinsen, keine Bearbeitungsgebühr.`,
            `Sie sind mindestens 18 Jahre alt und wohnen in ${COUNTRY.de[ctx.market]}.`,
            `Schließen Sie die Finanzierung innerhalb von ${days} Kalendertagen ab: Eine Ratenkauf-Bestellung, die bis dahin beim Finanzierungspartner nicht bezahlt ist, wird automatisch storniert.`,
            'Den Restbetrag können Sie jederzeit kostenlos vorzeitig begleichen.',
            'Die Raten sind unabhängig von Ihrem Tarif: Kündigen Sie den Tarif, bleiben offene Raten fällig.',
          ],
        },
        {
          id: 'problems',
          heading: 'Wenn etwas nicht klappt',
          paragraphs: [
            `Lehnt unser Finanzierungspartner die Finanzierung ab, können Sie eine andere Zahlungsart wählen oder neu bestellen. Haben Sie den Vorgang unterbrochen, setzen Sie ihn innerhalb von ${days} Kalendertagen über die Bestellbestätigung per E-Mail fort.`,
          ],
        },
      ],
    };
  },
  fr: (ctx) => {
    const e = example(ctx);
    return {
      title: 'Paiement échelonné : votre appareil en mensualités',
      intro: `Répartissez le prix d’un smartphone, d’un routeur ou d’un répéteur sur ${e.months} mois maximum – sans intérêts ni frais supplémentaires.`,
      sections: [
        {
          id: 'steps',
          heading: 'Comment ça marche',
          paragraphs: [],
          steps: [
            'Choisissez un appareil et ajoutez-le au panier, avec ou sans abonnement.',
            'Lors de la commande, choisissez le paiement échelonné comme mode de paiement.',
            'Vous êtes redirigé vers notre partenaire de financement, qui vérifie vos données et confirme votre plan de paiement en quelques minutes.',
            'Dès que le financement est confirmé, nous expédions votre appareil.',
          ],
        },
        {
          id: 'example',
          heading: 'Un exemple',
          paragraphs: [
            `Un smartphone coûte ${e.price}. Réparti sur ${e.months} mois, vous payez ${e.monthly} par mois : le prix divisé par ${e.months}, arrondi au centime supérieur, sans intérêts ni frais.`,
          ],
        },
        {
          id: 'conditions',
          heading: 'Conditions',
          paragraphs: [],
          list: [
            `Durée jusqu’à ${e.months} mois, 0 % d’intérêts, pas de frais de dossier.`,
            `Vous avez au moins 18 ans et habitez ${COUNTRY.fr[ctx.market]}.`,
            `Finalisez le financement dans les ${days} jours calendaires : une commande en paiement échelonné qui n’a pas été réglée d’ici là auprès de notre partenaire est annulée automatiquement.`,
            'Vous pouvez rembourser le solde par anticipation à tout moment et sans frais.',
            'Les mensualités ne dépendent pas de votre abonnement : si vous le résiliez, les mensualités restantes restent dues.',
          ],
        },
        {
          id: 'problems',
          heading: 'En cas de problème',
          paragraphs: [
            `Si notre partenaire refuse le financement, vous pouvez choisir un autre mode de paiement ou commander à nouveau. Si vous avez interrompu la démarche, reprenez-la dans les ${days} jours calendaires depuis l’e-mail de confirmation de commande.`,
          ],
        },
      ],
    };
  },
  it: (ctx) => {
    const e = example(ctx);
    return {
      title: 'Pagamento a rate: il tuo dispositivo in comode rate',
      intro: `Dividi il prezzo di uno smartphone, di un router o di un ripetitore fino a ${e.months} mesi – senza interessi e senza costi aggiuntivi.`,
      sections: [
        {
          id: 'steps',
          heading: 'Come funziona',
          paragraphs: [],
          steps: [
            'Scegli un dispositivo e aggiungilo al carrello, con o senza tariffa.',
            'Al momento dell’ordine scegli il pagamento a rate come metodo di pagamento.',
            'Vieni indirizzato al nostro partner finanziario, che verifica i tuoi dati e conferma il piano di rate in pochi minuti.',
            'Appena il finanziamento è confermato, spediamo il tuo dispositivo.',
          ],
        },
        {
          id: 'example',
          heading: 'Un esempio',
          paragraphs: [
            `Uno smartphone costa ${e.price}. Diviso in ${e.months} mesi, paghi ${e.monthly} al mese: il prezzo diviso per ${e.months}, arrotondato al centesimo superiore, senza interessi né costi.`,
          ],
        },
        {
          id: 'conditions',
          heading: 'Condizioni',
          paragraphs: [],
          list: [
            `Durata fino a ${e.months} mesi, interessi 0 %, nessuna spesa di istruttoria.`,
            `Devi avere almeno 18 anni e risiedere ${COUNTRY.it[ctx.market]}.`,
            `Completa il finanziamento entro ${days} giorni di calendario: un ordine a rate non pagato entro quel termine presso il nostro partner viene annullato automaticamente.`,
            'Puoi saldare in anticipo l’importo residuo in qualsiasi momento, senza costi.',
            'Le rate non dipendono dalla tariffa: se la disdici, le rate residue restano dovute.',
          ],
        },
        {
          id: 'problems',
          heading: 'Se qualcosa va storto',
          paragraphs: [
            `Se il nostro partner rifiuta il finanziamento, puoi scegliere un altro metodo di pagamento o ordinare di nuovo. Se hai interrotto la procedura, riprendila entro ${days} giorni di calendario dall’e-mail di conferma dell’ordine.`,
          ],
        },
      ],
    };
  },
};
