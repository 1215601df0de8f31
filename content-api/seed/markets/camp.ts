/**
 * Camp: the SIM shop for campsite guests and seasonal workers in Austria. Prepaid-heavy, short-term,
 * no fixed line and no devices (the shared catalogue returns none for CAMP).
 */
import { connectionsFor, featuredSmartphoneIds, repeatersFor, routersFor, smartphonesFor } from '../shared/devices';
import { faqFor } from '../shared/faq';
import { FIXED_LINE_PRICES } from '../shared/fixedline-prices';
import { ORDERING } from '../shared/ordering';
import { paymentFor } from '../shared/payment';
import { portingProvidersFor } from '../shared/porting-providers';
import { demoPortingsFor } from '../shared/portings';
import { shopsFor } from '../shared/shops';
import type { L, MarketSeed, SeedTariff } from '../types';
import { AUSTRIA_COUNTRY_CONFIG, AUSTRIAN_REGIONS, austrianLegalDocuments, austrianSocialTariff } from './austria';
import { euroTariffs } from './eu-roaming';
import { GROUPS } from './german-speaking';
import { EVERYWHERE, HIDDEN, appStoreLinks, combinableTariffIds, deal, demoCustomer, socialMediaLinks } from './market-shorthands';

const campTariff = euroTariffs(20);
const legal = austrianLegalDocuments('camp');

const HOLIDAY: L = { de: 'Urlaubs-Wertkarten', en: 'Holiday prepaid' };
const SEASON: L = { de: 'Saison-Tarife', en: 'Seasonal plans' };

/** Prepaid packages here end unless topped up: guests leave after a few weeks. */
const ENDS_WITHOUT_TOP_UP: L = {
  de: 'Endet nach 30 Tagen automatisch, außer Sie laden wieder auf. Keine Kündigung nötig.',
  en: 'Ends automatically after 30 days unless you top up again. No need to cancel.',
};

const tariffs: SeedTariff[] = [
  campTariff({
    id: 'CAMP-HOLIDAY-S',
    slug: 'urlaub-s',
    name: 'Urlaub S',
    group: HOLIDAY,
    prepaid: true,
    price: 4.9,
    data: 10,
    voice: 100,
    sms: 100,
    speed: [150, 50],
    fiveG: false,
    description: {
      de: 'Die kleine Urlaubs-Wertkarte: am Campingplatz online, ohne Vertrag und ohne Ausweis-Video.',
      en: 'The small holiday SIM: online at the campsite, no contract and no video ID.',
    },
    parts: [
      { de: '10 GB, 100 Minuten und 100 SMS für 30 Tage', en: '10 GB, 100 minutes and 100 texts for 30 days' },
      { de: 'Sofort als eSIM aufs Handy', en: 'Straight onto your phone as an eSIM' },
    ],
    billPeriodNote: ENDS_WITHOUT_TOP_UP,
    deals: [deal('HighlightedPrice', ['OVERVIEW'], { de: 'Ab € 4,90', en: 'From €4.90' })],
  }),
  campTariff({
    id: 'CAMP-HOLIDAY-M',
    slug: 'urlaub-m',
    name: 'Urlaub M',
    group: HOLIDAY,
    prepaid: true,
    price: 9.9,
    data: 30,
    voice: 500,
    sms: 500,
    speed: [300, 50],
    description: {
      de: 'Genug für Streaming am Abend und Navigation bei Ausflügen: 30 GB mit 5G.',
      en: 'Enough for streaming in the evening and maps on day trips: 30 GB on 5G.',
    },
    parts: [
      { de: '30 GB mit 5G für 30 Tage', en: '30 GB on 5G for 30 days' },
      { de: '500 Minuten und 500 SMS, auch in die Heimat in der EU', en: '500 minutes and 500 texts, also home within the EU' },
      { de: 'SIM an der Rezeption oder eSIM sofort', en: 'SIM from reception or an eSIM at once' },
    ],
    billPeriodNote: ENDS_WITHOUT_TOP_UP,
    deals: [
      deal('ExpiringSpecialDeal', EVERYWHERE, { de: 'Nur noch kurze Zeit', en: 'Only for a short time' }, { validTo: '+12d' }),
      deal('CrossedOutPrice', EVERYWHERE, '12.90'),
    ],
  }),
  campTariff({
    id: 'CAMP-HOLIDAY-L',
    slug: 'urlaub-l',
    name: 'Urlaub L',
    group: HOLIDAY,
    prepaid: true,
    price: 14.9,
    data: 80,
    voice: 'unlimited',
    sms: 1000,
    speed: [500, 100],
    description: {
      de: 'Für die ganze Familie im Wohnwagen: 80 GB zum Teilen per Hotspot.',
      en: 'For the whole family in the caravan: 80 GB to share by hotspot.',
    },
    parts: [
      { de: '80 GB mit 5G für 30 Tage', en: '80 GB on 5G for 30 days' },
      { de: 'Unbegrenzt Minuten, 1000 SMS', en: 'Unlimited minutes, 1000 texts' },
      { de: 'Hotspot erlaubt', en: 'Hotspot allowed' },
    ],
    billPeriodNote: ENDS_WITHOUT_TOP_UP,
    deals: [deal('CustomTariffCardColor', ['LANDING', 'OVERVIEW'], '#2e7d32'), deal('HighlightedData', ['OVERVIEW', 'DETAIL'])],
  }),
  campTariff({
    id: 'CAMP-EARLY-BIRD-25',
    slug: 'fruehbucher-25',
    name: 'Frühbucher 25',
    group: HOLIDAY,
    prepaid: true,
    price: 7.9,
    data: 25,
    voice: 500,
    sms: 500,
    speed: [300, 50],
    validTo: '-10d',
    description: {
      de: 'Das Frühbucher-Angebot für die Saison: 25 GB um € 7,90.',
      en: 'The early-booking offer for the season: 25 GB for €7.90.',
    },
    parts: [
      { de: '25 GB mit 5G für 30 Tage', en: '25 GB on 5G for 30 days' },
      { de: '500 Minuten und 500 SMS', en: '500 minutes and 500 texts' },
    ],
    billPeriodNote: ENDS_WITHOUT_TOP_UP,
  }),
  campTariff({
    id: 'CAMP-SEASON-M',
    slug: 'saison-m',
    name: 'Saison M',
    group: SEASON,
    price: 11.9,
    data: 40,
    voice: 'unlimited',
    sms: 'unlimited',
    speed: [300, 50],
    description: {
      de: 'Für Saisonkräfte in Gastronomie, Hotellerie und am Campingplatz: monatlich kündbar, damit der Tarif mit der Saison endet.',
      en: 'For seasonal staff in restaurants, hotels and campsites: cancel any month so the plan ends with the season.',
    },
    parts: [
      { de: '40 GB mit 5G', en: '40 GB on 5G' },
      { de: 'Unbegrenzt Minuten und SMS in Österreich', en: 'Unlimited minutes and texts in Austria' },
      { de: 'Monatlich kündbar', en: 'Cancel any month' },
    ],
    setup: { months: 1, basicFee: 0, description: { de: 'Danach € 11,90 pro Monat.', en: 'Then €11.90 a month.' } },
    deals: [
      deal('SpecialDealBanner', ['LANDING', 'OVERVIEW'], {
        de: 'Erstes Monat gratis für Saisonkräfte',
        en: 'First month free for seasonal staff',
      }),
    ],
    legal: legal('saison-m'),
  }),
  campTariff({
    id: 'CAMP-SEASON-L',
    slug: 'saison-l',
    name: 'Saison L',
    group: SEASON,
    price: 17.9,
    data: 100,
    voice: 'unlimited',
    sms: 'unlimited',
    speed: [500, 100],
    rollover: true,
    description: {
      de: '100 GB mit Datenmitnahme, dazu die ersten drei Monate günstiger: passend für eine ganze Saison.',
      en: '100 GB with rollover and the first three months cheaper: made for a whole season.',
    },
    parts: [
      { de: '100 GB mit 5G, nicht verbrauchte GB wandern ins nächste Monat', en: '100 GB on 5G, unused GB move on to next month' },
      { de: 'Unbegrenzt Minuten und SMS in Österreich', en: 'Unlimited minutes and texts in Austria' },
      { de: 'Monatlich kündbar', en: 'Cancel any month' },
    ],
    setup: { months: 3, basicFee: 12.9, description: { de: 'Danach € 17,90 pro Monat.', en: 'Then €17.90 a month.' } },
    deals: [
      deal(
        'SpecialDealBanner',
        ['LANDING', 'OVERVIEW', 'DETAIL'],
        { de: 'Wintersaison-Bonus: 20 GB extra', en: 'Winter season bonus: 20 GB extra' },
        {
          validFrom: '+20d',
          validTo: '+120d',
        },
      ),
    ],
    legal: legal('saison-l'),
  }),
  campTariff({
    id: 'CAMP-STAFF-20',
    slug: 'partner-saison-20',
    name: 'Partner Saison 20',
    group: SEASON,
    price: 6.9,
    data: 20,
    voice: 1000,
    sms: 1000,
    speed: [300, 50],
    description: {
      de: 'Der Personaltarif für Mitarbeiterinnen und Mitarbeiter unserer Partner-Campingplätze, nur über den Link der Platzverwaltung.',
      en: 'The staff plan for employees of our partner campsites, only through the link from the site office.',
    },
    parts: [
      { de: '20 GB mit 5G', en: '20 GB on 5G' },
      { de: '1000 Minuten und 1000 SMS', en: '1000 minutes and 1000 texts' },
      { de: 'Monatlich kündbar', en: 'Cancel any month' },
    ],
    deals: [
      HIDDEN,
      deal('SpecialDealBanner', ['DETAIL'], { de: 'Nur für Personal unserer Partnerplätze', en: 'Only for staff of our partner sites' }),
    ],
    legal: legal('partner-saison-20'),
  }),
  campTariff({
    id: 'CAMP-WINTER-60',
    slug: 'wintersaison-60',
    name: 'Wintersaison 60',
    group: SEASON,
    price: 14.9,
    data: 60,
    voice: 'unlimited',
    sms: 'unlimited',
    speed: [500, 100],
    validFrom: '+20d',
    description: {
      de: 'Für Liftpersonal, Skilehrerinnen und Skilehrer und alle, die den Winter in den Bergen arbeiten.',
      en: 'For lift staff, ski instructors and everyone working the winter in the mountains.',
    },
    parts: [
      { de: '60 GB mit 5G', en: '60 GB on 5G' },
      { de: 'Unbegrenzt Minuten und SMS in Österreich', en: 'Unlimited minutes and texts in Austria' },
      { de: 'Monatlich kündbar', en: 'Cancel any month' },
    ],
    deals: [deal('NewProduct', EVERYWHERE, { de: 'Neu zur Wintersaison', en: 'New for the winter season' })],
    legal: legal('wintersaison-60'),
  }),
  campTariff({
    id: 'CAMP-DATA-50',
    slug: 'daten-50',
    name: 'Daten 50',
    group: GROUPS.data,
    prepaid: true,
    price: 12.9,
    data: 50,
    voice: 0,
    sms: 0,
    speed: [300, 50],
    description: {
      de: 'Nur Daten, ohne Vertrag: für Tablet, Laptop oder den mobilen Router im Zelt.',
      en: 'Data only, no contract: for a tablet, laptop or the mobile router in your tent.',
    },
    parts: [
      { de: '50 GB mit 5G für 30 Tage', en: '50 GB on 5G for 30 days' },
      { de: 'Keine Telefonie und keine SMS', en: 'No calls and no texts' },
    ],
    billPeriodNote: ENDS_WITHOUT_TOP_UP,
  }),
  campTariff({
    id: 'CAMP-DATA-200',
    slug: 'wohnmobil-daten-200',
    name: 'Wohnmobil Daten 200',
    group: GROUPS.data,
    price: 24.9,
    data: 200,
    voice: 0,
    sms: { perUse: '9 Cent/SMS' },
    speed: [500, 50],
    esim: false,
    spendingCap: false,
    description: {
      de: '200 GB für den Router im Wohnmobil oder Wohnwagen, monatlich kündbar.',
      en: '200 GB for the router in your motorhome or caravan, cancel any month.',
    },
    parts: [
      { de: '200 GB mit 5G und bis zu 500 Mbit/s', en: '200 GB on 5G at up to 500 Mbit/s' },
      { de: 'SIM-Karte für Router, SMS um 9 Cent', en: 'SIM card for routers, texts at 9 cents' },
      { de: 'Monatlich kündbar', en: 'Cancel any month' },
    ],
    deals: [deal('HighlightedSpeed', ['OVERVIEW'], { de: 'Bis zu 500 Mbit/s', en: 'Up to 500 Mbit/s' })],
    legal: legal('wohnmobil-daten-200'),
  }),
  campTariff({
    id: 'CAMP-BUSINESS',
    slug: 'camping-business',
    name: 'Camping Business',
    group: GROUPS.business,
    business: true,
    price: { net: 9.9, vatRate: 20 },
    data: 30,
    voice: 'unlimited',
    sms: 'unlimited',
    speed: [300, 50],
    commitmentMonths: 12,
    description: {
      de: 'Für Campingplätze und ihr Team: SIMs für Rezeption, Platzwart und Shop auf einer Rechnung.',
      en: 'For campsites and their team: SIMs for reception, warden and shop on one invoice.',
    },
    parts: [
      { de: '30 GB mit 5G', en: '30 GB on 5G' },
      { de: 'Unbegrenzt Minuten und SMS', en: 'Unlimited minutes and texts' },
      { de: '12 Monate Mindestvertragsdauer', en: '12-month minimum term' },
    ],
    deals: [
      deal('SpecialDealBanner', ['DETAIL'], {
        de: 'Treuebonus: ab der zweiten Saison 5 GB mehr je SIM',
        en: 'Loyalty bonus: 5 GB more per SIM from the second season',
      }),
    ],
    legal: legal('camping-business'),
  }),
  campTariff({
    id: 'CAMP-BUSINESS-DATA',
    slug: 'platzbetreiber-daten-unlimited',
    name: 'Platzbetreiber Daten Unlimited',
    group: GROUPS.business,
    business: true,
    price: { net: 29.9, vatRate: 20 },
    data: 'unlimited',
    voice: 0,
    sms: 0,
    speed: [1000, 150],
    esim: false,
    commitmentMonths: 24,
    description: {
      de: 'Unbegrenzt Daten für das Gäste-WLAN, die Schranke oder die Kassa am Platz.',
      en: 'Unlimited data for guest Wi-Fi, the barrier or the till on site.',
    },
    parts: [
      { de: 'Unbegrenzt Daten mit bis zu 1000 Mbit/s', en: 'Unlimited data at up to 1000 Mbit/s' },
      { de: 'SIM-Karte für Router, nur Daten', en: 'SIM card for routers, data only' },
      { de: '24 Monate Mindestvertragsdauer', en: '24-month minimum term' },
    ],
    legal: legal('platzbetreiber-daten-unlimited'),
  }),
  campTariff(austrianSocialTariff('CAMP', legal('sozialtarif-10'))),
];

export const camp: MarketSeed = {
  market: 'CAMP',
  mandant: {
    serviceLine: {
      display: '+43 800 660 680',
      international: '+43 660 660 6680',
      whatsapp: '+43 660 660 6681',
      fixedLine: '+43 512 890 680',
    },
    serviceHours: [{ days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'], start: '08:00', end: '20:00' }],
    email: 'service@camp.example.at',
    analytics: { googleTagManagerId: 'GTM-P3C6MZT', matomoSiteId: '6' },
    locale: 'de-AT',
    supportedLanguages: ['de-AT', 'en-GB'],
    serviceProviderOperatorCode: 'ATEXM',
    countryConfig: AUSTRIA_COUNTRY_CONFIG,
    appStoreConfig: appStoreLinks('at', '1584736201', 'C104562871'),
    socialMediaConfig: socialMediaLinks('example_camp', 'example-austria'),
    campConfig: { serviceLineCamp: '+43 660 660 6690', emailCamp: 'campingplatz@camp.example.at' },
    fixedLinePrices: FIXED_LINE_PRICES.CAMP,
  },
  tariffs,
  fixedLineTariffs: [],
  smartphones: smartphonesFor('CAMP', combinableTariffIds(tariffs)),
  routers: routersFor('CAMP'),
  repeaters: repeatersFor('CAMP'),
  connections: connectionsFor('CAMP'),
  faq: faqFor('CAMP'),
  shops: shopsFor('CAMP'),
  regions: AUSTRIAN_REGIONS,
  countryRedirect: {
    domain: 'camp.example.at',
    redirectHeader: { de: 'Urlaub oder Saisonarbeit in Österreich?', en: 'On holiday or working a season in Austria?' },
    redirectText: {
      de: 'Im Camp-Shop gibt es Urlaubs-Wertkarten und Saison-Tarife ohne Bindung, sofort als eSIM.',
      en: 'The camp shop has holiday prepaid SIMs and seasonal plans without a minimum term, straight away as an eSIM.',
    },
  },
  reviews: { rating: 4.3, userRatingsTotal: 684, url: 'https://g.page/r/CexampleCAMP91dEAE/review' },
  landing: {
    tariffIds: ['CAMP-HOLIDAY-M', 'CAMP-HOLIDAY-L', 'CAMP-SEASON-M'],
    smartphoneIds: featuredSmartphoneIds('CAMP'),
  },
  customers: [
    demoCustomer(
      {
        customerNumber: '60000001',
        phoneNumber: '+436767654301',
        firstName: 'Lukas',
        lastName: 'Moser',
        personal: {
          dateOfBirth: '1996-07-12',
          eMail: 'lukas.moser@example.at',
          street: 'Seeuferweg',
          houseNumber: '3',
          addendum: 'Stellplatz 42',
          zip: '9220',
          city: 'Velden am Wörther See',
          country: 'AT',
          language: 'de-AT',
        },
        billing: { delivery: 'EMAIL' },
      },
      [
        {
          name: 'Saison L',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+43 676 7654301',
          catalogueId: 'CAMP-SEASON-L',
          startedMonthsAgo: 15,
          usage: { dataGb: 40, minutes: 250, sms: 30 },
        },
        {
          name: 'Urlaub M',
          type: 'IMSI',
          paymentType: 'PRE_PAY',
          msisdn: '+43 676 7654302',
          catalogueId: 'CAMP-HOLIDAY-M',
          startedMonthsAgo: 4,
          usage: { dataGb: 12, minutes: 120, sms: 20 },
          prepaidBalance: 18.5,
        },
      ],
    ),
    demoCustomer(
      {
        customerNumber: '60000002',
        phoneNumber: '+436607654310',
        firstName: 'Andrea',
        lastName: 'Steiner',
        companyName: 'Camping Seeblick Steiner KG',
        personal: {
          dateOfBirth: '1969-04-28',
          eMail: 'rezeption@camping-seeblick.example.at',
          street: 'Strandbadstraße',
          houseNumber: '11',
          zip: '5700',
          city: 'Zell am See',
          country: 'AT',
          language: 'de-AT',
          companyRegisterNumber: 'FN 512874 p',
          vatNumber: 'ATU69876543',
        },
        billing: { delivery: 'EMAIL', unpaid: { 1: { status: 'OPEN' } } },
      },
      [
        {
          name: 'Camping Business',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+43 660 7654310',
          catalogueId: 'CAMP-BUSINESS',
          startedMonthsAgo: 20,
          usage: { dataGb: 26, minutes: 700, sms: 40 },
        },
        {
          name: 'Camping Business',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+43 660 7654311',
          catalogueId: 'CAMP-BUSINESS',
          startedMonthsAgo: 20,
          usage: { dataGb: 12, minutes: 400, sms: 20 },
        },
        {
          name: 'Camping Business',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+43 660 7654312',
          catalogueId: 'CAMP-BUSINESS',
          startedMonthsAgo: 20,
          usage: { dataGb: 8, minutes: 200, sms: 10 },
        },
        {
          name: 'Platzbetreiber Daten Unlimited',
          type: 'IMSI',
          paymentType: 'POST_PAY',
          msisdn: '+43 660 7654313',
          catalogueId: 'CAMP-BUSINESS-DATA',
          startedMonthsAgo: 20,
          usage: { dataGb: 400, minutes: 0, sms: 0 },
        },
      ],
    ),
  ],
  ordering: ORDERING.CAMP,
  portingProviders: portingProvidersFor('CAMP'),
  portings: demoPortingsFor('CAMP'),
  payment: paymentFor('CAMP'),
};
