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

const DSGVO = {
  contract: 'Art. 6 Abs. 1 lit. b DSGVO',
  law: 'Art. 6 Abs. 1 lit. c DSGVO',
  interest: 'Art. 6 Abs. 1 lit. f DSGVO',
  consent: 'Art. 6 Abs. 1 lit. a DSGVO',
};

const EWR_TRANSFERS =
  'Wir verarbeiten Ihre Daten wo immer möglich im Europäischen Wirtschaftsraum. Verarbeitet ein Dienstleister Daten außerhalb davon, stellen wir ein angemessenes Schutzniveau sicher, durch einen Angemessenheitsbeschluss der Europäischen Kommission oder durch Standardvertragsklauseln.';

const MARKET: Record<LegalMarket, MarketText> = {
  AT: {
    laws: 'der Datenschutz-Grundverordnung (DSGVO), dem Datenschutzgesetz (DSG) und dem Telekommunikationsgesetz 2021 (TKG 2021)',
    bases: DSGVO,
    cookieLaw: '§ 165 Abs. 3 TKG 2021',
    records:
      'Vertrags- und Rechnungsunterlagen bewahren wir bis zum Vertragsende und danach 7 Jahre auf, wie es das Steuerrecht verlangt (§ 132 Bundesabgabenordnung, BAO).',
    transfers: EWR_TRANSFERS,
  },
  DE: {
    laws: 'der Datenschutz-Grundverordnung (DSGVO), dem Bundesdatenschutzgesetz (BDSG), dem Telekommunikationsgesetz (TKG) und dem Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG)',
    bases: DSGVO,
    cookieLaw: '§ 25 TDDDG',
    records:
      'Vertrags- und Rechnungsunterlagen bewahren wir bis zum Vertragsende und danach bis zu 10 Jahre auf, wie es Handels- und Steuerrecht verlangen (§ 257 HGB, § 147 AO).',
    transfers: EWR_TRANSFERS,
  },
  CH: {
    laws: 'dem Bundesgesetz über den Datenschutz (DSG) und dem Fernmeldegesetz (FMG); soweit wir Personen in der EU Leistungen anbieten, auch der Datenschutz-Grundverordnung (DSGVO)',
    bases: {
      contract: 'Vertragserfüllung',
      law: 'gesetzliche Pflicht',
      interest: 'überwiegendes berechtigtes Interesse',
      consent: 'Einwilligung',
    },
    cookieLaw: 'Art. 45c FMG',
    records:
      'Vertrags- und Rechnungsunterlagen bewahren wir bis zum Vertragsende und danach 10 Jahre auf, wie es das Obligationenrecht verlangt (Art. 958f OR).',
    transfers:
      'Wir verarbeiten Ihre Daten wo immer möglich in der Schweiz und im Europäischen Wirtschaftsraum. Verarbeitet ein Dienstleister Daten in einem Land ohne angemessenen Datenschutz nach Feststellung des Bundesrats, vereinbaren wir mit ihm Standardvertragsklauseln.',
  },
  UK: {
    laws: 'der UK General Data Protection Regulation (UK GDPR), dem Data Protection Act 2018 und den Privacy and Electronic Communications Regulations 2003 (PECR)',
    bases: {
      contract: 'Art. 6 Abs. 1 lit. b UK GDPR',
      law: 'Art. 6 Abs. 1 lit. c UK GDPR',
      interest: 'Art. 6 Abs. 1 lit. f UK GDPR',
      consent: 'Art. 6 Abs. 1 lit. a UK GDPR',
    },
    cookieLaw: 'Regulation 6 PECR',
    records:
      'Vertrags- und Rechnungsunterlagen bewahren wir bis zum Vertragsende und danach 6 Jahre auf, wie es Steuerrecht und Verjährungsfristen verlangen.',
    transfers:
      'Wir verarbeiten Ihre Daten wo immer möglich im Vereinigten Königreich und im Europäischen Wirtschaftsraum. Verarbeitet ein Dienstleister Daten anderswo, stützen wir uns auf britische Angemessenheitsregelungen oder das International Data Transfer Agreement.',
  },
  IT: {
    laws: 'der Datenschutz-Grundverordnung (DSGVO) und dem italienischen Datenschutzkodex (Decreto legislativo 196/2003)',
    bases: DSGVO,
    cookieLaw: 'Art. 122 Datenschutzkodex',
    records:
      'Vertrags- und Rechnungsunterlagen bewahren wir bis zum Vertragsende und danach 10 Jahre auf, wie es das Zivilgesetzbuch verlangt (Art. 2220 Codice civile).',
    transfers: EWR_TRANSFERS,
  },
};

/** Datenschutzerklärung auf Deutsch (für die Schweiz ohne ß, siehe forMarket). */
export function privacyDe(marketCode: MarketCode): LegalDocument {
  const company = COMPANIES[marketCode];
  const m = MARKET[legalMarket(marketCode)];
  const dpa = company.dataProtectionAuthority;
  return {
    title: 'Datenschutzerklärung',
    intro: `Diese Erklärung beschreibt, welche personenbezogenen Daten die ${company.name} verarbeitet, wenn Sie unsere Website besuchen, bei uns bestellen und unsere Dienste nutzen, warum wir das tun und welche Rechte Sie haben. Wir halten uns dabei an die Vorgaben ${m.laws}.`,
    sections: [
      {
        id: 'controller',
        heading: 'Verantwortliche Stelle',
        paragraphs: [
          `Verantwortlich ist die ${company.name}, ${company.address.de}. Unseren Datenschutzbeauftragten erreichen Sie unter ${company.privacyEmail} oder per Post an dieselbe Adresse mit dem Vermerk „Datenschutz“.`,
        ],
      },
      {
        id: 'data',
        heading: 'Welche Daten wir verarbeiten',
        paragraphs: ['Wir verarbeiten nur die Daten, die wir für die unten beschriebenen Zwecke brauchen:'],
        list: [
          'Vertragsdaten: Name, Adresse, Geburtsdatum, E-Mail-Adresse, Telefonnummer, Kundennummer; bei Geschäftskunden auch Firmenname und UID-Nummer.',
          'Identifikationsdaten: Art und Nummer Ihres Ausweises und das Ergebnis der Identitätsprüfung, wo das Gesetz eine Prüfung verlangt.',
          'Zahlungsdaten: IBAN oder Zahlungskarte (Kartennummern verarbeitet nur unser Zahlungsdienstleister), Zahlungsverlauf und Mahnungen.',
          'Verkehrsdaten: angerufene Nummern, Datum, Uhrzeit und Dauer von Gesprächen, gesendete SMS, Datenvolumen und Roaming-Nutzung, soweit für die Abrechnung nötig.',
          'Standortdaten: nur soweit nötig, um Ihre Gespräche und Datenverbindungen herzustellen und Ihren Standort an Notrufdienste zu übermitteln.',
          'Website- und App-Daten: IP-Adresse, Browser, besuchte Seiten und die unten beschriebenen Cookies.',
          'Kontaktanfragen: Ihre Nachricht und die Kontaktdaten, die Sie uns geben.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Zwecke und Rechtsgrundlagen',
        paragraphs: ['Wir verwenden Ihre Daten für diese Zwecke, jeweils auf der genannten Rechtsgrundlage:'],
        list: [
          `Erbringung unserer Dienste, Lieferung von Geräten, Rufnummernmitnahme und Kundenservice (${m.bases.contract}).`,
          `Abrechnung, Buchhaltung und die Aufbewahrung, die Steuer- und Telekommunikationsrecht verlangen, einschließlich gesetzlich vorgeschriebener Identitätsprüfungen (${m.bases.law}).`,
          `Schutz vor Betrug und Missbrauch, Sicherheit unseres Netzes und unserer Website, Behebung von Störungen (${m.bases.interest}).`,
          `Information über eigene ähnliche Produkte per E-Mail oder SMS, sofern Sie nicht widersprochen haben (${m.bases.interest}); jede andere Werbung nur mit Ihrer Einwilligung (${m.bases.consent}).`,
          `Besuchsstatistik mit Matomo, nur wenn Sie in den Cookie-Einstellungen zugestimmt haben (${m.bases.consent}; ${m.cookieLaw}).`,
        ],
      },
      {
        id: 'retention',
        heading: 'Wie lange wir Daten speichern',
        paragraphs: [
          'Wir löschen Ihre Daten, sobald wir sie für den Zweck, für den wir sie erhoben haben, nicht mehr brauchen und kein Gesetz die Aufbewahrung verlangt:',
        ],
        list: [
          'Kontaktanfragen: 6 Monate nach Erledigung Ihrer Anfrage.',
          'Verkehrsdaten: 6 Monate nach Ende des Abrechnungszeitraums; länger nur, solange eine Einwendung gegen eine Rechnung geklärt wird.',
          m.records,
          'Server-Protokolle der Website: 14 Tage.',
        ],
      },
      {
        id: 'recipients',
        heading: 'Wer Ihre Daten erhält',
        paragraphs: ['Wir verkaufen Ihre Daten nie. Wir geben sie nur weiter, soweit es für die genannten Zwecke nötig ist, und zwar an:'],
        list: [
          'Zustelldienste, für den Versand von SIM-Karten und Geräten;',
          'Zahlungsdienstleister und unseren Finanzierungspartner, für Zahlungen und Ratenkäufe;',
          'Anbieter der Identitätsprüfung;',
          'andere Netzbetreiber, für Portierung, Gesprächsvermittlung und Roaming;',
          'IT-Dienstleister, die unsere Systeme in unserem Auftrag und nach unseren Weisungen betreiben und warten;',
          'Inkassounternehmen, für überfällige Forderungen;',
          'Gerichte und Behörden, wenn uns das Gesetz dazu verpflichtet.',
        ],
      },
      {
        id: 'transfers',
        heading: 'Übermittlung ins Ausland',
        paragraphs: [m.transfers],
      },
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'Unsere Website verwendet nur die Cookies, die sie zum Funktionieren braucht, etwa für Ihre Anmeldung und Ihren Warenkorb. Statistik-Cookies setzen wir erst, nachdem Sie in den Cookie-Einstellungen zugestimmt haben; dort können Sie Ihre Einwilligung jederzeit widerrufen. Marketing-Cookies verwenden wir nicht. Die Tabelle nennt jedes Cookie, das die Website setzt.',
        ],
      },
      {
        id: 'rights',
        heading: 'Ihre Rechte',
        paragraphs: [
          `Sie können diese Rechte kostenlos mit einer Nachricht an ${company.privacyEmail} ausüben. Zum Schutz Ihrer Daten können wir Sie bitten, Ihre Identität nachzuweisen.`,
        ],
        list: [
          'Auskunft über die Daten, die wir über Sie speichern, und eine Kopie davon;',
          'Berichtigung unrichtiger und Vervollständigung unvollständiger Daten;',
          'Löschung Ihrer Daten oder Einschränkung ihrer Verarbeitung;',
          'Herausgabe der Daten, die Sie uns gegeben haben, in einem maschinenlesbaren Format (Datenübertragbarkeit);',
          'Widerspruch gegen Verarbeitungen auf Grundlage unserer berechtigten Interessen und jederzeit gegen Direktwerbung;',
          'Widerruf einer Einwilligung jederzeit mit Wirkung für die Zukunft.',
        ],
      },
      {
        id: 'complaints',
        heading: 'Beschwerderecht',
        paragraphs: [
          `Wenn Sie meinen, dass wir Ihre Daten rechtswidrig verarbeiten, sagen Sie es uns bitte zuerst, damit wir es richtigstellen können. Sie haben außerdem das Recht, sich bei der Datenschutzbehörde zu beschweren: ${dpa.name.de}, ${dpa.address}, ${dpa.url}.`,
        ],
      },
    ],
  };
}
