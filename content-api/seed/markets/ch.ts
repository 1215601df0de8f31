/**
 * Switzerland: SIM-only mobile subscriptions in CHF (VAT 8.1 %), prepaid, business and data-only
 * subscriptions, fibre and DSL at home. Texts in English, Swiss German, French and Italian.
 */
import { connectionsFor, featuredSmartphoneIds, repeatersFor, routersFor, smartphonesFor } from '../shared/devices';
import { fixedLineAvailabilityFor, unknownAddressBanner } from '../shared/fixedline-availability';
import { faqFor } from '../shared/faq';
import { extraBoxText, FIXED_LINE_PRICES } from '../shared/fixedline-prices';
import { ORDERING } from '../shared/ordering';
import { paymentFor } from '../shared/payment';
import { portingProvidersFor } from '../shared/porting-providers';
import { demoPortingsFor } from '../shared/portings';
import { shopsFor } from '../shared/shops';
import { fixedLineTariff, tariff } from '../shared/tariff-builder';
import type { L, MarketSeed, SeedTariff } from '../types';
import {
  appStoreLinks,
  combinableTariffIds,
  deal,
  demoCustomer,
  EVERYWHERE,
  HIDDEN,
  legalDocuments,
  LISTS,
  serviceHours,
  socialMediaLinks,
} from './market-shorthands';

const l = (en: string, de: string, fr: string, it: string): L => ({ en, de, fr, it });

const MOBILE = l('Mobile plans', 'Mobil-Abos', 'Abonnements mobiles', 'Abbonamenti mobili');
const PREPAID = l('Prepaid', 'Prepaid', 'Prépayé', 'Prepagato');
const BUSINESS = l('Business', 'Business', 'Business', 'Business');
const DATA = l('Data only', 'Nur Daten', 'Data uniquement', 'Solo dati');

const legal = legalDocuments(
  'ch',
  l('Service description and prices', 'Leistungsbeschreibung und Preise', 'Description des prestations et prix', 'Descrizione delle prestazioni e prezzi'),
);

const CALLS_CH = l(
  'Unlimited calls and SMS within Switzerland',
  'Unlimitiert telefonieren und SMS schreiben in der Schweiz',
  'Appels et SMS illimités en Suisse',
  'Chiamate e SMS illimitati in Svizzera',
);
const NO_TERM = l('No minimum term, cancel monthly', 'Keine Mindestlaufzeit, monatlich kündbar', 'Sans durée minimale, résiliable chaque mois', 'Nessuna durata minima, disdicibile ogni mese');
const roaming = (gb: number) =>
  l(
    `${gb} GB roaming in the EU and Western Europe`,
    `${gb} GB Roaming in der EU und Westeuropa`,
    `${gb} Go de roaming dans l'UE et en Europe de l'Ouest`,
    `${gb} GB di roaming nell'UE e in Europa occidentale`,
  );
const unlimitedAt = (mbits: number) =>
  l(
    `Unlimited data at up to ${mbits} Mbit/s`,
    `Unlimitiert surfen mit bis zu ${mbits} Mbit/s`,
    `Internet illimité jusqu'à ${mbits} Mbit/s`,
    `Internet illimitato fino a ${mbits} Mbit/s`,
  );

const tariffs: SeedTariff[] = [
  tariff({
    id: 'CH-MOBILE-S', slug: 'mobile-s', name: 'Mobile S', group: MOBILE, currency: 'CHF', price: 14.9,
    data: 10, voice: 'unlimited', sms: 'unlimited', euData: 1, speed: [150, 50], fiveG: false, rollover: true,
    description: l(
      'The lean subscription for calls, chats and a little surfing on the go.',
      'Das schlanke Abo zum Telefonieren, Chatten und für gelegentliches Surfen unterwegs.',
      "L'abonnement léger pour téléphoner, chatter et surfer de temps en temps.",
      "L'abbonamento leggero per telefonare, chattare e navigare ogni tanto.",
    ),
    parts: [
      l('10 GB in Switzerland, unused data carries over', '10 GB in der Schweiz, nicht genutzte Daten werden übertragen', '10 Go en Suisse, les données non utilisées sont reportées', '10 GB in Svizzera, i dati non usati vengono riportati'),
      CALLS_CH, roaming(1), NO_TERM,
    ],
    setup: { months: 1, basicFee: 0, description: l('First month free', 'Erster Monat gratis', 'Premier mois offert', 'Primo mese gratuito') },
    legal: legal('mobile-s'),
  }),
  tariff({
    id: 'CH-MOBILE-M', slug: 'mobile-m', name: 'Mobile M', group: MOBILE, currency: 'CHF', price: 24.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 3, speed: [300, 50],
    description: l(
      'Unlimited surfing on 5G for everyone who is always online.',
      'Unlimitiert surfen im 5G-Netz für alle, die immer online sind.',
      'Internet illimité en 5G pour toutes celles et ceux qui sont toujours en ligne.',
      'Internet illimitato in 5G per chi è sempre online.',
    ),
    parts: [unlimitedAt(300), CALLS_CH, roaming(3), NO_TERM],
    setup: {
      months: 3, basicFee: 14.9,
      description: l('CHF 14.90 for the first 3 months', 'Die ersten 3 Monate nur CHF 14.90', 'Seulement CHF 14.90 les 3 premiers mois', 'Solo CHF 14.90 per i primi 3 mesi'),
    },
    deals: [deal('HighlightedPrice', EVERYWHERE, l('Best seller', 'Bestseller', 'Best-seller', 'Il più venduto'))],
    legal: legal('mobile-m'),
  }),
  tariff({
    id: 'CH-MOBILE-L', slug: 'mobile-l', name: 'Mobile L', group: MOBILE, currency: 'CHF', price: 34.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 10, euCalls: 120, speed: [1000, 100], commitmentMonths: 12,
    description: l(
      'Full 5G speed, generous roaming and 120 minutes of calls from Switzerland to Europe.',
      'Volle 5G-Geschwindigkeit, viel Roaming und 120 Minuten Anrufe von der Schweiz nach Europa.',
      "Pleine vitesse 5G, beaucoup de roaming et 120 minutes d'appels de la Suisse vers l'Europe.",
      "Piena velocità 5G, tanto roaming e 120 minuti di chiamate dalla Svizzera verso l'Europa.",
    ),
    parts: [
      unlimitedAt(1000), CALLS_CH, roaming(10),
      l('120 minutes to EU numbers', '120 Minuten in EU-Netze', '120 minutes vers les réseaux UE', '120 minuti verso reti UE'),
      l('12-month minimum term', '12 Monate Mindestlaufzeit', 'Durée minimale de 12 mois', 'Durata minima di 12 mesi'),
    ],
    deals: [
      deal('CrossedOutPrice', LISTS, '39.90'),
      deal(
        'SpecialDealBanner', ['LANDING'],
        l('From next month: CHF 5 off for 12 months', 'Ab nächstem Monat: 12 Monate lang CHF 5 Rabatt', 'Dès le mois prochain : CHF 5 de rabais pendant 12 mois', 'Dal mese prossimo: CHF 5 di sconto per 12 mesi'),
        { validFrom: '+20d', validTo: '+50d' },
      ),
    ],
    legal: legal('mobile-l'),
  }),
  tariff({
    id: 'CH-MOBILE-EUROPE', slug: 'mobile-europe', name: 'Mobile Europe', group: MOBILE, currency: 'CHF', price: 44.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 40, euCalls: 'unlimited', speed: [1000, 100], commitmentMonths: 24,
    description: l(
      'For commuters and frequent travellers: 40 GB and unlimited calls in Europe.',
      'Für Grenzgänger und Vielreisende: 40 GB und unlimitiert telefonieren in Europa.',
      'Pour les frontaliers et les grands voyageurs : 40 Go et appels illimités en Europe.',
      'Per frontalieri e chi viaggia spesso: 40 GB e chiamate illimitate in Europa.',
    ),
    parts: [
      unlimitedAt(1000), CALLS_CH, roaming(40),
      l('Unlimited calls to and within the EU', 'Unlimitiert in und nach Europa telefonieren', "Appels illimités vers et dans l'UE", "Chiamate illimitate verso e all'interno dell'UE"),
      l('24-month minimum term', '24 Monate Mindestlaufzeit', 'Durée minimale de 24 mois', 'Durata minima di 24 mesi'),
    ],
    deals: [
      deal('CustomTariffCardColor', EVERYWHERE, '#d52b1e'),
      deal('HighlightedData', EVERYWHERE, l('40 GB in Europe', '40 GB in Europa', '40 Go en Europe', '40 GB in Europa')),
    ],
    legal: legal('mobile-europe'),
  }),
  tariff({
    id: 'CH-MOBILE-YOUNG', slug: 'mobile-young', name: 'Mobile Young', group: MOBILE, currency: 'CHF', price: 19.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 3, speed: [300, 50],
    description: l(
      'Unlimited 5G for everyone under 26, at a young price.',
      'Unlimitiertes 5G für alle unter 26, zum jungen Preis.',
      'La 5G illimitée pour les moins de 26 ans, à prix jeune.',
      'Il 5G illimitato per chi ha meno di 26 anni, a un prezzo giovane.',
    ),
    parts: [
      unlimitedAt(300), CALLS_CH, roaming(3),
      l('For customers under 26', 'Für Kundinnen und Kunden unter 26', 'Pour les clientes et clients de moins de 26 ans', 'Per clienti sotto i 26 anni'),
    ],
    deals: [
      deal('ExpiringSpecialDeal', EVERYWHERE, l('Only for a short time', 'Nur für kurze Zeit', 'Pour une courte durée', 'Solo per poco tempo'), { validTo: '+12d' }),
    ],
    legal: legal('mobile-young'),
  }),
  tariff({
    id: 'CH-MOBILE-INSIDER', slug: 'mobile-insider', name: 'Mobile Insider', group: MOBILE, currency: 'CHF', price: 19.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 5, speed: [500, 50],
    description: l(
      'Our secret subscription for friends of our customers: unlimited 5G at a special price.',
      'Unser geheimes Abo für Freundinnen und Freunde unserer Kundschaft: unlimitiertes 5G zum Spezialpreis.',
      'Notre abonnement secret pour les amis de nos clients : 5G illimitée à prix spécial.',
      'Il nostro abbonamento segreto per gli amici dei nostri clienti: 5G illimitato a prezzo speciale.',
    ),
    parts: [unlimitedAt(500), CALLS_CH, roaming(5), NO_TERM],
    deals: [
      HIDDEN,
      deal('SpecialDealBanner', ['DETAIL'], l('Only with your invitation link', 'Nur über Ihren Einladungslink', "Uniquement avec votre lien d'invitation", 'Solo con il tuo link di invito')),
    ],
    legal: legal('mobile-insider'),
  }),
  tariff({
    id: 'CH-MOBILE-M-PLUS', slug: 'mobile-m-plus', name: 'Mobile M Plus', group: MOBILE, currency: 'CHF', price: 27.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 6, speed: [500, 100], validFrom: '+20d',
    description: l(
      "Next month's offer: Mobile M with faster 5G and twice the roaming.",
      'Das Angebot ab nächstem Monat: Mobile M mit schnellerem 5G und doppeltem Roaming.',
      "L'offre du mois prochain : Mobile M avec une 5G plus rapide et le double de roaming.",
      "L'offerta del mese prossimo: Mobile M con 5G più veloce e il doppio di roaming.",
    ),
    parts: [unlimitedAt(500), CALLS_CH, roaming(6), NO_TERM],
    deals: [deal('NewProduct', EVERYWHERE, l('New', 'Neu', 'Nouveau', 'Novità'))],
    legal: legal('mobile-m-plus'),
  }),
  tariff({
    id: 'CH-MOBILE-PROMO-25', slug: 'mobile-promo-25', name: 'Mobile Promo 25', group: MOBILE, currency: 'CHF', price: 12.9,
    data: 25, voice: 'unlimited', sms: 'unlimited', euData: 2, speed: [150, 50], fiveG: false, validTo: '-10d',
    description: l(
      'Anniversary offer: 25 GB for CHF 12.90 a month.',
      'Jubiläumsangebot: 25 GB für CHF 12.90 im Monat.',
      'Offre anniversaire : 25 Go pour CHF 12.90 par mois.',
      'Offerta anniversario: 25 GB per CHF 12.90 al mese.',
    ),
    parts: [
      l('25 GB in Switzerland', '25 GB in der Schweiz', '25 Go en Suisse', '25 GB in Svizzera'),
      CALLS_CH, roaming(2), NO_TERM,
    ],
    legal: legal('mobile-promo-25'),
  }),
  tariff({
    id: 'CH-PREPAID-10', slug: 'prepaid-10', name: 'Prepaid 10', group: PREPAID, currency: 'CHF', price: 10,
    prepaid: true, data: 5, voice: 200, sms: 'unlimited', euData: 1, speed: [150, 50], fiveG: false, esim: false, spendingCap: false,
    description: l(
      'Top up and go: 5 GB and 200 minutes for 30 days, without a subscription.',
      'Aufladen und los: 5 GB und 200 Minuten für 30 Tage, ganz ohne Abo.',
      "Rechargez et c'est parti : 5 Go et 200 minutes pour 30 jours, sans abonnement.",
      'Ricarica e parti: 5 GB e 200 minuti per 30 giorni, senza abbonamento.',
    ),
    parts: [
      l('5 GB, 200 minutes, unlimited SMS', '5 GB, 200 Minuten, SMS unlimitiert', '5 Go, 200 minutes, SMS illimités', '5 GB, 200 minuti, SMS illimitati'),
      roaming(1),
      l('Physical SIM card only', 'Nur als physische SIM-Karte', 'Uniquement en carte SIM physique', 'Solo come SIM fisica'),
    ],
    billPeriodNote: l(
      'Renews every 30 days as long as your balance covers it',
      'Verlängert sich alle 30 Tage, solange das Guthaben reicht',
      'Se renouvelle tous les 30 jours tant que le crédit suffit',
      'Si rinnova ogni 30 giorni finché il credito è sufficiente',
    ),
  }),
  tariff({
    id: 'CH-PREPAID-25', slug: 'prepaid-25', name: 'Prepaid 25', group: PREPAID, currency: 'CHF', price: 25,
    prepaid: true, data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 2, speed: [300, 50], spendingCap: false,
    description: l(
      'Unlimited prepaid: surf and call without limits for 30 days.',
      'Prepaid unlimitiert: 30 Tage grenzenlos surfen und telefonieren.',
      'Prépayé illimité : surfez et téléphonez sans limite pendant 30 jours.',
      'Prepagato illimitato: navighi e telefoni senza limiti per 30 giorni.',
    ),
    parts: [unlimitedAt(300), CALLS_CH, roaming(2)],
  }),
  tariff({
    id: 'CH-BUSINESS-BASIC', slug: 'business-basic', name: 'Business Basic', group: BUSINESS, currency: 'CHF',
    price: { net: 22, vatRate: 8.1 }, business: true, data: 20, voice: 'unlimited', sms: 'unlimited', euData: 2,
    speed: [300, 50], commitmentMonths: 12,
    description: l(
      'The entry subscription for small businesses, with invoicing per company.',
      'Das Einstiegs-Abo für KMU, mit Rechnung pro Firma.',
      "L'abonnement d'entrée pour les PME, avec facture par entreprise.",
      "L'abbonamento base per le PMI, con fattura per azienda.",
    ),
    parts: [
      l('20 GB in Switzerland', '20 GB in der Schweiz', '20 Go en Suisse', '20 GB in Svizzera'),
      CALLS_CH, roaming(2),
      l('Prices excl. VAT', 'Preise exkl. MWST', 'Prix hors TVA', 'Prezzi IVA esclusa'),
    ],
    legal: legal('business-basic'),
  }),
  tariff({
    id: 'CH-BUSINESS-UNLIMITED', slug: 'business-unlimited', name: 'Business Unlimited', group: BUSINESS, currency: 'CHF',
    price: { net: 39, vatRate: 8.1 }, business: true, data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 15,
    euCalls: 500, speed: [1000, 100], commitmentMonths: 24,
    description: l(
      'Everything unlimited in Switzerland, 15 GB in Europe and priority support for your team.',
      'Alles unlimitiert in der Schweiz, 15 GB in Europa und Priority-Support für Ihr Team.',
      'Tout illimité en Suisse, 15 Go en Europe et support prioritaire pour votre équipe.',
      'Tutto illimitato in Svizzera, 15 GB in Europa e assistenza prioritaria per il tuo team.',
    ),
    parts: [
      unlimitedAt(1000), CALLS_CH, roaming(15),
      l('500 minutes to EU numbers', '500 Minuten in EU-Netze', '500 minutes vers les réseaux UE', '500 minuti verso reti UE'),
      l('Prices excl. VAT', 'Preise exkl. MWST', 'Prix hors TVA', 'Prezzi IVA esclusa'),
    ],
    deals: [
      deal('SpecialDealBanner', LISTS, l('Loyalty bonus: CHF 5 less from month 13', 'Treuebonus: ab dem 13. Monat CHF 5 günstiger', 'Bonus fidélité : CHF 5 de moins dès le 13e mois', 'Bonus fedeltà: CHF 5 in meno dal 13° mese')),
    ],
    legal: legal('business-unlimited'),
  }),
  tariff({
    id: 'CH-DATA-30', slug: 'data-30', name: 'Data 30', group: DATA, currency: 'CHF', price: 14.9,
    data: 30, voice: 0, sms: 0, euData: 2, speed: [300, 50],
    description: l(
      'Data only for your tablet or laptop: 30 GB a month.',
      'Nur Daten für Tablet oder Laptop: 30 GB pro Monat.',
      'Data uniquement pour tablette ou ordinateur portable : 30 Go par mois.',
      'Solo dati per tablet o portatile: 30 GB al mese.',
    ),
    parts: [
      l('30 GB in Switzerland', '30 GB in der Schweiz', '30 Go en Suisse', '30 GB in Svizzera'),
      roaming(2),
      l('No calls or SMS', 'Ohne Telefonie und SMS', 'Sans appels ni SMS', 'Senza chiamate né SMS'),
    ],
    legal: legal('data-30'),
  }),
  tariff({
    id: 'CH-DATA-UNLIMITED', slug: 'data-unlimited', name: 'Data Unlimited', group: DATA, currency: 'CHF', price: 29.9,
    data: 'unlimited', voice: { perUse: 'CHF 0.40/Min.' }, sms: { perUse: 'CHF 0.15/SMS' }, euData: 5, speed: [1000, 100], esim: false,
    description: l(
      'Unlimited data for your 5G router at home or in the holiday flat.',
      'Unlimitierte Daten für Ihren 5G-Router zu Hause oder in der Ferienwohnung.',
      'Data illimitée pour votre routeur 5G à la maison ou dans votre appartement de vacances.',
      'Dati illimitati per il tuo router 5G a casa o nella casa vacanze.',
    ),
    parts: [
      unlimitedAt(1000), roaming(5),
      l('Calls CHF 0.40/min., SMS CHF 0.15', 'Anrufe CHF 0.40/Min., SMS CHF 0.15', 'Appels CHF 0.40/min., SMS CHF 0.15', 'Chiamate CHF 0.40/min., SMS CHF 0.15'),
    ],
    deals: [deal('HighlightedSpeed', EVERYWHERE, l('Up to 1000 Mbit/s', 'Bis 1000 Mbit/s', "Jusqu'à 1000 Mbit/s", 'Fino a 1000 Mbit/s'))],
    legal: legal('data-unlimited'),
  }),
];

const HOME_PACKAGES = [
  {
    id: 'CH-OPT-STATIC-IP', kind: 'OPTION' as const, price: 5,
    name: l('Static IP address', 'Fixe IP-Adresse', 'Adresse IP fixe', 'Indirizzo IP fisso'),
    description: l(
      'A fixed public IPv4 address for servers and remote access',
      'Eine feste öffentliche IPv4-Adresse für Server und Fernzugriff',
      'Une adresse IPv4 publique fixe pour serveurs et accès à distance',
      'Un indirizzo IPv4 pubblico fisso per server e accesso remoto',
    ),
  },
  {
    id: 'CH-TEL-FLAT', kind: 'TELEPHONY' as const, price: 5,
    name: l('Landline flat rate', 'Festnetz-Flatrate', 'Forfait téléphonie fixe', 'Flat telefonia fissa'),
    description: l(
      'Unlimited calls to all Swiss landline and mobile networks',
      'Unlimitiert telefonieren in alle Schweizer Fest- und Mobilnetze',
      'Appels illimités vers tous les réseaux fixes et mobiles suisses',
      'Chiamate illimitate verso tutte le reti fisse e mobili svizzere',
    ),
  },
  {
    id: 'CH-TV-BASIS', kind: 'TV' as const, price: 9.9,
    name: l('IP TV Basic', 'IP TV Basis', 'IP TV Base', 'IP TV Base'),
    description: l(
      `Over 250 channels, 7 days of replay and 20 hours of recordings. Each extra TV box costs ${extraBoxText('CH', 'en').oneOff} once plus ${extraBoxText('CH', 'en').monthly} a month.`,
      `Über 250 Sender, 7 Tage Replay und 20 Stunden Aufnahmen. Jede zusätzliche TV-Box kostet einmalig ${extraBoxText('CH', 'de').oneOff} und ${extraBoxText('CH', 'de').monthly} pro Monat.`,
      `Plus de 250 chaînes, 7 jours de replay et 20 heures d'enregistrement. Chaque box TV supplémentaire coûte ${extraBoxText('CH', 'fr').oneOff} une fois et ${extraBoxText('CH', 'fr').monthly} par mois.`,
      `Oltre 250 canali, 7 giorni di replay e 20 ore di registrazioni. Ogni TV box aggiuntivo costa ${extraBoxText('CH', 'it').oneOff} una tantum e ${extraBoxText('CH', 'it').monthly} al mese.`,
    ),
  },
];

const fixedLineTariffs = [
  fixedLineTariff({
    id: 'CH-HOME-DSL-100', name: 'Home DSL 100', supplier: 'SWISSCOM-WHOLESALE', currency: 'CHF', price: 39.9, speed: [100, 20],
    commitmentMonths: 12, oneTimeSetupFee: 49, packages: HOME_PACKAGES, legal: legal('home-dsl-100'),
  }),
  fixedLineTariff({
    id: 'CH-HOME-FIBRE-300', name: 'Home Fibre 300', supplier: 'SWISSFIBRE', currency: 'CHF', price: 49.9, speed: [300, 300],
    oneTimeSetupFee: 99, packages: HOME_PACKAGES, legal: legal('home-fibre-300'),
  }),
  fixedLineTariff({
    id: 'CH-HOME-FIBRE-500', name: 'Home Fibre 500', supplier: 'SWISSFIBRE', currency: 'CHF', price: 57.9, speed: [500, 500],
    commitmentMonths: 12, oneTimeSetupFee: 0, monthlySetupFee: 4.15, packages: HOME_PACKAGES, legal: legal('home-fibre-500'),
  }),
  fixedLineTariff({
    id: 'CH-HOME-FIBRE-1000', name: 'Home Fibre 1000', supplier: 'OPENAXS', currency: 'CHF', price: 64.9, speed: [1000, 1000],
    commitmentMonths: 24, oneTimeSetupFee: 0, monthlySetupFee: 4.15, packages: HOME_PACKAGES,
    deals: [deal('CrossedOutPrice', ['INTERNET', 'SUPPLIER'], '69.90'), unknownAddressBanner('CH')],
    legal: legal('home-fibre-1000'),
  }),
];

const CANTONS: [shortname: string, name: string][] = [
  ['AG', 'Aargau'], ['AI', 'Appenzell Innerrhoden'], ['AR', 'Appenzell Ausserrhoden'], ['BE', 'Bern'],
  ['BL', 'Basel-Landschaft'], ['BS', 'Basel-Stadt'], ['FR', 'Fribourg'], ['GE', 'Genève'], ['GL', 'Glarus'],
  ['GR', 'Graubünden'], ['JU', 'Jura'], ['LU', 'Luzern'], ['NE', 'Neuchâtel'], ['NW', 'Nidwalden'],
  ['OW', 'Obwalden'], ['SG', 'St. Gallen'], ['SH', 'Schaffhausen'], ['SO', 'Solothurn'], ['SZ', 'Schwyz'],
  ['TG', 'Thurgau'], ['TI', 'Ticino'], ['UR', 'Uri'], ['VD', 'Vaud'], ['VS', 'Valais'], ['ZG', 'Zug'], ['ZH', 'Zürich'],
];

export const ch: MarketSeed = {
  market: 'CH',
  mandant: {
    serviceLine: {
      display: '+41 800 555 010',
      international: '+41 44 555 01 00',
      whatsapp: '+41 79 555 01 00',
      signal: '+41 79 555 01 09',
      fixedLine: '+41 800 555 020',
    },
    serviceHours: serviceHours(['08:00', '19:00'], ['09:00', '16:00']),
    // Deliberately malformed (SPEC §5): the storefront must drop it.
    fax: '044/555-01-99',
    email: 'service@example.ch',
    analytics: { googleTagManagerId: 'GTM-W4CH7PL', matomoSiteId: '3' },
    locale: 'de-CH',
    supportedLanguages: ['de-CH', 'fr-CH', 'it-CH', 'en-GB'],
    serviceProviderOperatorCode: '22866',
    countryConfig: {
      countryId: 'CH',
      zipCodeRegex: /^\d{4}$/.source,
      vatNumberRegex: /^CHE-?\d{3}\.?\d{3}\.?\d{3}(?: ?(?:MWST|TVA|IVA))?$/.source,
      mobilePhoneNumberRegex: /^(?:\+41|0041|0) ?7[5-9](?: ?\d){7}$/.source,
      phoneNumberRegex: /^(?:\+41|0041|0) ?[1-9]\d(?: ?\d){7}$/.source,
      domainCountryCode: 'ch',
    },
    appStoreConfig: appStoreLinks('ch', '1488123001', 'C104812301'),
    socialMediaConfig: socialMediaLinks('example_ch', 'example-schweiz'),
    fixedLinePrices: FIXED_LINE_PRICES.CH,
  },
  tariffs,
  fixedLineTariffs,
  smartphones: smartphonesFor('CH', combinableTariffIds(tariffs)),
  routers: routersFor('CH'),
  repeaters: repeatersFor('CH'),
  connections: connectionsFor('CH'),
  fixedLineAvailability: fixedLineAvailabilityFor('CH'),
  faq: faqFor('CH'),
  shops: shopsFor('CH'),
  regions: CANTONS.map(([shortname, name]) => ({ name, shortname })),
  countryRedirect: {
    domain: 'www.example.ch',
    redirectHeader: l('Are you in Switzerland?', 'Sind Sie in der Schweiz?', 'Vous êtes en Suisse ?', 'Si trova in Svizzera?'),
    redirectText: l(
      'Visit our Swiss shop for subscriptions and prices in CHF.',
      'Besuchen Sie unseren Schweizer Shop für Abos und Preise in CHF.',
      'Visitez notre boutique suisse pour des abonnements et des prix en CHF.',
      'Visiti il nostro shop svizzero per abbonamenti e prezzi in CHF.',
    ),
  },
  reviews: { rating: 4.4, userRatingsTotal: 1873, url: 'https://search.google.com/local/reviews?placeid=ChIJexampleCH0001' },
  maps: { apiKey: 'demo-maps-key-ch', mapId: 'ch0a97af9386fe01' },
  landing: {
    tariffIds: ['CH-MOBILE-M', 'CH-MOBILE-L', 'CH-MOBILE-EUROPE', 'CH-MOBILE-YOUNG'],
    smartphoneIds: featuredSmartphoneIds('CH'),
  },
  customers: [
    demoCustomer(
      {
        customerNumber: '30000001',
        phoneNumber: '+41795550101',
        firstName: 'Laura',
        lastName: 'Brunner',
        personal: {
          dateOfBirth: '1985-11-30',
          eMail: 'laura.brunner@example.ch',
          street: 'Seefeldstrasse',
          houseNumber: '88',
          zip: '8008',
          city: 'Zürich',
          country: 'CH',
          language: 'de-CH',
        },
        billing: { delivery: 'POST', unpaid: { 1: { status: 'OPEN' } } },
      },
      [
        {
          name: 'Mobile M',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+41 79 5550101',
          esim: true,
          catalogueId: 'CH-MOBILE-M',
          startedMonthsAgo: 22,
          usage: { dataGb: 45, minutes: 500, sms: 30, trip: { country: 'FR', days: 3, dataGb: 2.6, minutes: 20, sms: 5 } },
        },
        { name: 'Samsung Galaxy S25', type: 'Device', paymentType: 'POST_PAY', catalogueId: 'galaxy-s25-128-navy', startedMonthsAgo: 14 },
        { name: 'Home Fibre 1000', type: 'Fixedline', paymentType: 'POST_PAY', msisdn: '+41 44 5550101', catalogueId: 'CH-HOME-FIBRE-1000', startedMonthsAgo: 22 },
      ],
    ),
    demoCustomer(
      {
        customerNumber: '30000002',
        phoneNumber: '+41795550202',
        firstName: 'Sandrine',
        lastName: 'Favre',
        companyName: 'Alpenblick Treuhand AG',
        personal: {
          dateOfBirth: '1982-03-14',
          eMail: 'sandrine.favre@alpenblick-treuhand.example.ch',
          street: 'Rue du Rhône',
          houseNumber: '29',
          zip: '1204',
          city: 'Genève',
          country: 'CH',
          language: 'fr-CH',
          companyRegisterNumber: 'CH-660.1.234.567-8',
          vatNumber: 'CHE-123.456.789 MWST',
        },
        billing: { delivery: 'EMAIL', unpaid: { 2: { status: 'PARTIAL_PAID', paid: 100 } } },
      },
      [
        { name: 'Business Unlimited', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+41 79 5550202', catalogueId: 'CH-BUSINESS-UNLIMITED', startedMonthsAgo: 15, usage: { dataGb: 60, minutes: 1100, sms: 50 } },
        { name: 'Business Unlimited', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+41 79 5550203', catalogueId: 'CH-BUSINESS-UNLIMITED', startedMonthsAgo: 15, usage: { dataGb: 35, minutes: 800, sms: 30 } },
        { name: 'Business Basic', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+41 79 5550204', catalogueId: 'CH-BUSINESS-BASIC', startedMonthsAgo: 15, usage: { dataGb: 27, minutes: 300, sms: 20 }, costLimit: 20 },
      ],
    ),
    // A prepaid customer (no bills): tops up by TWINT, the Swiss instant payment (issue 27 §2).
    demoCustomer(
      {
        customerNumber: '30000003',
        phoneNumber: '+41765550303',
        firstName: 'Nico',
        lastName: 'Keller',
        personal: {
          dateOfBirth: '2003-06-21',
          eMail: 'nico.keller@example.ch',
          street: 'Spitalgasse',
          houseNumber: '14',
          zip: '3011',
          city: 'Bern',
          country: 'CH',
          language: 'de-CH',
        },
        billing: { delivery: 'EMAIL' },
      },
      [
        {
          name: 'Prepaid 10',
          type: 'IMSI',
          paymentType: 'PRE_PAY',
          msisdn: '+41 76 5550303',
          catalogueId: 'CH-PREPAID-10',
          startedMonthsAgo: 7,
          usage: { dataGb: 3, minutes: 150, sms: 40 },
          prepaidBalance: 2.4,
        },
      ],
    ),
  ],
  ordering: ORDERING.CH,
  portingProviders: portingProvidersFor('CH'),
  portings: demoPortingsFor('CH'),
  payment: paymentFor('CH'),
};
