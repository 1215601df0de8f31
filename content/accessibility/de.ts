import type { LegalMarket } from '@/content/legal/text';
import type { MarketLaw, StatementText } from './types';

const LAW: Record<LegalMarket, MarketLaw> = {
  AT: {
    basis:
      'Die Erklärung folgt dem Barrierefreiheitsgesetz (BaFG), das seit 28. Juni 2025 für elektronische Kommunikationsdienste und Online-Shops gilt.',
    enforcement: [
      'Wenn unsere Antwort das Problem nicht löst, können Sie sich an das Sozialministeriumservice wenden. Es ist die Marktüberwachungsbehörde nach dem Barrierefreiheitsgesetz und prüft, ob Dienstleistungen wie unsere die Anforderungen erfüllen.',
      'Wenn Sie sich wegen einer Behinderung diskriminiert fühlen, sieht das Bundes-Behindertengleichstellungsgesetz (BGStG) vor einer Klage ein Schlichtungsverfahren beim Sozialministeriumservice vor. Es ist kostenlos und Sie brauchen keine Anwältin und keinen Anwalt. Die Behindertenanwaltschaft berät Sie dabei.',
    ],
    bodies: [
      'Sozialministeriumservice, Babenbergerstraße 5, 1010 Wien, www.sozialministeriumservice.gv.at',
      'Behindertenanwaltschaft, Babenbergerstraße 5/4, 1010 Wien, www.behindertenanwalt.gv.at',
    ],
  },
  DE: {
    basis:
      'Die Erklärung folgt dem Barrierefreiheitsstärkungsgesetz (BFSG), das seit dem 28. Juni 2025 für Telekommunikationsdienste und Online-Shops gilt.',
    enforcement: [
      'Wenn unsere Antwort das Problem nicht löst, können Sie ein Schlichtungsverfahren bei der Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (Schlichtungsstelle BGG) beantragen; sie ist nach § 34 BFSG auch für Streitigkeiten nach dem BFSG zuständig. Das Verfahren ist kostenlos, Sie brauchen keinen Rechtsbeistand.',
      'Außerdem können Sie die Marktüberwachungsstelle der Länder bitten zu prüfen, ob unsere Dienstleistungen die Anforderungen des BFSG erfüllen.',
    ],
    bodies: [
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
    ],
  },
  CH: {
    basis:
      'Als privates Unternehmen in der Schweiz sind wir an das Behindertengleichstellungsgesetz (BehiG) gebunden: Dienstleistungen für die Öffentlichkeit dürfen Menschen mit Behinderungen nicht diskriminieren. Wir messen unsere Website am selben Maßstab wie unsere Shops in der EU.',
    enforcement: [
      'Für Websites privater Unternehmen gibt es in der Schweiz keine Schlichtungsstelle. Nach Art. 6 und 8 des Behindertengleichstellungsgesetzes (BehiG) können Sie eine Diskriminierung vor den Zivilgerichten geltend machen; zuerst findet eine Verhandlung bei der kantonalen Schlichtungsbehörde statt.',
      'Inclusion Handicap, der Dachverband der Behindertenorganisationen, berät Sie kostenlos rechtlich. Das Eidgenössische Büro für die Gleichstellung von Menschen mit Behinderungen informiert über Ihre Rechte, behandelt aber keine Einzelbeschwerden.',
    ],
    bodies: [
      'Inclusion Handicap, Mühlemattstrasse 14a, 3007 Bern, www.inclusion-handicap.ch',
      'Eidgenössisches Büro für die Gleichstellung von Menschen mit Behinderungen (EBGB), Inselgasse 1, 3003 Bern, www.ebgb.admin.ch',
    ],
  },
  UK: {
    basis:
      'Die Erklärung folgt dem Equality Act 2010, der uns zu angemessenen Vorkehrungen verpflichtet, damit Kundinnen und Kunden mit Behinderungen unsere Dienste nutzen können; WCAG 2.1 Stufe AA ist der Maßstab, an dem wir uns messen.',
    enforcement: [
      'Wenn Sie mit unserer Antwort nicht zufrieden sind, wenden Sie sich an den Equality Advisory and Support Service (EASS). Er berät zu Diskriminierung nach dem Equality Act 2010 und hilft, die Sache mit uns zu klären.',
      'Für die Durchsetzung des Equality Act 2010 ist die Equality and Human Rights Commission (EHRC) zuständig.',
    ],
    bodies: [
      'Equality Advisory and Support Service (EASS), FREEPOST EASS HELPLINE FPN6521, Telefon 0808 800 0082, www.equalityadvisoryservice.com',
      'Equality and Human Rights Commission (EHRC), www.equalityhumanrights.com',
    ],
  },
  IT: {
    basis:
      'Die Erklärung folgt dem Gesetz 4/2004 (Legge Stanca) in der Fassung des Gesetzesvertretenden Dekrets 82/2022, das den European Accessibility Act umsetzt und seit 28. Juni 2025 für elektronische Kommunikationsdienste und Online-Shops gilt.',
    enforcement: [
      'Wenn unsere Antwort das Problem nicht löst, können Sie über das Formular auf ihrer Website eine Meldung an die Agentur für das digitale Italien (AgID) richten, die die Einhaltung der Barrierefreiheitsanforderungen an Dienstleistungen nach dem Gesetz 4/2004 überwacht.',
    ],
    bodies: ['Agenzia per l’Italia Digitale (AgID), Via Liszt 21, 00144 Roma, www.agid.gov.it'],
  },
};

/** Erklärung zur Barrierefreiheit auf Deutsch (de-CH: "ss" für "ß", siehe forMarket). */
export const statementDe: StatementText = (market, { company, created, updated, assessed }) => {
  const law = LAW[market];
  return {
    title: 'Erklärung zur Barrierefreiheit',
    intro: `${company} möchte, dass alle Menschen unsere Tarife und Geräte auf dieser Website finden, vergleichen, bestellen und verwalten können – unabhängig von ihren Fähigkeiten und von der Technik, die sie nutzen. Diese Erklärung beschreibt, wie barrierefrei die Website ist, wo es noch Barrieren gibt und wie Sie uns erreichen.`,
    sections: [
      {
        id: 'scope',
        heading: 'Geltungsbereich',
        paragraphs: [
          'Diese Erklärung gilt für den gesamten Webshop dieses Marktes: Tarif- und Geräteseiten, die Verfügbarkeitsprüfung für Glasfaser, Warenkorb und Bestellung, den Kundenbereich, Hilfe, FAQ, rechtliche Seiten und Infoseiten sowie die Seiten unserer Shops und Standorte.',
          'Nicht umfasst sind die Seiten unserer Zahlungs- und Identifizierungspartner, die sich während der Bestellung öffnen, und unsere Apps; siehe „Inhalte Dritter“ weiter unten.',
        ],
      },
      {
        id: 'status',
        heading: 'Stand der Vereinbarkeit',
        paragraphs: [
          `Wir haben die Website im ${assessed} anhand der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA geprüft. Diese sind auch die Anforderungen der europäischen Norm EN 301 549 V3.2.1 an Webinhalte.`,
          'Die Website ist teilweise mit WCAG 2.1 Stufe AA vereinbar: Der Großteil erfüllt die Anforderungen; die Ausnahmen stehen unter „Bekannte Einschränkungen“.',
          law.basis,
        ],
      },
      {
        id: 'testing',
        heading: 'Wie wir geprüft haben',
        paragraphs: ['Die Prüfung verband automatische und manuelle Tests:'],
        list: [
          'Automatische Prüfungen mit axe-core gegen alle Regeln von WCAG 2.1 A und AA auf jeder Art von Seite und in jeder Sprache des Marktes. Sie laufen vor jeder neuen Version erneut; eine Version, die sie nicht besteht, wird nicht veröffentlicht.',
          'Bedienung nur mit der Tastatur auf allen Wegen: Tarif finden und bestellen, Verfügbarkeitsprüfung, Anmeldung und Formulare.',
          'Screenreader: NVDA mit Firefox unter Windows, VoiceOver mit Safari unter macOS und iOS sowie TalkBack mit Chrome unter Android.',
          'Vergrößerung auf 200 % und 400 %, erhöhte Textabstände und ein 320 Pixel breites Fenster.',
          'Farbkontraste von Text, Bedienelementen und Fokusanzeige.',
        ],
      },
      {
        id: 'limitations',
        heading: 'Bekannte Einschränkungen',
        paragraphs: ['Diese Barrieren kennen wir und arbeiten an ihrer Behebung:'],
        list: [
          'PDF-Dokumente: Die Leistungsbeschreibungen und Entgeltbestimmungen unserer Tarife sowie das Widerrufsformular sind PDF-Dateien ohne Tags. Screenreader lesen sie daher ohne Überschriften und ohne festgelegte Lesereihenfolge vor. Dieselben Informationen stehen auf unseren Webseiten, und auf Wunsch schicken wir jedes Dokument in barrierefreier Form (siehe „Dokumente“).',
          'Die Identifizierung per Selfie-Video braucht eine Kamera und ist ohne Sehvermögen nicht möglich. Wählen Sie stattdessen die Identifizierung per Ausweis-Upload, per Bank-Login oder mit der staatlichen digitalen Identität.',
          'Die Unterschrift für die Rufnummernmitnahme wird mit dem Finger oder der Maus gezeichnet. Wenn Ihnen das nicht möglich ist, geben Sie Ihre Zustimmung per SMS an 499 oder lassen Sie sich von unserer Service-Hotline helfen.',
          'Die Karte auf den Shop-Seiten ist eine Übersicht ohne Straßendetails. Jede Adresse, die Öffnungszeiten und ein Link zur Routenplanung stehen als Text daneben.',
        ],
      },
      {
        id: 'alternatives',
        heading: 'Andere Wege zu uns',
        paragraphs: ['Alles, was Sie auf dieser Website erledigen können, geht auch mit unserem Kundenservice:'],
        list: [
          'Tarif telefonisch über unsere Service-Hotline bestellen oder wechseln.',
          'Einen Shop besuchen: Jede Shop-Seite nennt den stufenlosen Zugang, Induktionsschleifen und weitere Ausstattung.',
          'Uns per E-Mail schreiben; wir antworten schriftlich.',
          'Jedes Vertragsdokument in Großdruck, als reinen Text oder als barrierefreies PDF anfordern.',
        ],
      },
      {
        id: 'keyboard',
        heading: 'Bedienung mit der Tastatur',
        paragraphs: [
          'Alle Funktionen lassen sich allein mit der Tastatur bedienen. Auf jeder Seite kommt zuerst ein Link „Zum Inhalt springen“, der Tastaturfokus ist immer sichtbar und folgt der Reihenfolge der Seite.',
          'Der Angebots-Slider auf der Startseite hat Schaltflächen zum Anhalten und zum Wechseln der Angebote und bewegt sich nicht von selbst, wenn Ihr Gerät reduzierte Bewegung wünscht.',
        ],
      },
      {
        id: 'screen-readers',
        heading: 'Screenreader',
        paragraphs: [
          'Die Seiten sind mit Überschriften, Landmarks und Listen gegliedert, damit Sie schnell navigieren können. Jedes Formularfeld hat eine sichtbare Beschriftung; Hinweise und Fehlermeldungen sind mit ihrem Feld verknüpft.',
          'Änderungen auf einer Seite werden angesagt: die Zahl der Tarife nach dem Filtern, das Ergebnis der Verfügbarkeitsprüfung und die Meldungen nach dem Absenden eines Formulars. Tabellen mit Preisen und Öffnungszeiten haben Beschriftungen und Kopfzellen.',
        ],
      },
      {
        id: 'zoom-contrast',
        heading: 'Vergrößerung, Textgröße und Kontrast',
        paragraphs: [
          'Das Layout passt sich der Fensterbreite an, sodass Seiten auf 400 % vergrößert werden können, ohne seitlich zu scrollen. Text lässt sich in den Browsereinstellungen vergrößern, ohne dass Inhalte verloren gehen.',
          'Text und Bedienelemente haben ein Kontrastverhältnis von mindestens 4,5:1 (3:1 für großen Text und Grafiken), und keine Information wird allein über Farbe vermittelt.',
        ],
      },
      {
        id: 'motion',
        heading: 'Bewegung und Animation',
        paragraphs: [
          'Auf dieser Website blinkt nichts. Animationen beschränken sich auf kurze Übergänge und werden abgeschaltet, wenn Ihr Gerät reduzierte Bewegung wünscht. Der Countdown eines befristeten Angebots zeigt die verbleibenden Tage als Text.',
        ],
      },
      {
        id: 'forms',
        heading: 'Formulare und Fehlermeldungen',
        paragraphs: [
          'Formulare sagen, welche Felder optional sind und welches Format sie erwarten, etwa bei Postleitzahlen und Telefonnummern Ihres Landes.',
          'Fehlt etwas oder ist etwas falsch, erscheint oben im Formular eine Liste der Probleme, jede Meldung steht zusätzlich bei ihrem Feld, und alles, was Sie eingegeben haben, bleibt erhalten. Sitzungen im Kundenbereich bleiben aktiv, solange Sie aktiv sind.',
        ],
      },
      {
        id: 'documents',
        heading: 'Dokumente (PDF)',
        paragraphs: [
          'Vertragsdokumente, Entgeltbestimmungen und das Widerrufsformular stellen wir als PDF-Dateien bereit. Wie unter „Bekannte Einschränkungen“ beschrieben, sind sie noch nicht getaggt.',
          'Bis dahin finden Sie dieselben Inhalte als Webseite (Tarifdetails, AGB, Datenschutzerklärung), und wir schicken Ihnen jedes Dokument innerhalb von 5 Werktagen nach Ihrer Anfrage als barrierefreies PDF, in Großdruck oder als reinen Text.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Inhalte Dritter',
        paragraphs: [
          'Während der Bestellung werden Sie unter Umständen zu unseren Zahlungsdienstleistern (Kartenzahlung mit 3-D Secure, Zahlung über Ihre Bank, Ratenkauf) und Identifizierungsdiensten weitergeleitet. Deren Seiten liegen außerhalb unseres Einflusses; wir fordern ihre Erklärungen zur Barrierefreiheit an und bevorzugen Anbieter, die WCAG 2.1 Stufe AA erfüllen.',
          'Für unsere Profile in sozialen Netzwerken und Bewertungen von anderen Websites gilt die Barrierefreiheit dieser Plattformen.',
        ],
      },
      {
        id: 'iptv',
        heading: 'IP-TV-Box',
        paragraphs: [
          'Die IP-TV-Box, die wir liefern, erfüllt die Anforderungen der EN 301 549 V3.2.1 an Hardware und Software. Sie zeigt Untertitel und spielt Audiodeskription ab, wo der Sender sie anbietet, und ihre Menüs lassen sich mit größerer Schrift und hohem Kontrast anzeigen.',
        ],
      },
      {
        id: 'feedback',
        heading: 'Feedback und Kontakt',
        paragraphs: [
          'Wenn Sie auf dieser Website auf eine Barriere stoßen, Inhalte in einem anderen Format brauchen oder uns sagen möchten, was gut funktioniert, melden Sie sich bitte. Nennen Sie uns die Adresse der Seite und was passiert ist. So erreichen Sie unseren Kundenservice:',
        ],
      },
      {
        id: 'response-times',
        heading: 'Wie schnell wir antworten',
        paragraphs: ['Wenn Sie uns eine Barriere melden:'],
        list: [
          'Wir bestätigen Ihre Nachricht innerhalb von 2 Werktagen.',
          'Innerhalb von 14 Tagen antworten wir mit einer Lösung oder mit dem Datum, bis zu dem wir die Barriere beseitigen.',
          'Dokumente in barrierefreier Form schicken wir innerhalb von 5 Werktagen.',
        ],
      },
      {
        id: 'enforcement',
        heading: 'Durchsetzungsverfahren',
        paragraphs: law.enforcement,
        list: law.bodies,
      },
      {
        id: 'preparation',
        heading: 'Erstellung dieser Erklärung',
        paragraphs: [
          `Diese Erklärung wurde am ${created} erstellt. Sie beruht auf der oben beschriebenen Prüfung im ${assessed}, einer Selbstbewertung durch ${company}, unterstützt durch automatische Prüfungen.`,
        ],
      },
      {
        id: 'dates',
        heading: 'Datum und Überprüfung',
        paragraphs: [
          `Erstmals veröffentlicht am ${created}, zuletzt aktualisiert am ${updated}.`,
          'Wir überprüfen diese Erklärung mindestens einmal im Jahr und immer dann, wenn wir die Website wesentlich ändern.',
        ],
      },
      {
        id: 'history',
        heading: 'Versionsverlauf',
        paragraphs: ['Änderungen dieser Erklärung:'],
        list: [
          `${created}: erste Fassung nach der Prüfung im ${assessed}.`,
          `${updated}: Abschnitte zur IP-TV-Box und zu Inhalten Dritter ergänzt; bekannte Einschränkungen für die neue Kartenübersicht auf den Shop-Seiten aktualisiert.`,
        ],
      },
    ],
  };
};
