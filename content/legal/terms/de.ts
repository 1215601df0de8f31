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
  'Erhöhen wir Preise auf eine Weise, die nicht bereits im Vertrag vereinbart ist, informieren wir Sie mindestens einen Monat im Voraus. Sie können den Vertrag dann kostenlos zum Zeitpunkt des Inkrafttretens der Änderung kündigen.';

const eu14 = (basis: string) => [
  `Wenn Sie Verbraucherin oder Verbraucher sind und online oder telefonisch bestellt haben, können Sie binnen 14 Tagen ohne Angabe von Gründen vom Vertrag zurücktreten (${basis}). Die Frist beginnt mit dem Tag des Vertragsabschlusses, bei Geräten mit dem Tag, an dem Sie oder eine von Ihnen benannte Person die Ware erhalten.`,
];

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    payment:
      'Sie bezahlen mit Kreditkarte, SEPA-Lastschrift, EPS-Überweisung oder auf Rechnung; Geräte können Sie über unseren Finanzierungspartner auch in bis zu 24 zinsfreien Monatsraten bezahlen.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'Kosten und Restlaufzeit Ihres bisherigen Vertrags erfahren Sie mit einer SMS an 503 von Ihrer alten SIM-Karte; Ihre Zustimmung zur Portierung geben Sie mit einer SMS an 499. Die Portierung erfolgt am vereinbarten Werktag.',
    withdrawal: eu14('§ 11 Fern- und Auswärtsgeschäfte-Gesetz, FAGG'),
    law: 'Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen und des UN-Kaufrechts. Als Verbraucherin oder Verbraucher behalten Sie den Schutz der zwingenden Bestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, und können nur an dem Gericht Ihres Wohnsitzes geklagt werden.',
    disputes:
      'Streitigkeiten über Rechnungen oder die Qualität des Dienstes können Sie bei der Schlichtungsstelle der RTR-GmbH einbringen, wenn Sie sich zuvor erfolglos an uns gewandt haben.',
  },
  DE: {
    payment:
      'Sie bezahlen mit Kreditkarte, SEPA-Lastschrift oder auf Rechnung; Geräte können Sie über unseren Finanzierungspartner auch in bis zu 24 zinsfreien Monatsraten bezahlen.',
    priceChange: EU_PRICE_CHANGE,
    porting:
      'Nach dem Telekommunikationsgesetz (TKG) können Sie Ihre Rufnummer jederzeit mitnehmen, auch vor dem Ende Ihres bisherigen Vertrags; dieser läuft dann ohne die Rufnummer unverändert bis zu seinem Ende weiter. Eine Unterbrechung des Dienstes darf nicht länger als einen Arbeitstag dauern.',
    withdrawal: eu14('§§ 312g, 355 BGB'),
    liability:
      'Für nicht vorsätzlich verursachte Vermögensschäden ist unsere Haftung als Anbieter öffentlich zugänglicher Telekommunikationsdienste auf 12.500 Euro je Endnutzer begrenzt (§ 70 TKG).',
    law: 'Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Als Verbraucherin oder Verbraucher behalten Sie den Schutz der zwingenden Bestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.',
    disputes:
      'Können wir einen Streit nicht mit Ihnen beilegen, können Sie bei der Verbraucherschlichtungsstelle Telekommunikation der Bundesnetzagentur ein Schlichtungsverfahren beantragen (§ 68 TKG). Wir nehmen an solchen Verfahren teil.',
  },
  CH: {
    payment:
      'Sie bezahlen mit Kreditkarte, TWINT oder auf Rechnung mit QR-Rechnung; Geräte können Sie über unseren Finanzierungspartner auch in bis zu 24 zinsfreien Monatsraten bezahlen.',
    priceChange:
      'Erhöhen wir Preise, informieren wir Sie mindestens einen Monat im Voraus. Sie können die betroffenen Dienste dann kostenlos auf den Zeitpunkt des Inkrafttretens kündigen.',
    porting:
      'Die Portierung erfolgt am vereinbarten Arbeitstag. Bitte kündigen Sie Ihren bisherigen Vertrag nicht selbst: Ihr bisheriger Anbieter beendet ihn mit der Portierung.',
    withdrawal: [
      'Das Schweizer Recht kennt kein allgemeines Widerrufsrecht für online abgeschlossene Verträge. Wir räumen Konsumentinnen und Konsumenten dennoch freiwillig ein Widerrufsrecht von 14 Tagen zu denselben Bedingungen wie in der EU ein: Die Frist beginnt mit dem Tag des Vertragsabschlusses, bei Geräten mit dem Tag, an dem Sie die Ware erhalten.',
    ],
    law: 'Es gilt Schweizer Recht unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist Zürich; als Konsumentin oder Konsument können Sie auch am Gericht Ihres Wohnsitzes klagen.',
    disputes:
      'Können wir eine Beanstandung nicht gemeinsam lösen, können Sie sich an ombudscom wenden, die vom BAKOM anerkannte Schlichtungsstelle für Telekommunikation.',
  },
  UK: {
    payment:
      'Sie bezahlen mit Debit- oder Kreditkarte oder per Direct Debit; Geräte können Sie nach Bonitätsprüfung über unseren Kreditpartner auch in bis zu 24 zinsfreien Monatsraten bezahlen.',
    priceChange:
      'Preiserhöhungen während der Vertragslaufzeit nennen wir Ihnen vor Vertragsabschluss in Pfund und Pence. Ändern wir Preise auf andere Weise, informieren wir Sie mindestens einen Monat im Voraus, und Sie können binnen 30 Tagen nach unserer Mitteilung ohne Kündigungsgebühr aus dem Vertrag aussteigen.',
    porting:
      'Um Ihre Nummer zu uns mitzunehmen, senden Sie von Ihrem bisherigen Telefon eine SMS mit PAC an 65075 und geben uns den Porting Authorisation Code (PAC) bei der Bestellung an. Wenn Sie uns verlassen, senden Sie PAC an 65075 (Nummer behalten) oder STAC an 75075 (Nummer aufgeben); Ihr neuer Anbieter veranlasst den Wechsel. Der Wechsel ist binnen eines Arbeitstags abgeschlossen.',
    withdrawal: [
      'Wenn Sie Verbraucherin oder Verbraucher sind und online oder telefonisch bestellt haben, können Sie den Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen (Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013). Die Frist beginnt mit dem Tag des Vertragsabschlusses, bei Geräten mit dem Tag, an dem Sie die Ware erhalten.',
    ],
    liability:
      'Nichts in diesen Bedingungen beschränkt unsere Haftung für Tod oder Körperverletzung durch unsere Fahrlässigkeit, für Betrug oder für anderes, dessen Haftung gesetzlich nicht beschränkt werden kann, etwa Ihre Rechte nach dem Consumer Rights Act 2015.',
    law: 'Es gilt das Recht von England und Wales. Wohnen Sie in Schottland oder Nordirland, können Sie auch vor den Gerichten Ihres Wohnorts klagen, und es gilt das zwingende Verbraucherrecht Ihres Landes.',
    disputes:
      'Sind Sie mit der Bearbeitung Ihrer Beschwerde nicht zufrieden oder ist sie nach acht Wochen noch offen, können Sie sich kostenlos an den Communications Ombudsman wenden. Wir bestätigen Ihnen dies schriftlich, wenn wir Ihre Beschwerde abschließen.',
  },
  IT: {
    payment:
      'Sie bezahlen mit Kreditkarte, SEPA-Lastschrift oder auf Rechnung; Geräte können Sie über unseren Finanzierungspartner auch in bis zu 24 zinsfreien Monatsraten bezahlen.',
    priceChange:
      'Ändern wir Vertragsbedingungen einschließlich der Preise, informieren wir Sie mindestens 30 Tage im Voraus. Sie können dann bis zum Inkrafttreten der Änderung kostenlos vom Vertrag zurücktreten oder zu einem anderen Anbieter wechseln.',
    porting:
      'Für die Portierung benötigen wir die Seriennummer (ICCID) der SIM-Karte Ihres bisherigen Anbieters. Auf Wunsch wird Ihr verbleibendes Prepaid-Guthaben zu uns übertragen.',
    withdrawal: eu14('Art. 52 bis 59 des italienischen Verbrauchergesetzbuchs, Codice del Consumo'),
    law: 'Es gilt italienisches Recht. Als Verbraucherin oder Verbraucher ist das Gericht Ihres Wohnsitzes zuständig.',
    disputes:
      'Vor einer Klage ist ein Schlichtungsversuch vorgeschrieben. Er ist kostenlos und wird online über die Plattform ConciliaWeb der AGCOM und der regionalen CORECOM abgewickelt.',
  },
};

/** Allgemeine Geschäftsbedingungen auf Deutsch (für die Schweiz ohne ß, siehe forMarket). */
export function termsDe(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const price = (amount: number) => money(marketCode, 'de', amount);
  const unitPrice = (amount: number) => money(marketCode, 'de', amount, { unitRate: true });
  return {
    title: `Allgemeine Geschäftsbedingungen der ${company.name}`,
    intro:
      'Diese Bedingungen gelten für alle Verträge über Mobilfunk-, Internet- und Glasfaserdienste und über Geräte, die Sie mit uns im Webshop, in unserer App oder telefonisch abschließen. Wir haben sie in verständlicher Sprache geschrieben; wo Ihnen das Gesetz mehr Rechte gibt, gehen diese Rechte vor.',
    sections: [
      {
        id: 'contract',
        heading: 'Ihr Vertrag mit uns',
        paragraphs: [
          `Ihr Vertragspartner ist die ${company.name}, ${company.address.de} („wir“). Wir erbringen Mobilfunkdienste (Tarife mit monatlicher Rechnung, Prepaid-Wertkarten und Business-Tarife), Internet für zu Hause über DSL und Glasfaser, IP-TV und verkaufen die dazu passenden Geräte.`,
          'Vor Ihrer Bestellung zeigen wir Ihnen eine Vertragszusammenfassung mit den wichtigsten Leistungen, den Preisen und der Laufzeit des Tarifs; Sie können sie auf jeder Tarifseite auch als PDF herunterladen. Der Vertrag kommt zustande, wenn wir Ihre Bestellung per E-Mail bestätigen, spätestens aber mit der Aktivierung Ihrer SIM-Karte, eSIM oder Ihres Anschlusses.',
          'Sie müssen mindestens 18 Jahre alt sein und richtige Angaben machen. Wo das Gesetz es verlangt oder um Sie und uns vor Betrug zu schützen, prüfen wir Ihre Identität, zum Beispiel mit einer staatlichen digitalen Identität, über Ihre Bank oder mit einem Foto Ihres Ausweises. Manche Angebote gelten nur für Neukundinnen und Neukunden; darauf weisen wir beim Angebot hin.',
        ],
      },
      {
        id: 'prices',
        heading: 'Preise und Abrechnung',
        paragraphs: [
          `Preise für Verbraucherinnen und Verbraucher enthalten die gesetzliche Umsatzsteuer (derzeit ${vatRate(marketCode, 'de')} %). Preise für Geschäftskunden verstehen sich ohne Umsatzsteuer, die auf der Rechnung hinzukommt.`,
          'Es gibt kein Aktivierungsentgelt. Hat ein Tarif eine Mindestvertragsdauer, ist sie beim Tarif angegeben. Der Abrechnungszeitraum ist der Kalendermonat. Im ersten Monat werden Grundentgelt und Inklusiveinheiten ab dem Tag der Aktivierung anteilig berechnet. Das Grundentgelt wird im Voraus verrechnet, Nutzung über die Inklusiveinheiten hinaus im Nachhinein.',
          'Bei Prepaid-Wertkarten wird das Entgelt alle 30 Tage von Ihrem Guthaben abgebucht. Reicht das Guthaben nicht, pausiert der Tarif, bis Sie aufladen.',
          m.payment,
          'Ihre Rechnung steht im Kundenbereich kostenlos als PDF bereit, auf Wunsch mit Einzelverbindungsnachweis. Bitte erheben Sie Einwendungen gegen eine Rechnung binnen drei Monaten ab Erhalt.',
          m.priceChange,
        ],
      },
      {
        id: 'activation',
        heading: 'SIM-Karte und eSIM',
        paragraphs: [
          'Ihre SIM-Karte senden wir Ihnen per Post. Eine eSIM erhalten Sie als QR-Code mit einem 6-stelligen Aktivierungscode, den Sie auch im Kundenbereich finden. Bewahren Sie PIN und den 8-stelligen PUK sicher auf.',
          'Bitte aktivieren Sie Ihre SIM-Karte oder eSIM binnen 6 Monaten nach der Bestellung. Die Verrechnung beginnt mit der Aktivierung, spätestens aber 6 Monate nach der Bestellung, auch wenn Sie die SIM bis dahin nicht aktiviert haben.',
          'Geht Ihre SIM-Karte verloren oder wird sie gestohlen, sperren Sie sie bitte sofort im Kundenbereich oder über unsere Service-Hotline; für Entgelte nach Ihrer Meldung haften Sie nicht. Eine gesperrte SIM-Karte kann nur unser Kundenservice wieder entsperren. Eine Ersatz-SIM-Karte oder ein neues eSIM-Profil verrechnen wir laut Entgelttabelle.',
          '5G, VoLTE und WLAN-Telefonie stehen zur Verfügung, wenn Ihr Tarif sie enthält und Ihr Gerät sie unterstützt.',
        ],
      },
      {
        id: 'tariff-change',
        heading: 'Tarifwechsel',
        paragraphs: [
          'Sie können einmal pro Kalendermonat kostenlos im Kundenbereich in einen anderen Tarif derselben Art (Rechnung, Prepaid oder Business) wechseln.',
          'Der neue Tarif gilt ab Beginn des nächsten Abrechnungszeitraums. Nicht verbrauchte Inklusiveinheiten werden nicht in den neuen Tarif übertragen, außer Ihr Tarif enthält eine Datenmitnahme.',
        ],
      },
      {
        id: 'cost-limits',
        heading: 'Kostenbeschränkung und Kostenkontrolle',
        paragraphs: [
          `Sofern Ihr Tarif keine anderen Preise vorsieht, verrechnen wir Nutzung über die Inklusiveinheiten hinaus mit ${unitPrice(DEFAULT_RATES.perMb)} je MB Daten und ${unitPrice(DEFAULT_RATES.perMinute)} je Minute und je SMS.`,
          'Im Kundenbereich können Sie für jede SIM-Karte eine Kostenbeschränkung festlegen. Eine Kostenbeschränkung von 0 bedeutet, dass über die Inklusiveinheiten hinaus nichts genutzt werden kann. Bei einem Betrag über 0 wird Nutzung über die Inklusiveinheiten hinaus bis zu diesem Betrag verrechnet.',
          `Ist die Grenze erreicht, wird die Datengeschwindigkeit auf ${THROTTLED_SPEED_KBITS} kbit/s reduziert, und kostenpflichtige Anrufe und SMS werden gesperrt, bis der nächste Abrechnungszeitraum beginnt oder Sie die Grenze erhöhen. Bei 80 % und 100 % der Grenze informieren wir Sie per SMS.`,
          `Für Roaming in Ländern, in denen die Inklusiveinheiten Ihres Tarifs nicht gelten, empfehlen wir eine Kostenbeschränkung von ${price(ROAMING_LIMIT_RECOMMENDATION)}.`,
        ],
      },
      {
        id: 'porting',
        heading: 'Rufnummernmitnahme',
        paragraphs: [
          'Sie können Ihre Rufnummer behalten, wenn Sie zu uns wechseln und wenn Sie uns verlassen. Wir verrechnen für die Portierung nichts.',
          `Wir führen die Portierung am vereinbarten Tag frühmorgens durch. Ihre Rufnummer ist spätestens ab 8:00 Uhr in unserem Netz erreichbar; bis dahin kann Ihre alte SIM-Karte noch funktionieren. ${m.porting}`,
          'Scheitert die Portierung, weil Ihre Angaben nicht mit Ihrem bisherigen Vertrag übereinstimmen (zum Beispiel Name oder Vertragsart), melden wir uns bei Ihnen, damit Sie die Angaben korrigieren oder einen anderen Termin wählen können.',
        ],
      },
      {
        id: 'termination',
        heading: 'Laufzeit und Kündigung',
        paragraphs: [
          'Mobilfunktarife können eine Mindestvertragsdauer von 12 oder 24 Monaten haben, die beim Tarif angegeben ist. Sie können einen Mobilfunktarif jederzeit mit einer Frist von einem Monat zum Ende eines Abrechnungszeitraums kündigen, im Kundenbereich, per E-Mail oder per Brief; ein Tarif mit Mindestvertragsdauer endet frühestens mit deren Ablauf.',
          'Internet- und Glasfasertarife können eine Mindestvertragsdauer von 12 oder 24 Monaten haben, die beim Tarif angegeben ist. Danach läuft der Vertrag unbefristet weiter, und Sie können ihn jederzeit mit einer Frist von einem Monat kündigen.',
          'Wir können den Vertrag mit einer Frist von einem Monat kündigen und aus wichtigem Grund fristlos, insbesondere wenn Sie nach einer Mahnung mit zweiwöchiger Nachfrist mit mindestens zwei monatlichen Grundentgelten im Rückstand sind oder die Dienste missbräuchlich nutzen.',
          'Nach der Kündigung erstatten wir ein verbleibendes Prepaid-Guthaben auf Wunsch. Ihre Rufnummer bleibt bis zum Vertragsende aktiv; wenn Sie sie behalten möchten, portieren Sie sie vorher zu Ihrem neuen Anbieter.',
        ],
      },
      {
        id: 'withdrawal',
        heading: 'Rücktritts- und Widerrufsrecht',
        paragraphs: [
          ...m.withdrawal,
          `Um dieses Recht auszuüben, teilen Sie der ${company.name}, ${company.address.de}, Ihren Entschluss mit einer eindeutigen Erklärung mit, zum Beispiel per Brief oder E-Mail. Sie können dafür das Muster-Formular in der Widerrufsbelehrung verwenden, müssen es aber nicht. Es genügt, wenn Sie die Erklärung vor Ablauf der Frist absenden.`,
          'Wir erstatten Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Standard-Lieferkosten, binnen 14 Tagen mit demselben Zahlungsmittel. Bitte senden Sie Geräte binnen 14 Tagen zurück; die Kosten der Rücksendung tragen wir. Haben Sie verlangt, dass der Dienst während der Frist beginnt, zahlen Sie einen Betrag, der dem Anteil der bis zu Ihrer Mitteilung erbrachten Leistung entspricht.',
        ],
      },
      {
        id: 'liability',
        heading: 'Haftung',
        paragraphs: [
          'Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, und für Personenschäden. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und nur für den typischen, vorhersehbaren Schaden. Die Haftung nach dem Produkthaftungsgesetz und anderen zwingenden gesetzlichen Bestimmungen bleibt unberührt.',
          ...(m.liability ? [m.liability] : []),
          'Bitte halten Sie Passwörter, PIN und PUK geheim. Für die Nutzung Ihrer SIM-Karte durch Personen, denen Sie sie überlassen, sind Sie verantwortlich.',
        ],
      },
      {
        id: 'data-protection',
        heading: 'Datenschutz',
        paragraphs: [
          'Wir verarbeiten Ihre personenbezogenen Daten, um den Vertrag zu erfüllen, für die Abrechnung und wo das Gesetz es verlangt. Verkehrsdaten speichern wir 6 Monate, außer wir benötigen sie länger, um eine Einwendung gegen eine Rechnung zu klären. Die Einzelheiten und Ihre Rechte erklärt unsere Datenschutzerklärung.',
        ],
      },
      {
        id: 'final',
        heading: 'Schlussbestimmungen',
        paragraphs: [
          m.law,
          `${m.disputes} Kontakt: ${company.disputeBody.name.de}, ${company.disputeBody.address}, ${company.disputeBody.url}.`,
          'Wir können diese Bedingungen ändern, wo das nötig ist, zum Beispiel weil sich das Gesetz ändert. Über jede Änderung informieren wir Sie mindestens einen Monat im Voraus; ist sie nicht ausschließlich zu Ihrem Vorteil, können Sie den Vertrag bis zu ihrem Inkrafttreten kostenlos kündigen.',
          'Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam.',
        ],
      },
      {
        id: 'fees',
        heading: 'Entgelte',
        paragraphs: [
          'Zusätzlich zu den Preisen Ihres Tarifs gelten die folgenden einmaligen Entgelte. Wir verrechnen sie nur, wenn Sie die Leistung verlangen oder die Kosten verursachen; Sie können nachweisen, dass keine oder geringere Kosten entstanden sind. Preise für Verbraucherinnen und Verbraucher enthalten die Umsatzsteuer; Geschäftskunden zahlen sie zusätzlich.',
        ],
      },
    ],
  };
}
