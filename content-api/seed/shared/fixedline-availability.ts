/**
 * The fibre check of the reference catalogue: the network suppliers of each market (the same names as
 * the markets' fixed-line tariffs and connections) and a street list, so that every outcome of
 * POST /fixedline/addresses:search can be tried by hand. README.md ("Trying the fibre check") lists
 * one address per outcome; any address not listed here is not found.
 */
import type { LineType } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { L, SeedAddress, SeedDeal, SeedFixedLineAvailability, SeedSupplier } from '../types';

type Line = SeedAddress['lines'][number];
const line = (supplier: string, lineType: LineType, maxDownload: number): Line => ({ supplier, lineType, maxDownload });

type AddressRow = {
  zip: string;
  city: string;
  street: string;
  houseNumber: string;
  stairs?: string;
  door?: string;
  lines: Line[];
  planned?: SeedAddress['planned'];
};

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function addresses(market: MarketCode, rows: AddressRow[]): SeedAddress[] {
  return rows.map((row) => ({
    id: [market, row.zip, row.street, row.houseNumber, row.stairs, row.door]
      .filter((part): part is string => Boolean(part))
      .map(slug)
      .join('-'),
    ...row,
  }));
}

const AT: SeedFixedLineAvailability = {
  suppliers: [
    { name: 'OFAA', displayName: 'Open Fiber Austria', lineType: 'FTTH', isOrderAllowed: true },
    { name: 'A1-WHOLESALE', displayName: 'A1 Wholesale', lineType: 'VDSL', isOrderAllowed: true },
  ],
  addresses: addresses('AT', [
    // FOUND: fibre to the home and DSL
    {
      zip: '1070',
      city: 'Wien',
      street: 'Neubaugasse',
      houseNumber: '12',
      lines: [line('OFAA', 'FTTH', 1000), line('A1-WHOLESALE', 'VDSL', 40)],
    },
    { zip: '3400', city: 'Klosterneuburg', street: 'Buchberggasse', houseNumber: '7', lines: [line('OFAA', 'FTTH', 1000)] },
    // MULTIPLE: two staircases with different lines
    { zip: '1070', city: 'Wien', street: 'Neubaugasse', houseNumber: '20', stairs: '1', lines: [line('A1-WHOLESALE', 'FTTB', 500)] },
    { zip: '1070', city: 'Wien', street: 'Neubaugasse', houseNumber: '20', stairs: '2', lines: [line('A1-WHOLESALE', 'VDSL', 40)] },
    // MULTIPLE: "Kärntner" names two streets with a number 5
    {
      zip: '1010',
      city: 'Wien',
      street: 'Kärntner Straße',
      houseNumber: '5',
      lines: [line('OFAA', 'FTTH', 1000), line('A1-WHOLESALE', 'VDSL', 40)],
    },
    { zip: '1010', city: 'Wien', street: 'Kärntner Ring', houseNumber: '5', lines: [line('A1-WHOLESALE', 'VDSL', 40)] },
    // PLANNED: fibre build not started, DSL available today
    {
      zip: '8010',
      city: 'Graz',
      street: 'Annenstraße',
      houseNumber: '30',
      lines: [line('A1-WHOLESALE', 'VDSL', 40)],
      planned: { supplier: 'OFAA', lineType: 'FTTH', maxDownload: 1000, orderedPercent: 23 },
    },
    // FOUND: DSL only, no fibre banner
    { zip: '4020', city: 'Linz', street: 'Landstraße', houseNumber: '15', lines: [line('A1-WHOLESALE', 'VDSL', 40)] },
  ]),
};

const DE: SeedFixedLineAvailability = {
  suppliers: [
    { name: 'GLASFASER-NORD', displayName: 'Glasfaser Nord', lineType: 'FTTH', isOrderAllowed: true },
    // Its lines are sold by phone only: the shop shows the tariffs with the service number.
    { name: 'TELEKOM-WHOLESALE', displayName: 'Telekom Wholesale', lineType: 'VDSL', isOrderAllowed: false },
  ],
  addresses: addresses('DE', [
    {
      zip: '20095',
      city: 'Hamburg',
      street: 'Mönckebergstraße',
      houseNumber: '7',
      lines: [line('GLASFASER-NORD', 'FTTH', 1000), line('TELEKOM-WHOLESALE', 'VDSL', 100)],
    },
    {
      zip: '28195',
      city: 'Bremen',
      street: 'Obernstraße',
      houseNumber: '40',
      stairs: 'Vorderhaus',
      lines: [line('GLASFASER-NORD', 'FTTH', 1000)],
    },
    {
      zip: '28195',
      city: 'Bremen',
      street: 'Obernstraße',
      houseNumber: '40',
      stairs: 'Hinterhaus',
      lines: [line('TELEKOM-WHOLESALE', 'VDSL', 100)],
    },
    {
      zip: '24103',
      city: 'Kiel',
      street: 'Holstenstraße',
      houseNumber: '12',
      lines: [line('TELEKOM-WHOLESALE', 'VDSL', 100)],
      planned: { supplier: 'GLASFASER-NORD', lineType: 'FTTH', maxDownload: 1000, orderedPercent: 31 },
    },
    { zip: '30159', city: 'Hannover', street: 'Georgstraße', houseNumber: '20', lines: [line('TELEKOM-WHOLESALE', 'VDSL', 100)] },
  ]),
};

const CH: SeedFixedLineAvailability = {
  suppliers: [
    { name: 'OPENAXS', displayName: 'openaxs', lineType: 'FTTH', isOrderAllowed: true },
    { name: 'SWISSFIBRE', displayName: 'Swiss Fibre Net', lineType: 'FTTH', isOrderAllowed: true },
    { name: 'SWISSCOM-WHOLESALE', displayName: 'Swisscom Wholesale', lineType: 'VDSL', isOrderAllowed: true },
  ],
  addresses: addresses('CH', [
    {
      zip: '8001',
      city: 'Zürich',
      street: 'Bahnhofstrasse',
      houseNumber: '10',
      lines: [line('OPENAXS', 'FTTH', 1000), line('SWISSFIBRE', 'FTTH', 500), line('SWISSCOM-WHOLESALE', 'VDSL', 100)],
    },
    { zip: '3011', city: 'Bern', street: 'Marktgasse', houseNumber: '20', stairs: 'A', lines: [line('SWISSFIBRE', 'FTTH', 500)] },
    { zip: '3011', city: 'Bern', street: 'Marktgasse', houseNumber: '20', stairs: 'B', lines: [line('SWISSCOM-WHOLESALE', 'VDSL', 100)] },
    {
      zip: '6003',
      city: 'Luzern',
      street: 'Pilatusstrasse',
      houseNumber: '15',
      lines: [line('SWISSCOM-WHOLESALE', 'VDSL', 100)],
      planned: { supplier: 'SWISSFIBRE', lineType: 'FTTH', maxDownload: 500, orderedPercent: 35 },
    },
    { zip: '1003', city: 'Lausanne', street: 'Rue de Bourg', houseNumber: '8', lines: [line('SWISSCOM-WHOLESALE', 'VDSL', 100)] },
  ]),
};

const UK: SeedFixedLineAvailability = {
  suppliers: [
    { name: 'CITYFIBRE', displayName: 'CityFibre', lineType: 'FTTH', isOrderAllowed: true },
    { name: 'OPENREACH', displayName: 'Openreach', lineType: 'FTTC', isOrderAllowed: true },
  ],
  addresses: addresses('UK', [
    {
      zip: 'M1 1AE',
      city: 'Manchester',
      street: 'Piccadilly',
      houseNumber: '10',
      lines: [line('CITYFIBRE', 'FTTH', 900), line('OPENREACH', 'FTTH', 150)],
    },
    { zip: 'LS1 5AB', city: 'Leeds', street: 'Briggate', houseNumber: '20', door: '1', lines: [line('CITYFIBRE', 'FTTH', 900)] },
    { zip: 'LS1 5AB', city: 'Leeds', street: 'Briggate', houseNumber: '20', door: '2', lines: [line('OPENREACH', 'FTTC', 67)] },
    {
      zip: 'BS1 5JG',
      city: 'Bristol',
      street: 'Park Street',
      houseNumber: '30',
      lines: [line('OPENREACH', 'FTTC', 67)],
      planned: { supplier: 'CITYFIBRE', lineType: 'FTTH', maxDownload: 900, orderedPercent: 18 },
    },
    { zip: 'EH1 1SR', city: 'Edinburgh', street: 'High Street', houseNumber: '200', lines: [line('OPENREACH', 'FTTC', 67)] },
  ]),
};

const IT: SeedFixedLineAvailability = {
  suppliers: [
    { name: 'OPEN-FIBER', displayName: 'Open Fiber', lineType: 'FTTH', isOrderAllowed: true },
    { name: 'FIBERCOP', displayName: 'FiberCop', lineType: 'FTTC', isOrderAllowed: true },
  ],
  addresses: addresses('IT', [
    {
      zip: '20121',
      city: 'Milano',
      street: 'Via Brera',
      houseNumber: '10',
      lines: [line('OPEN-FIBER', 'FTTH', 1000), line('FIBERCOP', 'FTTH', 300)],
    },
    { zip: '00184', city: 'Roma', street: 'Via Nazionale', houseNumber: '50', stairs: 'A', lines: [line('OPEN-FIBER', 'FTTH', 1000)] },
    { zip: '00184', city: 'Roma', street: 'Via Nazionale', houseNumber: '50', stairs: 'B', lines: [line('FIBERCOP', 'FTTC', 200)] },
    {
      zip: '40121',
      city: 'Bologna',
      street: "Via dell'Indipendenza",
      houseNumber: '8',
      lines: [line('FIBERCOP', 'FTTC', 200)],
      planned: { supplier: 'OPEN-FIBER', lineType: 'FTTH', maxDownload: 1000, orderedPercent: 27 },
    },
    { zip: '80134', city: 'Napoli', street: 'Via Toledo', houseNumber: '100', lines: [line('FIBERCOP', 'FTTC', 200)] },
  ]),
};

const AVAILABILITY: Partial<Record<MarketCode, SeedFixedLineAvailability>> = { AT, DE, CH, UK, IT };

/** Suppliers and street list of a market; undefined where no fixed line is sold (CAMP). */
export function fixedLineAvailabilityFor(market: MarketCode): SeedFixedLineAvailability | undefined {
  const availability = AVAILABILITY[market];
  if (!availability) return undefined;
  const known = new Set(availability.suppliers.map((s: SeedSupplier) => s.name));
  for (const address of availability.addresses) {
    for (const { supplier } of [...address.lines, ...(address.planned ? [address.planned] : [])]) {
      if (!known.has(supplier)) throw new Error(`Seed address ${address.id} names unknown supplier ${supplier}`);
    }
  }
  return availability;
}

const UNKNOWN_ADDRESS_TEXT: L = {
  en: 'Register your interest now: when fibre reaches your street, the first 3 months are free.',
  de: 'Jetzt vormerken: Sobald Glasfaser in Ihrer Straße ankommt, surfen Sie die ersten 3 Monate gratis.',
  fr: 'Inscrivez-vous dès maintenant : quand la fibre arrive dans votre rue, les 3 premiers mois sont offerts.',
  it: 'Registrati ora: quando la fibra arriva nella tua via, i primi 3 mesi sono gratis.',
};

/**
 * SPEC §2 page context UKNOWN_FIXEDLINE_ADDRESS: the banner of the not-found state, on a market's
 * fastest fibre tariff (Swiss German writes "ss" for "ß").
 */
export function unknownAddressBanner(market: MarketCode): SeedDeal {
  const text = market === 'CH' ? { ...UNKNOWN_ADDRESS_TEXT, de: UNKNOWN_ADDRESS_TEXT.de!.replace(/ß/g, 'ss') } : UNKNOWN_ADDRESS_TEXT;
  return { name: 'SpecialDealBanner', pages: ['UKNOWN_FIXEDLINE_ADDRESS'], specialDealText: text };
}
