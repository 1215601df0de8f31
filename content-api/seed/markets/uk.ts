/**
 * United Kingdom: SIM-only plans in GBP (VAT 20 %), pay as you go bundles, business and data-only
 * plans, full fibre and superfast broadband. Texts in British English only.
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

const e = (en: string): L => ({ en });

const SIM_ONLY = e('SIM only plans');
const PAYG = e('Pay as you go');
const BUSINESS = e('Business');
const DATA = e('Data only');

const legal = legalDocuments('uk', e('Contract summary and key facts'));

const CALLS = e('Unlimited UK minutes and texts');
const ROLLING = e('Monthly rolling plan, cancel any time');
const roaming = (gb: number) => e(`Roam in the EU at no extra cost: up to ${gb}GB`);
const unlimitedAt = (mbits: number) => e(`Unlimited data at up to ${mbits} Mbit/s`);
const term = (months: number) => e(`${months}-month contract`);

const tariffs: SeedTariff[] = [
  tariff({
    id: 'UK-ESSENTIAL-5GB', slug: 'essential-5gb', name: 'Essential 5GB', group: SIM_ONLY, currency: 'GBP', price: 6,
    data: 5, voice: 'unlimited', sms: 'unlimited', euData: 5, speed: [150, 30], fiveG: false,
    description: e('Everything you need for calls, texts and a bit of browsing, for less than a takeaway coffee a week.'),
    parts: [e('5GB of 4G data'), CALLS, roaming(5), ROLLING],
    setup: { months: 1, basicFee: 3, description: e('Half price for your first month') },
    legal: legal('essential-5gb'),
  }),
  tariff({
    id: 'UK-EVERYDAY-30GB', slug: 'everyday-30gb', name: 'Everyday 30GB', group: SIM_ONLY, currency: 'GBP', price: 10,
    data: 30, voice: 'unlimited', sms: 'unlimited', euData: 15, speed: [500, 50], rollover: true,
    description: e('Plenty of 5G data for streaming on the commute, and any data you don’t use rolls over.'),
    parts: [e('30GB of 5G data, unused data rolls over'), CALLS, roaming(15), ROLLING],
    deals: [deal('HighlightedPrice', EVERYWHERE, e('Most popular'))],
    legal: legal('everyday-30gb'),
  }),
  tariff({
    id: 'UK-PLUS-100GB', slug: 'plus-100gb', name: 'Plus 100GB', group: SIM_ONLY, currency: 'GBP', price: 15,
    data: 100, voice: 'unlimited', sms: 'unlimited', euData: 25, speed: [1000, 100], commitmentMonths: 12,
    description: e('100GB on our fastest 5G, with a lower price for your first three months.'),
    parts: [e('100GB of 5G data'), CALLS, roaming(25), term(12)],
    setup: { months: 3, basicFee: 10, description: e('Just £10 a month for your first 3 months') },
    deals: [deal('CrossedOutPrice', LISTS, '18.00')],
    legal: legal('plus-100gb'),
  }),
  tariff({
    id: 'UK-UNLIMITED', slug: 'unlimited', name: 'Unlimited', group: SIM_ONLY, currency: 'GBP', price: 22,
    data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 30, euCalls: 100, speed: [1000, 100], commitmentMonths: 24,
    description: e('Truly unlimited 5G data with no speed caps, plus 100 minutes to Europe every month.'),
    parts: [unlimitedAt(1000), CALLS, roaming(30), e('100 minutes to EU numbers'), term(24)],
    deals: [
      deal('CustomTariffCardColor', EVERYWHERE, '#1d3c78'),
      deal('HighlightedSpeed', EVERYWHERE, e('Our fastest 5G')),
      deal('SpecialDealBanner', ['LANDING'], e('Starting soon: 6 months at £18'), { validFrom: '+20d', validTo: '+50d' }),
    ],
    legal: legal('unlimited'),
  }),
  tariff({
    id: 'UK-FLEX-20GB', slug: 'flex-20gb', name: 'Flex 20GB', group: SIM_ONLY, currency: 'GBP', price: 8,
    data: 20, voice: 'unlimited', sms: 'unlimited', euData: 10, speed: [300, 50],
    description: e('Our flexible favourite: 20GB of 5G with no contract to tie you down.'),
    parts: [e('20GB of 5G data'), CALLS, roaming(10), ROLLING],
    deals: [deal('ExpiringSpecialDeal', EVERYWHERE, e('Ends soon'), { validTo: '+12d' })],
    legal: legal('flex-20gb'),
  }),
  tariff({
    id: 'UK-FRIENDS-60GB', slug: 'friends-60gb', name: 'Friends 60GB', group: SIM_ONLY, currency: 'GBP', price: 9,
    data: 60, voice: 'unlimited', sms: 'unlimited', euData: 15, speed: [500, 50],
    description: e('A thank-you plan for people our customers recommend: 60GB of 5G for £9.'),
    parts: [e('60GB of 5G data'), CALLS, roaming(15), ROLLING],
    deals: [HIDDEN, deal('SpecialDealBanner', ['DETAIL'], e('Only available through a friend’s referral link'))],
    legal: legal('friends-60gb'),
  }),
  tariff({
    id: 'UK-EVERYDAY-50GB', slug: 'everyday-50gb', name: 'Everyday 50GB', group: SIM_ONLY, currency: 'GBP', price: 12,
    data: 50, voice: 'unlimited', sms: 'unlimited', euData: 20, speed: [500, 50], rollover: true, validFrom: '+20d',
    description: e('Coming next month: more data for our Everyday customers, with data rollover included.'),
    parts: [e('50GB of 5G data, unused data rolls over'), CALLS, roaming(20), ROLLING],
    deals: [deal('NewProduct', EVERYWHERE, e('New'))],
    legal: legal('everyday-50gb'),
  }),
  tariff({
    id: 'UK-BIG-DATA-200GB', slug: 'big-data-200gb', name: 'Big Data 200GB', group: SIM_ONLY, currency: 'GBP', price: 14,
    data: 200, voice: 'unlimited', sms: 'unlimited', euData: 25, speed: [500, 50], validTo: '-10d',
    description: e('Our limited Big Data offer: 200GB a month at a small-plan price.'),
    parts: [e('200GB of 5G data'), CALLS, roaming(25), ROLLING],
    legal: legal('big-data-200gb'),
  }),
  tariff({
    id: 'UK-PAYG-10', slug: 'payg-10', name: '£10 Bundle', group: PAYG, currency: 'GBP', price: 10,
    prepaid: true, data: 8, voice: 500, sms: 'unlimited', euData: 4, speed: [150, 30], fiveG: false, esim: false, spendingCap: false,
    description: e('Top up when you like: 8GB, 500 minutes and unlimited texts for 30 days.'),
    parts: [e('8GB of 4G data'), e('500 minutes and unlimited texts'), roaming(4), e('Physical SIM only')],
    billPeriodNote: e('Renews every 30 days if you have enough credit'),
  }),
  tariff({
    id: 'UK-PAYG-20', slug: 'payg-20', name: '£20 Bundle', group: PAYG, currency: 'GBP', price: 20,
    prepaid: true, data: 40, voice: 'unlimited', sms: 'unlimited', euData: 12, speed: [500, 50], spendingCap: false,
    description: e('Pay as you go with plenty of 5G: 40GB and unlimited minutes for 30 days.'),
    parts: [e('40GB of 5G data'), CALLS, roaming(12)],
    billPeriodNote: e('Renews every 30 days if you have enough credit'),
  }),
  tariff({
    id: 'UK-BUSINESS-25GB', slug: 'business-25gb', name: 'Business 25GB', group: BUSINESS, currency: 'GBP',
    price: { net: 9, vatRate: 20 }, business: true, data: 25, voice: 'unlimited', sms: 'unlimited', euData: 10,
    speed: [500, 50], commitmentMonths: 12,
    description: e('A simple plan for sole traders and small teams, billed to your business.'),
    parts: [e('25GB of 5G data'), CALLS, roaming(10), e('Prices exclude VAT')],
    legal: legal('business-25gb'),
  }),
  tariff({
    id: 'UK-BUSINESS-UNLIMITED', slug: 'business-unlimited', name: 'Business Unlimited', group: BUSINESS, currency: 'GBP',
    price: { net: 18, vatRate: 20 }, business: true, data: 'unlimited', voice: 'unlimited', sms: 'unlimited', euData: 30,
    euCalls: 500, speed: [1000, 100], commitmentMonths: 24,
    description: e('Unlimited 5G for your whole team, with 500 minutes to Europe and a dedicated account manager.'),
    parts: [unlimitedAt(1000), CALLS, roaming(30), e('500 minutes to EU numbers'), e('Prices exclude VAT')],
    deals: [deal('SpecialDealBanner', LISTS, e('Loyalty reward: £2 off every month from month 13'))],
    legal: legal('business-unlimited'),
  }),
  tariff({
    id: 'UK-DATA-50GB', slug: 'data-sim-50gb', name: 'Data SIM 50GB', group: DATA, currency: 'GBP', price: 12,
    data: 50, voice: 0, sms: 0, euData: 15, speed: [500, 50],
    description: e('A data-only SIM for your tablet, laptop or mobile hotspot.'),
    parts: [e('50GB of 5G data'), roaming(15), e('No calls or texts')],
    legal: legal('data-sim-50gb'),
  }),
  tariff({
    id: 'UK-TABLET-10GB', slug: 'tablet-10gb', name: 'Tablet 10GB', group: DATA, currency: 'GBP', price: 7,
    data: 10, voice: { perUse: '8p/minute' }, sms: { perUse: '4p/text' }, euData: 5, speed: [150, 30], fiveG: false, esim: false,
    description: e('Keep your tablet online anywhere in the UK for just £7 a month.'),
    parts: [e('10GB of 4G data'), roaming(5), e('Calls 8p a minute, texts 4p')],
    legal: legal('tablet-10gb'),
  }),
];

const BROADBAND_PACKAGES = [
  {
    id: 'UK-OPT-STATIC-IP', kind: 'OPTION' as const, price: 5, name: e('Static IP address'),
    description: e('A fixed public IPv4 address for home servers, CCTV and remote access'),
  },
  {
    id: 'UK-TEL-ANYTIME', kind: 'TELEPHONY' as const, price: 8, name: e('Anytime calls'),
    description: e('Unlimited calls to UK landlines and mobiles over Digital Voice'),
  },
  {
    id: 'UK-TV-BASIC', kind: 'TV' as const, price: 10, name: e('IP TV Basic'),
    description: e(`Over 100 channels, 7 days of catch-up and 20 hours of recordings. Each extra TV box is ${extraBoxText('UK', 'en').oneOff} one-off plus ${extraBoxText('UK', 'en').monthly} a month.`),
  },
];

const fixedLineTariffs = [
  fixedLineTariff({
    id: 'UK-SUPERFAST-67', name: 'Superfast Fibre 67', supplier: 'OPENREACH', currency: 'GBP', price: 24, speed: [67, 18],
    commitmentMonths: 12, oneTimeSetupFee: 0, packages: BROADBAND_PACKAGES, legal: legal('superfast-fibre-67'),
  }),
  fixedLineTariff({
    id: 'UK-FULL-FIBRE-150', name: 'Full Fibre 150', supplier: 'OPENREACH', currency: 'GBP', price: 26, speed: [150, 30],
    commitmentMonths: 24, oneTimeSetupFee: 0, packages: BROADBAND_PACKAGES, legal: legal('full-fibre-150'),
  }),
  fixedLineTariff({
    id: 'UK-FULL-FIBRE-500', name: 'Full Fibre 500', supplier: 'CITYFIBRE', currency: 'GBP', price: 32, speed: [500, 500],
    commitmentMonths: 24, oneTimeSetupFee: 30, packages: BROADBAND_PACKAGES, legal: legal('full-fibre-500'),
  }),
  fixedLineTariff({
    id: 'UK-FULL-FIBRE-900', name: 'Full Fibre 900', supplier: 'CITYFIBRE', currency: 'GBP', price: 40, speed: [900, 900],
    commitmentMonths: 24, oneTimeSetupFee: 0, monthlySetupFee: 2.5, packages: BROADBAND_PACKAGES,
    deals: [deal('HighlightedSpeed', ['INTERNET', 'SUPPLIER'], e('Gigabit-class speeds')), unknownAddressBanner('UK')],
    legal: legal('full-fibre-900'),
  }),
];

export const uk: MarketSeed = {
  market: 'UK',
  mandant: {
    serviceLine: {
      display: '+44 808 157 0100',
      international: '+44 20 7946 0100',
      whatsapp: '+44 7700 900100',
      signal: '+44 7700 900101',
      fixedLine: '+44 808 157 0200',
    },
    serviceHours: serviceHours(['08:00', '20:00'], ['09:00', '17:00']),
    fax: '+44 20 7946 0999',
    email: 'help@example.co.uk',
    analytics: { googleTagManagerId: 'GTM-UK4R9TB', matomoSiteId: '4' },
    locale: 'en-GB',
    supportedLanguages: ['en-GB'],
    serviceProviderOperatorCode: '23477',
    countryConfig: {
      countryId: 'GB',
      zipCodeRegex: /^(?:GIR ?0AA|[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2})$/.source,
      vatNumberRegex: /^(?:GB ?)?(?:\d{3} ?\d{4} ?\d{2}(?: ?\d{3})?|GD[0-4]\d{2}|HA[5-9]\d{2})$/.source,
      mobilePhoneNumberRegex: /^(?:\+44 ?|0)7\d{3} ?\d{3} ?\d{3}$/.source,
      phoneNumberRegex: /^(?:\+44 ?|0)[1-3](?: ?\d){8,9}$/.source,
      domainCountryCode: 'uk',
    },
    appStoreConfig: appStoreLinks('gb', '1488123002', 'C104812302'),
    socialMediaConfig: socialMediaLinks('example_uk', 'example-uk'),
    fixedLinePrices: FIXED_LINE_PRICES.UK,
  },
  tariffs,
  fixedLineTariffs,
  smartphones: smartphonesFor('UK', combinableTariffIds(tariffs)),
  routers: routersFor('UK'),
  repeaters: repeatersFor('UK'),
  connections: connectionsFor('UK'),
  fixedLineAvailability: fixedLineAvailabilityFor('UK'),
  faq: faqFor('UK'),
  shops: shopsFor('UK'),
  regions: [
    { name: 'England', shortname: 'ENG' },
    { name: 'Scotland', shortname: 'SCT' },
    { name: 'Wales', shortname: 'WLS' },
    { name: 'Northern Ireland', shortname: 'NIR' },
  ],
  countryRedirect: {
    domain: 'www.example.co.uk',
    redirectHeader: { en: 'Are you in the UK?', de: 'Sie sind im Vereinigten Königreich?', fr: 'Vous êtes au Royaume-Uni\u00a0?', it: 'Ti trovi nel Regno Unito?' },
    redirectText: {
      en: 'Visit our UK shop for plans and prices in pounds sterling.',
      de: 'Zu unserem Shop für das Vereinigte Königreich mit Tarifen und Preisen in Pfund Sterling.',
      fr: 'Visitez notre boutique britannique pour des forfaits et des prix en livres sterling.',
      it: 'Visita il nostro shop britannico per offerte e prezzi in sterline.',
    },
  },
  reviews: { rating: 4.6, userRatingsTotal: 5210, url: 'https://search.google.com/local/reviews?placeid=ChIJexampleUK0001' },
  landing: {
    tariffIds: ['UK-EVERYDAY-30GB', 'UK-PLUS-100GB', 'UK-UNLIMITED', 'UK-FLEX-20GB'],
    smartphoneIds: featuredSmartphoneIds('UK'),
  },
  customers: [
    demoCustomer(
      {
        customerNumber: '40000001',
        phoneNumber: '+447700900123',
        firstName: 'Oliver',
        lastName: 'Bennett',
        personal: {
          dateOfBirth: '1990-08-05',
          eMail: 'oliver.bennett@example.co.uk',
          street: 'Marylebone High Street',
          houseNumber: '42',
          doorNumber: 'Flat 3',
          zip: 'W1U 4QJ',
          city: 'London',
          country: 'GB',
          language: 'en-GB',
        },
        billing: { delivery: 'EMAIL', unpaid: { 1: { status: 'APPROVED' } } },
      },
      [
        { name: 'Everyday 30GB', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+44 7700 900123', esim: true, catalogueId: 'UK-EVERYDAY-30GB', startedMonthsAgo: 16, usage: { dataGb: 36, minutes: 300, sms: 80 }, costLimit: 10 },
        { name: 'Apple iPhone 16', type: 'Device', paymentType: 'POST_PAY', catalogueId: 'iphone-16-128-black', startedMonthsAgo: 16 },
        { name: 'Full Fibre 500', type: 'Fixedline', paymentType: 'POST_PAY', msisdn: '+44 20 7946 0123', catalogueId: 'UK-FULL-FIBRE-500', startedMonthsAgo: 16 },
      ],
    ),
    demoCustomer(
      {
        customerNumber: '40000002',
        phoneNumber: '+447700900200',
        firstName: 'Priya',
        lastName: 'Shah',
        companyName: 'Harrow & Finch Joinery Ltd',
        personal: {
          dateOfBirth: '1984-01-19',
          eMail: 'accounts@harrowfinch.example.co.uk',
          street: 'Station Road',
          houseNumber: '15',
          addendum: 'Unit 4, Northolt Trade Park',
          zip: 'HA1 2TU',
          city: 'Harrow',
          country: 'GB',
          language: 'en-GB',
          companyRegisterNumber: '11482937',
          vatNumber: 'GB 123 4567 89',
        },
        billing: { delivery: 'EMAIL' },
      },
      [
        { name: 'Business Unlimited', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+44 7700 900200', catalogueId: 'UK-BUSINESS-UNLIMITED', startedMonthsAgo: 14, usage: { dataGb: 55, minutes: 900, sms: 40 } },
        { name: 'Business Unlimited', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+44 7700 900201', catalogueId: 'UK-BUSINESS-UNLIMITED', startedMonthsAgo: 14, usage: { dataGb: 25, minutes: 600, sms: 30 } },
        { name: 'Business 25GB', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+44 7700 900202', catalogueId: 'UK-BUSINESS-25GB', startedMonthsAgo: 14, usage: { dataGb: 40, minutes: 400, sms: 25 }, costLimit: 15 },
        { name: 'Data SIM 50GB', type: 'IMSI', paymentType: 'POST_PAY', msisdn: '+44 7700 900203', catalogueId: 'UK-DATA-50GB', startedMonthsAgo: 14, usage: { dataGb: 35, minutes: 0, sms: 0 } },
      ],
    ),
  ],
  ordering: ORDERING.UK,
  portingProviders: portingProvidersFor('UK'),
  portings: demoPortingsFor('UK'),
  payment: paymentFor('UK'),
};
