/**
 * What the Austrian markets AT and CAMP share: the country's patterns and Bundesländer, the wording of
 * legal documents, and the social tariff for recipients of the telephone fee subsidy.
 */
import type { Mandant, Region } from '@storefront/wire';
import type { L } from '../types';
import type { EuroTariffRow } from './eu-roaming';
import { GROUPS } from './german-speaking';
import { legalDocuments } from './market-shorthands';

export const AUSTRIA_COUNTRY_CONFIG: Mandant['countryConfig'] = {
  countryId: 'AT',
  zipCodeRegex: '^\\d{4}$',
  /** UID-Nummer: ATU and eight digits. */
  vatNumberRegex: '^ATU\\d{8}$',
  /** 0660 1234567, +43 664 1234567, 0043 676 12345678 (mobile prefixes 650–699). */
  mobilePhoneNumberRegex: '^(?:\\+43|0043|0) ?6[5-9]\\d(?:[ /-]?\\d){4,10}$',
  /** Any Austrian number: 01 890 6600, 0512/123456, +43 1 8906600. */
  phoneNumberRegex: '^(?:\\+43|0043|0) ?[1-9](?:[ /-]?\\d){3,12}$',
  domainCountryCode: 'at',
};

export const AUSTRIAN_REGIONS: Region[] = [
  { name: 'Burgenland', shortname: 'Bgld.' },
  { name: 'Kärnten', shortname: 'Ktn.' },
  { name: 'Niederösterreich', shortname: 'NÖ' },
  { name: 'Oberösterreich', shortname: 'OÖ' },
  { name: 'Salzburg', shortname: 'Sbg.' },
  { name: 'Steiermark', shortname: 'Stmk.' },
  { name: 'Tirol', shortname: 'T' },
  { name: 'Vorarlberg', shortname: 'Vbg.' },
  { name: 'Wien', shortname: 'W' },
];

/** Austrian tariffs come with "Leistungsbeschreibung und Entgeltbestimmungen" (LB/EB). */
export function austrianLegalDocuments(market: 'at' | 'camp'): (slug: string) => { name: L; url: string } {
  return legalDocuments(market, {
    de: 'Leistungsbeschreibung und Entgeltbestimmungen',
    en: 'Service description and schedule of charges',
  });
}

/**
 * Sozialtarif 10: € 2,00 with the positive notice of the ORF-Beitrags Service (OBS) on the telephone
 * fee subsidy (€ 10 a month), otherwise the base fee of € 12,00. Income limits from 2025 (SPEC §9).
 */
export function austrianSocialTariff(market: 'AT' | 'CAMP', legal: { name: L; url: string }): EuroTariffRow {
  return {
    id: `${market}-SOCIAL-10`,
    slug: 'sozialtarif-10',
    name: 'Sozialtarif 10',
    group: GROUPS.social,
    price: 2,
    data: 10,
    voice: 1000,
    sms: 1000,
    speed: [150, 50],
    fiveG: false,
    description: {
      de: 'Der Tarif für Bezieherinnen und Bezieher des Zuschusses zum Fernsprechentgelt: Mit positivem Bescheid des ORF-Beitrags Service (OBS) zahlen Sie nur € 2,00 im Monat. Ohne Bescheid beträgt die Grundgebühr € 12,00.',
      en: 'The plan for recipients of the telephone fee subsidy: with a positive notice from the broadcasting-fee service ORF-Beitrags Service (OBS) you pay only €2.00 a month. Without the notice the base fee is €12.00.',
    },
    parts: [
      {
        de: '10 GB, 1000 Minuten und 1000 SMS in alle österreichischen Netze',
        en: '10 GB, 1000 minutes and 1000 texts to all Austrian networks',
      },
      {
        de: 'Einkommensgrenzen ab 2025: € 1.426,87 für eine Person, € 2.251,03 für zwei Personen, € 220,16 für jede weitere Person',
        en: 'Income limits from 2025: €1,426.87 for one person, €2,251.03 for two, €220.16 for each further person',
      },
      { de: 'Bescheid einfach bei der Bestellung hochladen', en: 'Simply upload the notice when you order' },
      { de: 'Keine Bindung, keine Servicepauschale', en: 'No minimum term, no annual service fee' },
    ],
    legal,
  };
}
