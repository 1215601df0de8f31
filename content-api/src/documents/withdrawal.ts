/**
 * The withdrawal information with the model withdrawal form (Directive 2011/83/EU, Annex I; UK:
 * Consumer Contracts Regulations 2013, Schedule 3) for a market's company, in four languages.
 * Switzerland has no statutory right of withdrawal for online contracts: the company grants it
 * voluntarily, and the document says so.
 */
import { COMPANIES } from '../../../content/legal/companies';
import type { MarketCode } from '@storefront/markets/markets';
import type { Language } from '../localise';
import type { PdfBlock, PdfDocument } from '../pdf';

type Texts = {
  title: string;
  right: string;
  swiss: string;
  period: string;
  exercise: (to: string) => string;
  deadline: string;
  effects: string;
  refund: string;
  goods: string;
  services: string;
  form: string;
  formNote: string;
  to: (to: string) => string;
  formLines: string[];
  delete: string;
};

const BLANK = '______________________________';

const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Withdrawal information and model withdrawal form',
    right: 'Right of withdrawal',
    swiss:
      'Swiss law does not provide a statutory right of withdrawal for contracts concluded online. We grant you the following right voluntarily.',
    period:
      'You have the right to withdraw from this contract within 14 days without giving any reason. The withdrawal period will expire after 14 days from the day of the conclusion of the contract; for devices, from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods.',
    exercise: (to) =>
      `To exercise the right of withdrawal, you must inform us (${to}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the model withdrawal form below, but it is not obligatory.`,
    deadline:
      'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
    effects: 'Effects of withdrawal',
    refund:
      'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
    goods:
      'We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent back the goods, whichever is the earliest. You shall send back the goods without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal from this contract to us. We will bear the cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
    services:
      'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated to us your withdrawal from this contract, in comparison with the full coverage of the contract.',
    form: 'Model withdrawal form',
    formNote: '(Complete and return this form only if you wish to withdraw from the contract.)',
    to: (to) => `To ${to}:`,
    formLines: [
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*):',
      BLANK,
      `Ordered on (*)/received on (*): ${BLANK}`,
      `Name of consumer(s): ${BLANK}`,
      `Address of consumer(s): ${BLANK}`,
      `Customer number or phone number: ${BLANK}`,
      `Signature of consumer(s) (only if this form is notified on paper): ${BLANK}`,
      `Date: ${BLANK}`,
    ],
    delete: '(*) Delete as appropriate.',
  },
  de: {
    title: 'Widerrufsbelehrung und Muster-Widerrufsformular',
    right: 'Widerrufsrecht',
    swiss:
      'Das Schweizer Recht kennt kein gesetzliches Widerrufsrecht für online abgeschlossene Verträge. Wir räumen Ihnen das folgende Recht freiwillig ein.',
    period:
      'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses; bei Geräten ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat.',
    exercise: (to) =>
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${to}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
    deadline:
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    effects: 'Folgen des Widerrufs',
    refund:
      'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    goods:
      'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist. Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden. Wir tragen die Kosten der Rücksendung. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
    services:
      'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
    form: 'Muster-Widerrufsformular',
    formNote: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    to: (to) => `An ${to}:`,
    formLines: [
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):',
      BLANK,
      `Bestellt am (*)/erhalten am (*): ${BLANK}`,
      `Name des/der Verbraucher(s): ${BLANK}`,
      `Anschrift des/der Verbraucher(s): ${BLANK}`,
      `Kundennummer oder Rufnummer: ${BLANK}`,
      `Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): ${BLANK}`,
      `Datum: ${BLANK}`,
    ],
    delete: '(*) Unzutreffendes streichen.',
  },
  fr: {
    title: 'Informations sur la rétractation et modèle de formulaire de rétractation',
    right: 'Droit de rétractation',
    swiss:
      'Le droit suisse ne prévoit pas de droit de rétractation légal pour les contrats conclus en ligne. Nous vous accordons volontairement le droit suivant.',
    period:
      'Vous avez le droit de vous rétracter du présent contrat sans donner de motif dans un délai de quatorze jours. Le délai de rétractation expire quatorze jours après le jour de la conclusion du contrat ; pour les appareils, après le jour où vous-même, ou un tiers autre que le transporteur et désigné par vous, prenez physiquement possession des biens.',
    exercise: (to) =>
      `Pour exercer le droit de rétractation, vous devez nous notifier (${to}) votre décision de rétractation du présent contrat au moyen d’une déclaration dénuée d’ambiguïté (par exemple, lettre envoyée par la poste ou courrier électronique). Vous pouvez utiliser le modèle de formulaire de rétractation ci-dessous, mais ce n’est pas obligatoire.`,
    deadline:
      'Pour que le délai de rétractation soit respecté, il suffit que vous transmettiez votre communication relative à l’exercice du droit de rétractation avant l’expiration du délai de rétractation.',
    effects: 'Effets de la rétractation',
    refund:
      'En cas de rétractation de votre part du présent contrat, nous vous rembourserons tous les paiements reçus de vous, y compris les frais de livraison (à l’exception des frais supplémentaires découlant du fait que vous avez choisi, le cas échéant, un mode de livraison autre que le mode moins coûteux de livraison standard proposé par nous) sans retard excessif et, en tout état de cause, au plus tard quatorze jours à compter du jour où nous sommes informés de votre décision de rétractation du présent contrat. Nous procéderons au remboursement en utilisant le même moyen de paiement que celui que vous aurez utilisé pour la transaction initiale, sauf si vous convenez expressément d’un moyen différent ; en tout état de cause, ce remboursement n’occasionnera pas de frais pour vous.',
    goods:
      'Nous pouvons différer le remboursement jusqu’à ce que nous ayons reçu le bien ou jusqu’à ce que vous ayez fourni une preuve d’expédition du bien, la date retenue étant celle du premier de ces faits. Vous devrez renvoyer le bien sans retard excessif et, en tout état de cause, au plus tard quatorze jours après que vous nous aurez communiqué votre décision de rétractation. Nous prenons en charge les frais de renvoi du bien. Votre responsabilité n’est engagée qu’à l’égard de la dépréciation du bien résultant de manipulations autres que celles nécessaires pour établir la nature, les caractéristiques et le bon fonctionnement de ce bien.',
    services:
      'Si vous avez demandé de commencer la prestation de services pendant le délai de rétractation, vous devrez nous payer un montant proportionnel à ce qui vous a été fourni jusqu’au moment où vous nous avez informés de votre rétractation du présent contrat, par rapport à l’ensemble des prestations prévues par le contrat.',
    form: 'Modèle de formulaire de rétractation',
    formNote: '(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)',
    to: (to) => `À l’attention de ${to} :`,
    formLines: [
      'Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
      BLANK,
      `Commandé le (*)/reçu le (*) : ${BLANK}`,
      `Nom du (des) consommateur(s) : ${BLANK}`,
      `Adresse du (des) consommateur(s) : ${BLANK}`,
      `Numéro de client ou de téléphone : ${BLANK}`,
      `Signature du (des) consommateur(s) (uniquement en cas de notification sur papier) : ${BLANK}`,
      `Date : ${BLANK}`,
    ],
    delete: '(*) Rayez la mention inutile.',
  },
  it: {
    title: 'Informazioni sul recesso e modulo di recesso tipo',
    right: 'Diritto di recesso',
    swiss:
      'Il diritto svizzero non prevede un diritto di recesso legale per i contratti conclusi online. Ti concediamo volontariamente il diritto seguente.',
    period:
      'Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni dal giorno della conclusione del contratto; per i dispositivi, dal giorno in cui tu o un terzo, diverso dal vettore e da te designato, acquisisci il possesso fisico dei beni.',
    exercise: (to) =>
      `Per esercitare il diritto di recesso, sei tenuto a informarci (${to}) della tua decisione di recedere dal presente contratto tramite una dichiarazione esplicita (ad esempio lettera inviata per posta o posta elettronica). A tal fine puoi utilizzare il modulo di recesso tipo riportato sotto, ma non è obbligatorio.`,
    deadline:
      'Per rispettare il termine di recesso, è sufficiente che tu invii la comunicazione relativa all’esercizio del diritto di recesso prima della scadenza del periodo di recesso.',
    effects: 'Effetti del recesso',
    refund:
      'Se recedi dal presente contratto, ti saranno rimborsati tutti i pagamenti che hai effettuato a nostro favore, compresi i costi di consegna (ad eccezione dei costi supplementari derivanti dalla tua eventuale scelta di un tipo di consegna diverso dal tipo meno costoso di consegna standard da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione di recedere dal presente contratto. Detti rimborsi saranno effettuati utilizzando lo stesso mezzo di pagamento da te usato per la transazione iniziale, salvo che tu non abbia espressamente convenuto altrimenti; in ogni caso, non dovrai sostenere alcun costo quale conseguenza di tale rimborso.',
    goods:
      'Il rimborso può essere sospeso fino al ricevimento dei beni oppure fino all’avvenuta dimostrazione da parte tua di aver rispedito i beni, se precedente. Sei pregato di rispedire i beni senza indebiti ritardi e in ogni caso entro 14 giorni dal giorno in cui ci hai comunicato il tuo recesso dal presente contratto. I costi della restituzione dei beni sono a nostro carico. Sei responsabile solo della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilire la natura, le caratteristiche e il funzionamento dei beni.',
    services:
      'Se hai chiesto di iniziare la prestazione di servizi durante il periodo di recesso, sei tenuto a pagarci un importo proporzionale a quanto fornito fino al momento in cui ci hai comunicato il tuo recesso dal presente contratto, rispetto a tutte le prestazioni previste dal contratto.',
    form: 'Modulo di recesso tipo',
    formNote: '(Compilare e restituire il presente modulo solo se si desidera recedere dal contratto.)',
    to: (to) => `Destinatario: ${to}`,
    formLines: [
      'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)/di prestazione del seguente servizio (*):',
      BLANK,
      `Ordinato il (*)/ricevuto il (*): ${BLANK}`,
      `Nome del/dei consumatore(i): ${BLANK}`,
      `Indirizzo del/dei consumatore(i): ${BLANK}`,
      `Numero cliente o di telefono: ${BLANK}`,
      `Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea): ${BLANK}`,
      `Data: ${BLANK}`,
    ],
    delete: '(*) Cancellare la dicitura inutile.',
  },
};

/** UK law says "cancel" where EU law says "withdraw". */
function inUkTerms(text: string): string {
  return text
    .replace(/withdraw from/g, 'cancel')
    .replace(/right of withdrawal/g, 'right to cancel')
    .replace(/Right of withdrawal/g, 'Right to cancel')
    .replace(/withdrawal/g, 'cancellation')
    .replace(/Withdrawal/g, 'Cancellation')
    .replace(/withdraw/g, 'cancel');
}

/** The withdrawal information of a market, addressed to its company and service e-mail. */
export function withdrawalDocument(market: MarketCode, language: Language, email: string | undefined): PdfDocument {
  const company = COMPANIES[market];
  const t = TEXTS[language];
  const to = [company.name, company.address[language], email && `${language === 'de' ? 'E-Mail' : 'e-mail'} ${email}`]
    .filter(Boolean)
    .join(', ');
  const body = (text: string): PdfBlock => ({ text });
  const blocks: PdfBlock[] = [
    { text: t.right, style: 'heading' },
    ...(market === 'CH' ? [body(t.swiss)] : []),
    body(t.period),
    body(t.exercise(to)),
    body(t.deadline),
    { gap: true },
    { text: t.effects, style: 'heading' },
    body(t.refund),
    body(t.goods),
    body(t.services),
    { gap: true },
    { text: t.form, style: 'heading' },
    { text: t.formNote, style: 'small' },
    body(t.to(to)),
    ...t.formLines.map(body),
    { text: t.delete, style: 'small' },
  ];
  const localise = (text: string) => {
    if (market === 'UK' && language === 'en') return inUkTerms(text);
    if (market === 'CH' && language === 'de') return text.replaceAll('ß', 'ss');
    return text;
  };
  return {
    title: localise(t.title),
    author: company.name,
    blocks: blocks.map((b) => ('text' in b ? { ...b, text: localise(b.text) } : b)),
  };
}
