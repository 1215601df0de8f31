/**
 * Italy: mobile offers in EUR (IVA 22 %), top-up offers, business (Partita IVA) and data-only offers,
 * FTTH fibre and FTTC. Texts in Italian and English.
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

const l = (en: string, it: string): L => ({ en, it });

const MOBILE = l('Mobile plans', 'Offerte mobile');
const TOP_UP = l('Prepaid', 'Ricaricabili');
const BUSINESS = l('Business', 'Partita IVA');
const DATA = l('Data only', 'Solo dati');

const legal = legalDocuments('it', l('Contract summary and terms', 'Sintesi contrattuale e condizioni'));

const CALLS = l('Unlimited minutes and SMS to all Italian numbers', 'Minuti e SMS illimitati verso tutti i numeri italiani');
const NO_TIE = l('No commitment, cancel whenever you like', 'Nessun vincolo, disdici quando vuoi');
const roaming = (gb: number) => l(`${gb} GB of EU roaming`, `${gb} Giga in roaming UE`);
const giga = (gb: number, net: '4G' | '5G') => l(`${gb} GB in ${net}`, `${gb} Giga in ${net}`);
const term = (months: number) => l(`${months}-month commitment`, `Vincolo di ${months} mesi`);

const tariffs: SeedTariff[] = [
  tariff({
    id: 'IT-GIGA-50', slug: 'giga-50', name: 'Giga 50', group: MOBILE, currency: 'EUR', price: 5.9,
    data: 50, voice: 'unlimited', sms: 'unlimited', euData: 6, speed: [150, 50], fiveG: false,
    description: l('The essentials at a small price: 50 GB and unlimited minutes.', "L'essenziale a un piccolo prezzo: 50 Giga e minuti illimitati."),
    parts: [giga(50, '4G'), CALLS, roaming(6), NO_TIE],
    setup: { months: 1, basicFee: 0, description: l('First month free', 'Primo mese gratis') },
    legal: legal('giga-50'),
  }),
  tariff({
    id: 'IT-GIGA-150', slug: 'giga-150-5g', name: 'Giga 150 5G', group: MOBILE, currency: 'EUR', price: 9.9,
    data: 150, voice: 'unlimited', sms: 'unlimited', euData: 10, speed: [500, 100], rollover: true,
    description: l('150 GB in 5G, and the gigabytes you don’t use carry over to next month.', '150 Giga in 5G, e i Giga che non usi passano al mese successivo.'),
    parts: [giga(150, '5G'), l('Unused data carries over', 'I Giga non usati si accumulano'), CALLS, roaming(10), NO_TIE],
    deals: [deal('HighlightedPrice', EVERYWHERE, l('Most chosen', 'La più scelta'))],
    legal: legal('giga-150-5g'),
  }),
  tariff({
    id: 'IT-GIGA-250', slug: 'giga-250-5g', name: 'Giga 250 5G', group: MOBILE, currency: 'EUR', price: 12.9,
    data: 250, voice: 'unlimited', sms: 'unlimited', euData: 13, speed: [1000, 100], commitmentMonths: 12,
    description: l('250 GB at full 5G speed for streaming, gaming and hotspot.', '250 Giga alla massima velocità 5G per streaming, gaming e hotspot.'),
    parts: [giga(250, '5G'), CALLS, roaming(13), term(12)],
    deals: [deal('CrossedOutPrice', LISTS, '14.90')],
    legal: legal('giga-250-5g'),
  }),
  tariff({
    id: 'IT-GIGA-ILLIMITATI', slug: 'giga-illimitati-5g', name: 'Giga Illimitati 5G', group: MOBILE, currency: 'EUR', price: 19.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 20, euCalls: 100, speed: [1000, 100], commitmentMonths: 24,
    description: l('Unlimited data in 5G with no worries, plus 100 minutes to the EU.', 'Giga illimitati in 5G senza pensieri, con 100 minuti verso l’UE.'),
    parts: [
      l('Unlimited data in 5G', 'Giga illimitati in 5G'), CALLS, roaming(20),
      l('100 minutes to EU numbers', '100 minuti verso numeri UE'), term(24),
    ],
    deals: [
      deal('CustomTariffCardColor', EVERYWHERE, '#009246'),
      deal('HighlightedSpeed', EVERYWHERE, l('Up to 1 Gbit/s', 'Fino a 1 Gbit/s')),
      deal('SpecialDealBanner', ['LANDING'], l('Starting soon: 3 months at €14.90', 'Tra pochi giorni: 3 mesi a 14,90 €'), { validFrom: '+20d', validTo: '+50d' }),
    ],
    legal: legal('giga-illimitati-5g'),
  }),
  tariff({
    id: 'IT-GIGA-100-UNDER-30', slug: 'giga-100-under-30', name: 'Giga 100 Under 30', group: MOBILE, currency: 'EUR', price: 7.9,
    data: 100, voice: 'unlimited', sms: 'unlimited', euData: 8, speed: [300, 50],
    description: l('For those under 30: 100 GB in 5G at a reduced price for the first three months.', 'Per chi ha meno di 30 anni: 100 Giga in 5G, a prezzo ridotto per i primi tre mesi.'),
    parts: [giga(100, '5G'), CALLS, roaming(8), l('For customers under 30', 'Riservata a chi ha meno di 30 anni')],
    setup: { months: 3, basicFee: 4.9, description: l('Only €4.90 a month for the first 3 months', 'Solo 4,90 € al mese per i primi 3 mesi') },
    deals: [deal('ExpiringSpecialDeal', EVERYWHERE, l('Only a few days left', 'Solo per pochi giorni'), { validTo: '+12d' })],
    legal: legal('giga-100-under-30'),
  }),
  tariff({
    id: 'IT-PASSA-A-NOI-200', slug: 'passa-a-noi-200', name: 'Passa a Noi 200', group: MOBILE, currency: 'EUR', price: 8.9,
    data: 200, voice: 'unlimited', sms: 'unlimited', euData: 9, speed: [500, 100],
    description: l('A reserved offer for those who switch to us and keep their number.', 'Offerta riservata a chi passa a noi mantenendo il proprio numero.'),
    parts: [giga(200, '5G'), CALLS, roaming(9), l('Only with number portability', 'Solo con portabilità del numero')],
    deals: [HIDDEN, deal('SpecialDealBanner', ['DETAIL'], l('Reserved offer: only via the link you received', 'Offerta riservata: solo tramite il link che hai ricevuto'))],
    legal: legal('passa-a-noi-200'),
  }),
  tariff({
    id: 'IT-GIGA-300', slug: 'giga-300-5g', name: 'Giga 300 5G', group: MOBILE, currency: 'EUR', price: 11.9, validFrom: '+20d',
    data: 300, voice: 'unlimited', sms: 'unlimited', euData: 12, speed: [1000, 100],
    description: l('Next month’s new offer: 300 GB in 5G at €11.90.', 'La novità del prossimo mese: 300 Giga in 5G a 11,90 €.'),
    parts: [giga(300, '5G'), CALLS, roaming(12), NO_TIE],
    deals: [deal('NewProduct', EVERYWHERE, l('New', 'Novità'))],
    legal: legal('giga-300-5g'),
  }),
  // ADR 50: a loyalty and an upgrade plan, offered to customers in their tariff change only.
  tariff({
    id: 'IT-GIGA-200-FEDELTA', slug: 'giga-200-fedelta', name: 'Giga 200 Fedeltà', group: MOBILE, currency: 'EUR', price: 9.9,
    data: 200, voice: 'unlimited', sms: 'unlimited', euData: 10, speed: [500, 100],
    description: l('For our customers: 200 GB in 5G for the price of 150.', 'Per i nostri clienti: 200 Giga in 5G al prezzo di 150.'),
    parts: [giga(200, '5G'), CALLS, roaming(10), NO_TIE],
    deals: [deal('LoyaltyPlan', ['DETAIL'], l('Thank you for staying: 50 GB more', 'Grazie della fedeltà: 50 Giga in più'))],
    legal: legal('giga-200-fedelta'),
  }),
  tariff({
    id: 'IT-UPGRADE-ILLIMITATI', slug: 'upgrade-illimitati-5g', name: 'Upgrade Illimitati 5G', group: MOBILE, currency: 'EUR', price: 16.9,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 20, speed: [1000, 100],
    description: l('For our customers: unlimited data in 5G, no commitment.', 'Per i nostri clienti: Giga illimitati in 5G, senza vincoli.'),
    parts: [l('Unlimited data in 5G', 'Giga illimitati in 5G'), CALLS, roaming(20), NO_TIE],
    deals: [deal('UpgradePlan', ['DETAIL'], l('Upgrade: unlimited for €3 less', 'Upgrade: illimitati a 3 € in meno'))],
    legal: legal('upgrade-illimitati-5g'),
  }),
  tariff({
    id: 'IT-GIGA-200-PROMO', slug: 'giga-200-promo', name: 'Giga 200 Promo', group: MOBILE, currency: 'EUR', price: 6.9, validTo: '-10d',
    data: 200, voice: 'unlimited', sms: 'unlimited', euData: 7, speed: [300, 50],
    description: l('Limited-time promo: 200 GB for €6.90 a month.', 'Promo a tempo limitato: 200 Giga a 6,90 € al mese.'),
    parts: [giga(200, '5G'), CALLS, roaming(7), NO_TIE],
    legal: legal('giga-200-promo'),
  }),
  tariff({
    id: 'IT-SMART-7', slug: 'smart-7', name: 'Smart 7', group: TOP_UP, currency: 'EUR', price: 7,
    prepaid: true, data: 30, voice: 'unlimited', sms: 100, euData: 5, speed: [150, 50], fiveG: false, esim: false, spendingCap: false,
    description: l('Top up and go: 30 GB and unlimited minutes every 30 days.', 'Ricarichi e vai: 30 Giga e minuti illimitati ogni 30 giorni.'),
    parts: [giga(30, '4G'), l('Unlimited minutes, 100 SMS', 'Minuti illimitati, 100 SMS'), roaming(5), l('Physical SIM only', 'Solo SIM fisica')],
    billPeriodNote: l('Renews every 30 days if your credit is sufficient', 'Si rinnova ogni 30 giorni se il credito è sufficiente'),
  }),
  tariff({
    id: 'IT-SMART-12', slug: 'smart-12', name: 'Smart 12', group: TOP_UP, currency: 'EUR', price: 12,
    prepaid: true, data: 120, voice: 'unlimited', sms: 'unlimited', euData: 9, speed: [500, 100], spendingCap: false,
    description: l('120 GB in 5G with top-up credit, no contract and no surprises.', '120 Giga in 5G con il credito residuo, senza contratto e senza sorprese.'),
    parts: [giga(120, '5G'), CALLS, roaming(9)],
    billPeriodNote: l('Renews every 30 days if your credit is sufficient', 'Si rinnova ogni 30 giorni se il credito è sufficiente'),
  }),
  tariff({
    id: 'IT-BUSINESS-100', slug: 'business-100', name: 'Business 100', group: BUSINESS, currency: 'EUR',
    price: { net: 8, vatRate: 22 }, business: true, data: 100, voice: 'unlimited', sms: 'unlimited', euData: 8,
    speed: [500, 100], commitmentMonths: 12,
    description: l('The offer for freelancers and small businesses, with an electronic invoice.', "L'offerta per professionisti e piccole imprese, con fattura elettronica."),
    parts: [giga(100, '5G'), CALLS, roaming(8), l('Prices excluding VAT', 'Prezzi IVA esclusa')],
    legal: legal('business-100'),
  }),
  tariff({
    id: 'IT-BUSINESS-ILLIMITATI', slug: 'business-illimitati', name: 'Business Illimitati', group: BUSINESS, currency: 'EUR',
    price: { net: 16, vatRate: 22 }, business: true, data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 20,
    euCalls: 300, speed: [1000, 100], commitmentMonths: 24,
    description: l('Unlimited data for the whole team, 300 minutes to the EU and a dedicated consultant.', 'Giga illimitati per tutto il team, 300 minuti verso l’UE e un consulente dedicato.'),
    parts: [
      l('Unlimited data in 5G', 'Giga illimitati in 5G'), CALLS, roaming(20),
      l('300 minutes to EU numbers', '300 minuti verso numeri UE'), l('Prices excluding VAT', 'Prezzi IVA esclusa'),
    ],
    deals: [deal('SpecialDealBanner', LISTS, l('Loyalty bonus: €2 less a month from month 13', 'Bonus fedeltà: 2 € in meno al mese dal 13° mese'))],
    legal: legal('business-illimitati'),
  }),
  tariff({
    id: 'IT-SOLO-DATI-100', slug: 'solo-dati-100', name: 'Solo Dati 100', group: DATA, currency: 'EUR', price: 9.9,
    data: 100, voice: { perUse: '19 cent/min' }, sms: { perUse: '29 cent/SMS' }, euData: 10, speed: [500, 100],
    description: l('Data only for tablet, laptop or portable modem.', 'Solo internet per tablet, portatile o chiavetta.'),
    parts: [giga(100, '5G'), roaming(10), l('Calls 19 cents/min, SMS 29 cents', 'Chiamate 19 cent/min, SMS 29 cent')],
    legal: legal('solo-dati-100'),
  }),
  tariff({
    id: 'IT-INTERNET-CASA-5G', slug: 'internet-casa-5g', name: 'Internet Casa 5G', group: DATA, currency: 'EUR', price: 19.9,
    data: 'unlimited', voice: 0, sms: 0, euData: 20, speed: [1000, 100], esim: false,
    description: l('Unlimited home internet over 5G, where fibre has not arrived yet.', 'Internet illimitato a casa in 5G, dove la fibra non è ancora arrivata.'),
    parts: [l('Unlimited data in 5G', 'Giga illimitati in 5G'), roaming(20), l('For your 5G modem, no calls or SMS', 'Per il tuo modem 5G, senza chiamate né SMS')],
    legal: legal('internet-casa-5g'),
  }),
];

const HOME_PACKAGES = [
  {
    id: 'IT-OPT-IP-STATICO', kind: 'OPTION' as const, price: 5,
    name: l('Static IP address', 'IP statico'),
    description: l('A fixed public IPv4 address for servers, video surveillance and remote access', 'Un indirizzo IPv4 pubblico fisso per server, videosorveglianza e accesso remoto'),
  },
  {
    id: 'IT-TEL-ILLIMITATE', kind: 'TELEPHONY' as const, price: 3,
    name: l('Unlimited landline calls', 'Chiamate illimitate da fisso'),
    description: l('Unlimited calls to all Italian landline and mobile numbers', 'Chiamate illimitate verso tutti i numeri fissi e mobili nazionali'),
  },
  {
    id: 'IT-TV-BASE', kind: 'TV' as const, price: 7.9,
    name: l('IP TV Basic', 'IP TV Base'),
    description: l(
      `Over 150 channels, 7 days of replay and 20 hours of recordings. Each extra TV box costs ${extraBoxText('IT', 'en').oneOff} one-off plus ${extraBoxText('IT', 'en').monthly} a month.`,
      `Oltre 150 canali, 7 giorni di replay e 20 ore di registrazioni. Ogni TV box aggiuntivo costa ${extraBoxText('IT', 'it').oneOff} una tantum e ${extraBoxText('IT', 'it').monthly} al mese.`,
    ),
  },
];

const fixedLineTariffs = [
  fixedLineTariff({
    id: 'IT-FIBRA-FTTC-200', name: 'Fibra Misto Rame 200', supplier: 'FIBERCOP', currency: 'EUR', price: 21.9, speed: [200, 20],
    oneTimeSetupFee: 0, monthlySetupFee: 1.66, packages: HOME_PACKAGES, legal: legal('fibra-misto-rame-200'),
  }),
  fixedLineTariff({
    id: 'IT-FIBRA-300', name: 'Fibra 300', supplier: 'FIBERCOP', currency: 'EUR', price: 22.9, speed: [300, 100],
    commitmentMonths: 12, oneTimeSetupFee: 39.9, packages: HOME_PACKAGES, legal: legal('fibra-300'),
  }),
  fixedLineTariff({
    id: 'IT-FIBRA-500', name: 'Fibra 500', supplier: 'OPEN-FIBER', currency: 'EUR', price: 23.9, speed: [500, 100],
    commitmentMonths: 12, oneTimeSetupFee: 19.9, packages: HOME_PACKAGES, legal: legal('fibra-500'),
  }),
  fixedLineTariff({
    id: 'IT-FIBRA-1-GIGA', name: 'Fibra 1 Giga', supplier: 'OPEN-FIBER', currency: 'EUR', price: 25.9, speed: [1000, 300],
    commitmentMonths: 24, oneTimeSetupFee: 0, monthlySetupFee: 1.66, packages: HOME_PACKAGES,
    deals: [deal('CrossedOutPrice', ['INTERNET', 'SUPPLIER'], '29.90'), unknownAddressBanner('IT')],
    legal: legal('fibra-1-giga'),
  }),
];

const REGIONS: [shortname: string, name: string][] = [
  ['ABR', 'Abruzzo'], ['BAS', 'Basilicata'], ['CAL', 'Calabria'], ['CAM', 'Campania'], ['EMR', 'Emilia-Romagna'],
  ['FVG', 'Friuli-Venezia Giulia'], ['LAZ', 'Lazio'], ['LIG', 'Liguria'], ['LOM', 'Lombardia'], ['MAR', 'Marche'],
  ['MOL', 'Molise'], ['PIE', 'Piemonte'], ['PUG', 'Puglia'], ['SAR', 'Sardegna'], ['SIC', 'Sicilia'],
  ['TOS', 'Toscana'], ['TAA', 'Trentino-Alto Adige'], ['UMB', 'Umbria'], ['VDA', "Valle d'Aosta"], ['VEN', 'Veneto'],
];

export const it: MarketSeed = {
  market: 'IT',
  mandant: {
    serviceLine: {
      display: '+39 800 555 010',
      international: '+39 02 5555 0100',
      whatsapp: '+39 351 555 0100',
      signal: '+39 351 555 0101',
      fixedLine: '+39 800 555 020',
    },
    serviceHours: serviceHours(['09:00', '21:00'], ['09:00', '18:00']),
    fax: '+39 02 5555 0199',
    email: 'assistenza@example.it',
    analytics: { googleTagManagerId: 'GTM-P8IT3ZK', matomoSiteId: '5' },
    locale: 'it-IT',
    supportedLanguages: ['it-IT', 'en-GB'],
    serviceProviderOperatorCode: '22244',
    countryConfig: {
      countryId: 'IT',
      zipCodeRegex: /^\d{5}$/.source,
      vatNumberRegex: /^(?:IT ?)?\d{11}$/.source,
      mobilePhoneNumberRegex: /^(?:\+39|0039)? ?3\d{2}(?: ?\d){6,7}$/.source,
      phoneNumberRegex: /^(?:\+39|0039)? ?0\d{1,3}(?: ?\d){4,8}$/.source,
      domainCountryCode: 'it',
    },
    appStoreConfig: appStoreLinks('it', '1488123003', 'C104812303'),
    socialMediaConfig: socialMediaLinks('example_it', 'example-italia'),
    fixedLinePrices: FIXED_LINE_PRICES.IT,
  },
  tariffs,
  fixedLineTariffs,
  smartphones: smartphonesFor('IT', combinableTariffIds(tariffs)),
  routers: routersFor('IT'),
  repeaters: repeatersFor('IT'),
  connections: connectionsFor('IT'),
  fixedLineAvailability: fixedLineAvailabilityFor('IT'),
  faq: faqFor('IT'),
  shops: shopsFor('IT'),
  regions: REGIONS.map(([shortname, name]) => ({ name, shortname })),
  countryRedirect: {
    domain: 'www.example.it',
    redirectHeader: { en: 'Are you in Italy?', de: 'Sie sind in Italien?', fr: 'Vous êtes en Italie\u00a0?', it: 'Ti trovi in Italia?' },
    redirectText: {
      en: 'Visit our Italian shop for offers with an Italian number and prices in euros.',
      de: 'Zu unserem Shop für Italien mit Angeboten mit italienischer Rufnummer und Preisen in Euro.',
      fr: 'Visitez notre boutique italienne pour des offres avec un numéro italien et des prix en euros.',
      it: 'Visita il nostro shop italiano per le offerte con numero italiano e prezzi in euro.',
    },
  },
  reviews: { rating: 4.3, userRatingsTotal: 2948, url: 'https://search.google.com/local/reviews?placeid=ChIJexampleIT0001' },
  maps: { apiKey: 'demo-maps-key-it', mapId: 'it0a97af9386fe03' },
  landing: {
    tariffIds: ['IT-GIGA-150', 'IT-GIGA-250', 'IT-GIGA-ILLIMITATI', 'IT-GIGA-100-UNDER-30'],
    smartphoneIds: featuredSmartphoneIds('IT'),
  },
  customers: [
    demoCustomer(
      {
        customerNumber: '50000001',
        phoneNumber: '+393475550101',
        firstName: 'Giulia',
        lastName: 'Rossi',
        personal: {
          dateOfBirth: '1993-05-27',
          eMail: 'giulia.rossi@example.it',
          street: 'Via Paolo Sarpi',
          houseNumber: '18',
          block: 'B',
          doorNumber: 'int. 7',
          zip: '20154',
          city: 'Milano',
          country: 'IT',
          language: 'it-IT',
        },
        billing: { delivery: 'EMAIL', unpaid: { 1: { status: 'OPEN' } } },
      },
      [
        {
          name: 'Giga 150 5G',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+39 347 5550101',
          esim: true,
          catalogueId: 'IT-GIGA-150',
          startedMonthsAgo: 18,
          usage: { dataGb: 60, minutes: 450, sms: 20, trip: { country: 'ES', days: 5, dataGb: 8.5, minutes: 40, sms: 6 } },
        },
        { name: 'Google Pixel 9', type: 'Device', paymentType: 'POST_PAY', catalogueId: 'pixel-9-128-obsidian', startedMonthsAgo: 18 },
        { name: 'Fibra 1 Giga', type: 'Fixedline', paymentType: 'POST_PAY', msisdn: '+39 02 55550101', catalogueId: 'IT-FIBRA-1-GIGA', startedMonthsAgo: 18 },
      ],
    ),
    demoCustomer(
      {
        customerNumber: '50000002',
        phoneNumber: '+393355550202',
        firstName: 'Marco',
        lastName: 'Ferri',
        companyName: 'Ferri Impianti S.r.l.',
        // The company's SIM cards are swapped only through its fleet manager at customer service.
        features: ['CALL_FORWARDING'],
        personal: {
          dateOfBirth: '1977-10-09',
          eMail: 'amministrazione@ferri-impianti.example.it',
          street: 'Corso Vittorio Emanuele II',
          houseNumber: '120',
          zip: '10128',
          city: 'Torino',
          country: 'IT',
          language: 'it-IT',
          companyRegisterNumber: 'TO-1187452',
          vatNumber: 'IT01234567890',
        },
        billing: { delivery: 'EMAIL', unpaid: { 2: { status: 'PARTIAL_PAID', paid: 20 } } },
      },
      [
        { name: 'Business Illimitati', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+39 335 5550202', catalogueId: 'IT-BUSINESS-ILLIMITATI', startedMonthsAgo: 14, usage: { dataGb: 90, minutes: 1000, sms: 40 } },
        { name: 'Business Illimitati', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+39 335 5550203', catalogueId: 'IT-BUSINESS-ILLIMITATI', startedMonthsAgo: 14, usage: { dataGb: 40, minutes: 700, sms: 25 } },
        // Abroad today with 6.8 of its 8 GB of EU roaming data used (85 %): the spending caps screen warns.
        {
          name: 'Business 100',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+39 335 5550204',
          catalogueId: 'IT-BUSINESS-100',
          startedMonthsAgo: 14,
          usage: { dataGb: 80, minutes: 500, sms: 15, trip: { country: 'FR', days: 1, dataGb: 6.8, minutes: 10, sms: 2, steady: true } },
        },
      ],
    ),
  ],
  ordering: ORDERING.IT,
  portingProviders: portingProvidersFor('IT'),
  portings: demoPortingsFor('IT'),
  payment: paymentFor('IT'),
};
