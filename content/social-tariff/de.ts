import type { SocialTariffTexts } from './types';

export const socialTariffDe: SocialTariffTexts = {
  services: {
    AT: { authority: 'ORF-Beitrags Service (OBS)', notice: 'Bescheid über den Zuschuss zum Fernsprechentgelt' },
    DE: { authority: 'ARD ZDF Deutschlandradio Beitragsservice', notice: 'Bescheid über die Befreiung vom Rundfunkbeitrag' },
  },
  document: ({ tariffName, price, baseFee, authority, notice }) => ({
    title: 'Sozialtarif',
    intro: `Ein vollwertiger Handytarif zum ermäßigten Preis für Haushalte mit geringem Einkommen: ${tariffName} für ${price} im Monat.`,
    sections: [
      {
        id: 'tariff',
        heading: 'Der Tarif',
        paragraphs: [
          `${tariffName} kostet mit einem positiven ${notice} des ${authority} ${price} im Monat.`,
          `Ohne Bescheid oder sobald Ihr Bescheid abgelaufen ist, beträgt die Grundgebühr ${baseFee} im Monat. Es gibt keine Mindestvertragsdauer und keine Aktivierungsgebühr.`,
        ],
      },
      {
        id: 'eligibility',
        heading: 'Wer den Tarif bekommt',
        paragraphs: [
          `Sie können den Sozialtarif beantragen, wenn Sie einen positiven ${notice} haben und das monatliche Nettoeinkommen Ihres Haushalts innerhalb der Grenzen unten liegt. Die Grenzen gelten ab 2025.`,
          'Zum Nettoeinkommen zählt das Einkommen aller Personen im Haushalt nach Steuern und Sozialversicherung: Löhne, Pensionen und Renten, Unterhalt und andere regelmäßige Zahlungen. Der Rechner zeigt Ihnen sofort, ob Ihr Haushalt innerhalb der Grenze liegt.',
        ],
      },
      {
        id: 'notice',
        heading: 'Der Bescheid, den Sie brauchen',
        paragraphs: [
          `Den ${notice} beantragen Sie beim ${authority}; dort werden Ihr Einkommen und Ihr Haushalt geprüft. Sobald Sie ihn haben, hängen Sie ihn Ihrem Antrag als PDF oder als Foto (JPEG oder PNG) mit höchstens 5 MB an. Bitte achten Sie darauf, dass jede Seite vollständig und gut lesbar ist.`,
          'Der Bescheid gilt so lange, wie er zuerkannt ist. Schicken Sie uns den neuen Bescheid, sobald Ihrer verlängert wurde.',
        ],
      },
      {
        id: 'apply',
        heading: 'Online beantragen',
        paragraphs: [
          'Füllen Sie das Formular aus und hängen Sie Ihren Bescheid an. Wenn Sie schon bei uns Kundin oder Kunde sind, geben Sie Ihre Kundennummer an: Wir stellen Ihre bestehende SIM auf den Sozialtarif um, Ihre Rufnummer bleibt gleich.',
        ],
      },
      {
        id: 'afterwards',
        heading: 'Nach Ihrem Antrag',
        paragraphs: ['So geht es weiter:'],
        list: [
          'Wir bestätigen Ihnen per E-Mail, dass Ihr Antrag angekommen ist.',
          'Wir prüfen Ihren Bescheid und melden uns innerhalb von 5 Werktagen.',
          'Ist der Bescheid gültig, gilt der Sozialtarif ab dem nächsten Abrechnungsmonat.',
          'Fehlt etwas, sagen wir Ihnen, was wir noch brauchen; Ihr Antrag bleibt 30 Tage offen.',
          `Läuft Ihr Bescheid ab, berechnen wir die Grundgebühr von ${baseFee}, bis Sie uns einen neuen schicken.`,
        ],
      },
    ],
  }),
};
