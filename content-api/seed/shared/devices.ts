/**
 * Devices of the reference catalogue: smartphones, routers, repeaters and fixed-line connections for
 * every market that sells hardware (CAMP sells none). Models are compact rows; the builders below turn
 * them into seed records with the market's currency and retail-rounded prices.
 *
 * Some descriptions deliberately carry soft hyphens, zero-width characters, a byte-order mark and a
 * harmless script/onclick: SPEC §5 makes the storefront strip and sanitise them, and the seed proves it.
 */
import type { DeviceModel, NetworkFeature } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { L, SeedConnection, SeedDeal, SeedDevice, SeedDeviceGroup, SeedNetworkDevice, Window } from '../types';
import { FIXED_LINE_PRICES, fibreText } from './fixedline-prices';
import type { Lang } from './money-text';

type DeviceMarket = Exclude<MarketCode, 'CAMP'>;
type EnergyLabel = NonNullable<DeviceModel['energyLabel']>;

const ALL_NETWORKS: NetworkFeature[] = ['VOLTE', 'VOWIFI', 'FIVEG', 'FOURG'];

/** Gross device prices are EUR list prices times this factor, then retail-rounded. */
const PRICE_FACTOR: Record<DeviceMarket, number> = { AT: 1, DE: 0.99, CH: 1, UK: 0.85, IT: 1.02 };

/** The market table says which markets sell hardware (CAMP does not). */
function sellsDevices(market: MarketCode): market is DeviceMarket {
  return MARKETS[market].sellsDevices;
}

/** 949.4 → 949, 1071 → 1079, 86.3 → 86.90: the shop's ".00 / .90" price points. */
function retail(amount: number): number {
  return amount >= 100 ? Math.ceil(amount / 10) * 10 - 1 : Math.floor(amount) + 0.9;
}

function marketPrice(market: DeviceMarket, eur: number): number {
  return retail(eur * PRICE_FACTOR[market]);
}

function localise(build: (lang: Lang) => string): L {
  return { en: build('en'), de: build('de'), fr: build('fr'), it: build('it') };
}

const pick = (text: L, lang: Lang): string => text[lang] ?? text.en;

type Description = {
  intro: L;
  /** The first list: the storefront reads at most three highlights from it. */
  highlights: L[];
  outro?: L;
  /** Prefix a byte-order mark, as text pasted from some editors arrives. */
  bom?: boolean;
  /** Appended verbatim in every language (markup the storefront must sanitise). */
  raw?: string;
};

function descriptionHtml(d: Description): L {
  return localise(
    (lang) =>
      (d.bom ? '\uFEFF' : '') +
      `<p>${pick(d.intro, lang)}</p>` +
      `<ul>${d.highlights.map((h) => `<li>${pick(h, lang)}</li>`).join('')}</ul>` +
      (d.outro ? `<p>${pick(d.outro, lang)}</p>` : '') +
      (d.raw ?? ''),
  );
}

/** Colour key (also the id part) → hex and localised name; brand names stay English. */
const COLOURS = {
  black: ['#232326', { en: 'Black', de: 'Schwarz', fr: 'Noir', it: 'Nero' }],
  white: ['#f5f5f0', { en: 'White', de: 'Weiß', fr: 'Blanc', it: 'Bianco' }],
  ultramarine: ['#9aadf6', { en: 'Ultramarine', de: 'Ultramarin', fr: 'Outremer', it: 'Oltremare' }],
  teal: ['#b0d4d2', { en: 'Teal', de: 'Blaugrün', fr: 'Bleu sarcelle', it: 'Verde acqua' }],
  'black-titanium': ['#3c3c3d', { en: 'Black Titanium', de: 'Titan Schwarz', fr: 'Titane noir', it: 'Titanio nero' }],
  'desert-titanium': ['#bfa48f', { en: 'Desert Titanium', de: 'Titan Wüstensand', fr: 'Titane sable', it: 'Titanio sabbia' }],
  navy: ['#2c3650', { en: 'Navy', fr: 'Bleu marine', it: 'Blu navy' }],
  icyblue: ['#c5d7e8', { en: 'Icyblue' }],
  mint: ['#cfe5d8', { en: 'Mint', fr: 'Menthe', it: 'Menta' }],
  coralred: ['#e5655a', { en: 'Coralred', de: 'Korallenrot', fr: 'Rouge corail', it: 'Rosso corallo' }],
  'awesome-graphite': ['#3b3b3d', { en: 'Awesome Graphite' }],
  'awesome-lightgray': ['#d6d6d8', { en: 'Awesome Lightgray' }],
  'awesome-olive': ['#8a8f6a', { en: 'Awesome Olive' }],
  obsidian: ['#202124', { en: 'Obsidian', fr: 'Obsidienne', it: 'Ossidiana' }],
  porcelain: ['#f1ede4', { en: 'Porcelain', de: 'Porzellan', fr: 'Porcelaine', it: 'Porcellana' }],
  wintergreen: ['#c9dcc7', { en: 'Wintergreen', de: 'Wintergrün', fr: 'Vert hiver', it: 'Verde inverno' }],
  peony: ['#f5c9d5', { en: 'Peony', de: 'Pfingstrose', fr: 'Pivoine', it: 'Peonia' }],
  'midnight-black': ['#1e1e22', { en: 'Midnight Black', de: 'Mitternachtsschwarz', fr: 'Noir minuit', it: 'Nero mezzanotte' }],
  'ocean-blue': ['#3b6fb6', { en: 'Ocean Blue', de: 'Ozeanblau', fr: 'Bleu océan', it: 'Blu oceano' }],
  'lime-green': ['#c8e06b', { en: 'Lime Green', de: 'Limettengrün', fr: 'Vert citron', it: 'Verde lime' }],
  'matte-black': ['#2b2b2b', { en: 'Matte Black', de: 'Mattschwarz', fr: 'Noir mat', it: 'Nero opaco' }],
  transparent: ['#d9dde0', { en: 'Transparent Edition' }],
  'sky-blue': ['#8fb8de', { en: 'Sky Blue', de: 'Himmelblau', fr: 'Bleu ciel', it: 'Azzurro cielo' }],
  'sun-yellow': ['#f2c84b', { en: 'Sun Yellow', de: 'Sonnengelb', fr: 'Jaune soleil', it: 'Giallo sole' }],
  standard: ['#ffffff', { en: 'Standard' }],
} satisfies Record<string, [string, L]>;
type Colour = keyof typeof COLOURS;

type DealKind = 'promotion' | 'new' | 'financing' | 'uvp' | 'crossed' | 'data';

/**
 * A deal of the given kind; `uvp` shows the manufacturer's recommended price above ours, `crossed` our
 * own former price (struck through), `data` a highlighted data bonus.
 */
function deal(kind: DealKind, market: DeviceMarket, listEur: number): SeedDeal {
  switch (kind) {
    case 'promotion':
      return {
        name: 'PromotionSmartphone',
        pages: ['LANDING', 'OVERVIEW', 'DETAIL'],
        specialDealText: { en: 'Online offer', de: 'Online-Aktion', fr: 'Offre en ligne', it: 'Offerta online' },
        validTo: '+14d',
      };
    case 'new':
      return { name: 'NewProduct', pages: ['OVERVIEW', 'DETAIL'], specialDealText: { en: 'New', de: 'Neu', fr: 'Nouveau', it: 'Novità' } };
    case 'financing':
      return {
        name: 'ZeroCostFinancing',
        pages: ['OVERVIEW', 'DETAIL'],
        specialDealText: {
          en: '0 % interest over 24 months',
          de: '0 % Zinsen über 24 Monate',
          fr: '0 % d’intérêts sur 24 mois',
          it: 'Tasso 0 % in 24 mesi',
        },
      };
    case 'uvp':
      return { name: 'UVPPrice', pages: ['OVERVIEW', 'DETAIL'], specialDealText: marketPrice(market, listEur * 1.12).toFixed(2) };
    case 'crossed':
      return { name: 'CrossedOutPrice', pages: ['OVERVIEW', 'DETAIL'], specialDealText: marketPrice(market, listEur * 1.1).toFixed(2) };
    case 'data':
      return {
        name: 'HighlightedData',
        pages: ['OVERVIEW', 'DETAIL'],
        specialDealText: { en: '20 GB bonus data', de: '20 GB Bonus-Daten', fr: '20 Go de données bonus', it: '20 GB di dati bonus' },
      };
  }
}

/** Fields every device record shares; phones, network devices and connections add theirs. */
type Core = {
  id: string;
  name: string;
  manufacturer: string;
  price: number;
  market: DeviceMarket;
  colour: Colour;
  contextPath: string;
  order: number;
  description: L;
  os?: DeviceModel['operatingSystem'];
  features?: NetworkFeature[];
  sims?: [physical: number, esim: number];
  storage?: number;
  energy?: EnergyLabel;
  inStock?: boolean;
  standalone?: boolean;
  deals?: SeedDeal[];
  combinations?: DeviceModel['combinations'];
} & Window;

function device(c: Core): SeedDevice {
  const [colorHex, colorName] = COLOURS[c.colour];
  return {
    deviceModelSaleId: c.id,
    displayName: c.name,
    manufacturer: c.manufacturer,
    operatingSystem: c.os,
    descriptionHtml: c.description,
    price: { amount: c.price, currencyCode: MARKETS[c.market].currency },
    isStandalone: c.standalone ?? true,
    networkFeatures: c.features ?? [],
    colorHex,
    colorName,
    dataSizeInGB: c.storage,
    numPhysicalSimSlots: c.sims?.[0] ?? 0,
    numESimSlots: c.sims?.[1] ?? 0,
    combinations: c.combinations ?? [],
    orderInGroup: c.order,
    contextPath: c.contextPath,
    inStock: c.inStock ?? true,
    specialDeals: c.deals ?? [],
    energyLabel: c.energy,
    validFrom: c.validFrom,
    validTo: c.validTo,
  };
}

// ---------------------------------------------------------------------------------------------
// Smartphones

type VariantExtra = { soldOut?: true; deals?: DealKind[] } & Window;
type Variant = [storageGB: number, colour: Colour, extra?: VariantExtra];

type Family = {
  group: string;
  /** Id stem: ids are `${slug}-${storage}-${colour}`. */
  slug: string;
  manufacturer: string;
  os: 'IOS' | 'ANDROID';
  sims: [physical: number, esim: number];
  features?: NetworkFeature[];
  /** Absent for models placed on the market before the label became mandatory (20 June 2025). */
  energy?: EnergyLabel;
  /** EUR list price per storage size. */
  listPrice: Record<number, number>;
  variants: Variant[];
  deals?: DealKind[];
  /** Sold only together with a tariff. */
  tariffOnly?: true;
  description: Description;
};

const FAMILIES: Family[] = [
  {
    group: 'Apple iPhone 16',
    slug: 'iphone-16',
    manufacturer: 'Apple',
    os: 'IOS',
    sims: [1, 2],
    energy: { energyClass: 'A', batteryEnduranceHours: 46, repairabilityClass: 'C' },
    listPrice: { 128: 949, 256: 1079 },
    variants: [
      [128, 'black'],
      [128, 'white'],
      [128, 'ultramarine'],
      [256, 'black'],
      [256, 'ultramarine', { soldOut: true }],
      [256, 'teal'],
    ],
    description: {
      intro: {
        en: 'The <strong>iPhone 16</strong> brings Camera Control and the A18 chip to Apple’s standard model, in a 6.1-inch aluminium body.',
        de: 'Das <strong>iPhone 16</strong> bringt die Kamera\u00ADsteuerung und den A18 Chip ins Standard\u00ADmodell von Apple – im 6,1-Zoll-Gehäuse aus Aluminium.',
        fr: 'L’<strong>iPhone 16</strong> apporte la commande de l’appareil photo et la puce A18 au modèle standard d’Apple, dans un boîtier en aluminium de 6,1 pouces.',
        it: 'L’<strong>iPhone 16</strong> porta il Controllo fotocamera e il chip A18 nel modello standard di Apple, con scocca in alluminio da 6,1 pollici.',
      },
      highlights: [
        {
          en: '6.1-inch Super Retina XDR OLED display',
          de: '6,1-Zoll Super Retina XDR Display (OLED)',
          fr: 'Écran Super Retina XDR OLED de 6,1 pouces',
          it: 'Display Super Retina XDR OLED da 6,1 pollici',
        },
        {
          en: '48 MP Fusion camera with 2× zoom',
          de: '48-MP-Fusion-Kamera mit 2-fach-Zoom',
          fr: 'Appareil photo Fusion 48 Mpx avec zoom 2×',
          it: 'Fotocamera Fusion da 48 MP con zoom 2×',
        },
        {
          en: 'Action button and Camera Control',
          de: 'Action\u00ADtaste und Kamera\u00ADsteuerung',
          fr: 'Bouton Action et commande de l’appareil photo',
          it: 'Tasto Azione e Controllo fotocamera',
        },
        {
          en: 'USB-C and dual SIM (nano-SIM + eSIM)',
          de: 'USB-C und Dual-SIM (Nano-SIM + eSIM)',
          fr: 'USB-C et double SIM (nano-SIM + eSIM)',
          it: 'USB-C e doppia SIM (nano-SIM + eSIM)',
        },
      ],
      outro: {
        en: 'Up to 22 hours of video playback according to Apple. No power adapter in the box.',
        de: 'Bis zu 22 Stunden Video\u00ADwieder\u00ADgabe laut Apple. Netz\u00ADteil nicht im Liefer\u00ADumfang.',
        fr: 'Jusqu’à 22 heures de lecture vidéo selon Apple. Adaptateur secteur non fourni.',
        it: 'Fino a 22 ore di riproduzione video secondo Apple. Alimentatore non incluso.',
      },
    },
  },
  {
    group: 'Apple iPhone 16 Pro',
    slug: 'iphone-16-pro',
    manufacturer: 'Apple',
    os: 'IOS',
    sims: [1, 2],
    energy: { energyClass: 'A', batteryEnduranceHours: 50, repairabilityClass: 'C' },
    listPrice: { 128: 1229, 256: 1359 },
    variants: [
      [128, 'black-titanium'],
      [128, 'desert-titanium'],
      [256, 'black-titanium'],
      [256, 'desert-titanium', { soldOut: true }],
    ],
    deals: ['financing'],
    description: {
      intro: {
        en: 'The <strong>iPhone 16 Pro</strong> combines a ti\u200Btanium frame, the A18 Pro chip and Apple’s most capable camera system in a 6.3-inch format.',
        de: 'Das <strong>iPhone 16 Pro</strong> verbindet einen Ti\u200Btan\u00ADrahmen, den A18 Pro Chip und Apples stärkstes Kamera\u00ADsystem im 6,3-Zoll-Format.',
        fr: 'L’<strong>iPhone 16 Pro</strong> associe un cadre en ti\u200Btane, la puce A18 Pro et le système photo le plus abouti d’Apple dans un format de 6,3 pouces.',
        it: 'L’<strong>iPhone 16 Pro</strong> unisce una cornice in ti\u200Btanio, il chip A18 Pro e il sistema di fotocamere più evoluto di Apple in formato da 6,3 pollici.',
      },
      highlights: [
        {
          en: '48 MP main and 48 MP ultra-wide camera',
          de: '48-MP-Haupt- und 48-MP-Ultra\u00ADweitwinkel\u00ADkamera',
          fr: 'Caméras principale et ultra grand-angle de 48 Mpx',
          it: 'Fotocamera principale e ultra-grandangolare da 48 MP',
        },
        {
          en: '5× optical telephoto zoom',
          de: '5-fach optischer Tele\u200Dzoom',
          fr: 'Zoom optique téléobjectif 5×',
          it: 'Zoom ottico teleobiettivo 5×',
        },
        {
          en: '4K video at 120 fps in Dolby Vision',
          de: '4K-Video mit 120 fps in Dolby Vision',
          fr: 'Vidéo 4K à 120 i/s en Dolby Vision',
          it: 'Video 4K a 120 fps in Dolby Vision',
        },
        {
          en: 'USB-C with USB 3 speeds (cable sold separately)',
          de: 'USB-C mit USB 3 Geschwindigkeit (Kabel separat)',
          fr: 'USB-C avec débit USB 3 (câble vendu séparément)',
          it: 'USB-C con velocità USB 3 (cavo venduto separatamente)',
        },
      ],
      outro: {
        en: 'Up to 27 hours of video playback according to Apple. Also available at 0 % interest over 24 months.',
        de: 'Bis zu 27 Stunden Video\u00ADwiedergabe laut Apple. Auch mit 0 % Zinsen über 24 Monate erhältlich.',
        fr: 'Jusqu’à 27 heures de lecture vidéo selon Apple. Également disponible à 0 % d’intérêts sur 24 mois.',
        it: 'Fino a 27 ore di riproduzione video secondo Apple. Disponibile anche a tasso 0 % in 24 mesi.',
      },
    },
  },
  {
    group: 'Samsung Galaxy S25',
    slug: 'galaxy-s25',
    manufacturer: 'Samsung',
    os: 'ANDROID',
    sims: [1, 1],
    energy: { energyClass: 'A', batteryEnduranceHours: 52, repairabilityClass: 'B' },
    listPrice: { 128: 899, 256: 959 },
    variants: [
      [128, 'navy'],
      [128, 'icyblue'],
      [128, 'mint'],
      [256, 'navy'],
      [256, 'icyblue'],
      // Online-exclusive colour whose sale has ended: an expired record.
      [256, 'coralred', { validTo: '-5d' }],
    ],
    deals: ['promotion'],
    description: {
      bom: true,
      intro: {
        en: 'The <strong>Galaxy S25</strong> is Samsung’s compact flagship: a bright 6.2-inch dis\u200Cplay, the Snapdragon 8 Elite for Galaxy and Galaxy AI features on board.',
        de: 'Das <strong>Galaxy S25</strong> ist Samsungs kompaktes Flaggschiff: helles 6,2-Zoll-Dis\u200Cplay, Snapdragon 8 Elite for Galaxy und Galaxy AI an Bord.',
        fr: 'Le <strong>Galaxy S25</strong> est le fleuron compact de Samsung : écran lumineux de 6,2 pouces, Snapdragon 8 Elite for Galaxy et fonctions Galaxy AI.',
        it: 'Il <strong>Galaxy S25</strong> è l’ammiraglia compatta di Samsung: display luminoso da 6,2 pollici, Snapdragon 8 Elite for Galaxy e funzioni Galaxy AI.',
      },
      highlights: [
        {
          en: '6.2-inch Dynamic AMOLED 2X display at up to 120 Hz',
          de: '6,2-Zoll Dynamic AMOLED 2X Display mit bis zu 120 Hz',
          fr: 'Écran Dynamic AMOLED 2X de 6,2 pouces jusqu’à 120 Hz',
          it: 'Display Dynamic AMOLED 2X da 6,2 pollici fino a 120 Hz',
        },
        {
          en: '50 MP main, 12 MP ultra-wide and 10 MP 3× telephoto camera',
          de: '50-MP-Haupt-, 12-MP-Ultra\u00ADweitwinkel- und 10-MP-Tele\u00ADkamera (3-fach)',
          fr: 'Caméras 50 Mpx principale, 12 Mpx ultra grand-angle et 10 Mpx téléobjectif 3×',
          it: 'Fotocamere da 50 MP principale, 12 MP ultra-grandangolare e 10 MP tele 3×',
        },
        {
          en: 'Seven years of Android and security updates',
          de: 'Sieben Jahre Android- und Sicherheits\u00ADupdates',
          fr: 'Sept ans de mises à jour Android et de sécurité',
          it: 'Sette anni di aggiornamenti Android e di sicurezza',
        },
      ],
      outro: {
        en: '4,000 mAh battery with 25 W charging, IP68 dust and water protection.',
        de: '4.000-mAh-Akku mit 25 W Laden, Schutz nach IP68 gegen Staub und Wasser.',
        fr: 'Batterie de 4 000 mAh avec charge 25 W, protection IP68 contre la poussière et l’eau.',
        it: 'Batteria da 4.000 mAh con ricarica a 25 W, protezione IP68 da polvere e acqua.',
      },
    },
  },
  {
    group: 'Samsung Galaxy A56',
    slug: 'galaxy-a56',
    manufacturer: 'Samsung',
    os: 'ANDROID',
    sims: [1, 1],
    energy: { energyClass: 'B', batteryEnduranceHours: 60, repairabilityClass: 'B' },
    listPrice: { 128: 429, 256: 479 },
    variants: [
      [128, 'awesome-graphite'],
      [128, 'awesome-lightgray'],
      [256, 'awesome-graphite'],
      [256, 'awesome-olive'],
    ],
    deals: ['uvp'],
    description: {
      intro: {
        en: 'The <strong>Galaxy A56</strong> brings a large screen, a long-lasting battery and six years of updates to the mid-range.',
        de: 'Das <strong>Galaxy A56</strong> bringt großes Display, ausdauernden Akku und sechs Jahre Updates in die Mittelklasse.',
        fr: 'Le <strong>Galaxy A56</strong> offre un grand écran, une batterie endurante et six ans de mises à jour en milieu de gamme.',
        it: 'Il <strong>Galaxy A56</strong> porta nella fascia media uno schermo ampio, una batteria duratura e sei anni di aggiornamenti.',
      },
      highlights: [
        {
          en: '6.7-inch Super AMOLED display at 120 Hz',
          de: '6,7-Zoll Super AMOLED Display mit 120 Hz',
          fr: 'Écran Super AMOLED de 6,7 pouces à 120 Hz',
          it: 'Display Super AMOLED da 6,7 pollici a 120 Hz',
        },
        {
          en: '5,000 mAh battery with 45 W fast charging',
          de: '5.000 mAh Akku\u00ADkapazität mit 45 W Schnell\u00ADladen',
          fr: 'Batterie de 5 000 mAh avec charge rapide 45 W',
          it: 'Batteria da 5.000 mAh con ricarica rapida a 45 W',
        },
        { en: '50 MP triple camera', de: '50-MP-Triple-Kamera', fr: 'Triple caméra 50 Mpx', it: 'Tripla fotocamera da 50 MP' },
        {
          en: 'IP67 dust and water protection',
          de: 'IP67 Staub- und Wasserschutz',
          fr: 'Protection IP67 contre la poussière et l’eau',
          it: 'Protezione IP67 da polvere e acqua',
        },
      ],
    },
  },
  {
    group: 'Google Pixel 9',
    slug: 'pixel-9',
    manufacturer: 'Google',
    os: 'ANDROID',
    sims: [1, 1],
    energy: { energyClass: 'A', batteryEnduranceHours: 49, repairabilityClass: 'C' },
    listPrice: { 128: 899, 256: 999 },
    variants: [
      [128, 'obsidian'],
      [128, 'porcelain'],
      [128, 'wintergreen'],
      [128, 'peony', { soldOut: true }],
      [256, 'obsidian'],
    ],
    description: {
      intro: {
        en: 'The <strong>Pixel 9</strong> is Google’s phone with the Tensor G4 chip, a clean Android experience and seven years of updates.',
        de: 'Das <strong>Pixel 9</strong> ist Googles Smartphone mit Tensor G4 Chip, schlankem Android und sieben Jahren Updates.',
        fr: 'Le <strong>Pixel 9</strong> est le smartphone de Google avec la puce Tensor G4, un Android épuré et sept ans de mises à jour.',
        it: 'Il <strong>Pixel 9</strong> è lo smartphone di Google con chip Tensor G4, Android essenziale e sette anni di aggiornamenti.',
      },
      highlights: [
        {
          en: '6.3-inch Actua display at up to 120 Hz',
          de: '6,3-Zoll Actua Display mit bis zu 120 Hz',
          fr: 'Écran Actua de 6,3 pouces jusqu’à 120 Hz',
          it: 'Display Actua da 6,3 pollici fino a 120 Hz',
        },
        {
          en: '50 MP main and 48 MP ultra-wide camera',
          de: '50-MP-Haupt- und 48-MP-Ultra\u00ADweitwinkel\u00ADkamera',
          fr: 'Caméras principale 50 Mpx et ultra grand-angle 48 Mpx',
          it: 'Fotocamera principale da 50 MP e ultra-grandangolare da 48 MP',
        },
        {
          en: 'Gemini assistant and on-device photo editing',
          de: 'Gemini Assistent und Foto\u00ADbearbeitung direkt am Gerät',
          fr: 'Assistant Gemini et retouche de pho\u200Btos sur l’appareil',
          it: 'Assistente Gemini e modifica delle foto sul dispositivo',
        },
      ],
      outro: {
        en: '4,700 mAh battery. Wi-Fi calling and VoLTE are supported on our network.',
        de: '4.700-mAh-Akku. WLAN-Telefonie und VoLTE funktionieren in unserem Netz.',
        fr: 'Batterie de 4 700 mAh. Appels Wi-Fi et VoLTE pris en charge sur notre réseau.',
        it: 'Batteria da 4.700 mAh. Chiamate Wi-Fi e VoLTE supportate sulla nostra rete.',
      },
    },
  },
  {
    group: 'Xiaomi Redmi Note 14',
    slug: 'redmi-note-14',
    manufacturer: 'Xiaomi',
    os: 'ANDROID',
    sims: [2, 0],
    features: ['VOLTE', 'VOWIFI', 'FOURG'],
    listPrice: { 256: 229 },
    variants: [
      [256, 'midnight-black'],
      [256, 'ocean-blue'],
      [256, 'lime-green', { soldOut: true }],
    ],
    tariffOnly: true,
    description: {
      intro: {
        en: 'The <strong>Redmi Note 14</strong> is a 4G phone with a big AMOLED screen and a battery that easily lasts two days. It does not support 5G.',
        de: 'Das <strong>Redmi Note 14</strong> ist ein 4G-Handy mit großem AMOLED-Display und einem Akku, der locker zwei Tage hält. 5G unterstützt es nicht.',
        fr: 'Le <strong>Redmi Note 14</strong> est un téléphone 4G avec un grand écran AMOLED et une batterie qui tient facilement deux jours. Il n’est pas compatible 5G.',
        it: 'Il <strong>Redmi Note 14</strong> è uno smartphone 4G con ampio display AMOLED e una batteria che dura tranquillamente due giorni. Non supporta il 5G.',
      },
      highlights: [
        {
          en: '6.67-inch AMOLED display at 120 Hz',
          de: '6,67-Zoll AMOLED Display mit 120 Hz',
          fr: 'Écran AMOLED de 6,67 pouces à 120 Hz',
          it: 'Display AMOLED da 6,67 pollici a 120 Hz',
        },
        {
          en: '108 MP main camera',
          de: '108-MP-Haupt\u200Bkamera',
          fr: 'Caméra principale 108 Mpx',
          it: 'Fotocamera principale da 108 MP',
        },
        {
          en: '5,500 mAh battery with 33 W charging',
          de: '5.500-mAh-Akku mit 33 W Laden',
          fr: 'Batterie de 5 500 mAh avec charge 33 W',
          it: 'Batteria da 5.500 mAh con ricarica a 33 W',
        },
        {
          en: 'Two nano-SIM slots and a microSD slot, no eSIM',
          de: 'Zwei Nano-SIM-Slots und microSD-Slot, keine eSIM',
          fr: 'Deux emplacements nano-SIM et un lecteur microSD, pas d’eSIM',
          it: 'Due slot nano-SIM e slot microSD, niente eSIM',
        },
      ],
      outro: {
        en: 'Available together with a mobile tariff only. <a href="#tariffs" onclick="alert(\'seed\')">See matching tariffs</a>',
        de: 'Nur zusammen mit einem Mobilfunk\u00ADtarif erhältlich. <a href="#tariffs" onclick="alert(\'seed\')">Passende Tarife ansehen</a>',
        fr: 'Disponible uniquement avec un forfait mobile. <a href="#tariffs" onclick="alert(\'seed\')">Voir les forfaits</a>',
        it: 'Disponibile solo insieme a una tariffa mobile. <a href="#tariffs" onclick="alert(\'seed\')">Vedi le tariffe</a>',
      },
      raw: '<script>window.__seedSanitiserProbe = true;</script>',
    },
  },
  {
    group: 'Fairphone 5',
    slug: 'fairphone-5',
    manufacturer: 'Fairphone',
    os: 'ANDROID',
    sims: [1, 1],
    energy: { energyClass: 'B', batteryEnduranceHours: 43, repairabilityClass: 'A' },
    listPrice: { 256: 549 },
    deals: ['crossed', 'data'],
    variants: [
      [256, 'matte-black'],
      [256, 'transparent'],
      [256, 'sky-blue'],
      // Announced colour, on sale from a future day.
      [256, 'sun-yellow', { validFrom: '+20d', deals: ['new'] }],
    ],
    description: {
      intro: {
        en: 'The <strong>Fairphone 5</strong> is built to be repaired: you can replace the battery, screen and cameras yourself with a standard screwdriver.',
        de: 'Das <strong>Fairphone 5</strong> ist auf Repa\u00ADrier\u00ADbar\u00ADkeit gebaut: Akku, Display und Kameras tauschen Sie selbst mit einem normalen Schrauben\u00ADzieher.',
        fr: 'Le <strong>Fairphone 5</strong> est conçu pour être réparé : batterie, écran et caméras se remplacent soi-même avec un simple tournevis.',
        it: 'Il <strong>Fairphone 5</strong> è fatto per essere riparato: batteria, schermo e fotocamere si sostituiscono da soli con un normale cacciavite.',
      },
      highlights: [
        {
          en: 'User-replaceable 4,200 mAh battery',
          de: 'Selbst tausch\u00ADbarer 4.200-mAh-Akku',
          fr: 'Batterie de 4 200 mAh remplaçable par l’utilisateur',
          it: 'Batteria da 4.200 mAh sostituibile dall’utente',
        },
        {
          en: 'Five-year manufacturer warranty',
          de: 'Fünf Jahre Hersteller\u00ADgarantie',
          fr: 'Garantie constructeur de cinq ans',
          it: 'Garanzia del produttore di cinque anni',
        },
        {
          en: 'Software support promised until at least 2031',
          de: 'Software-Support bis mindestens 2031 zugesagt',
          fr: 'Suivi logiciel promis au moins jusqu’en 2031',
          it: 'Supporto software promesso almeno fino al 2031',
        },
        {
          en: 'Fairtrade gold and recycled materials',
          de: 'Fairtrade-Gold und recycelte Materialien',
          fr: 'Or Fairtrade et matériaux recyclés',
          it: 'Oro Fairtrade e materiali riciclati',
        },
      ],
      outro: {
        en: '6.46-inch OLED display at 90 Hz, 50 MP main and ultra-wide cameras.',
        de: '6,46-Zoll OLED Display mit 90 Hz, 50-MP-Haupt- und Ultra\u00ADweitwinkel\u00ADkamera.',
        fr: 'Écran OLED de 6,46 pouces à 90 Hz, caméras principale et ultra grand-angle de 50 Mpx.',
        it: 'Display OLED da 6,46 pollici a 90 Hz, fotocamere principale e ultra-grandangolare da 50 MP.',
      },
    },
  },
];

/** 1–3 of the combinable tariffs per model, rotating so models differ; bigger discount on later ones. */
function combinationsFor(market: DeviceMarket, tariffIds: string[], index: number, price: number): DeviceModel['combinations'] {
  if (tariffIds.length === 0) return [];
  const count = Math.min(1 + (index % 3), tariffIds.length);
  return Array.from({ length: count }, (_, k) => ({
    tariffModelSalesId: tariffIds[(index + k) % tariffIds.length] ?? '',
    discount: { amount: Math.max(10, Math.round((price * (0.08 + 0.04 * k)) / 10) * 10), currencyCode: MARKETS[market].currency },
  }));
}

export function smartphonesFor(market: MarketCode, combinableTariffIds: string[]): SeedDeviceGroup[] {
  if (!sellsDevices(market)) return [];
  let index = 0;
  return FAMILIES.map((f) => ({
    groupName: f.group,
    models: f.variants.map(([storage, colour, extra = {}], order) => {
      const listEur = f.listPrice[storage] ?? 0;
      const price = marketPrice(market, listEur);
      return device({
        id: `${f.slug}-${storage}-${colour}`,
        name: f.group,
        manufacturer: f.manufacturer,
        price,
        market,
        colour,
        contextPath: `${f.manufacturer.toLowerCase()}-${f.slug}-${storage}gb-${colour}`,
        order: order + 1,
        description: descriptionHtml(f.description),
        os: f.os,
        features: f.features ?? ALL_NETWORKS,
        sims: f.sims,
        storage,
        energy: f.energy,
        inStock: !extra.soldOut,
        standalone: !f.tariffOnly || combinableTariffIds.length === 0,
        deals: [...(f.deals ?? []), ...(extra.deals ?? [])].map((kind) => deal(kind, market, listEur)),
        combinations: combinationsFor(market, combinableTariffIds, index++, price),
        validFrom: extra.validFrom,
        validTo: extra.validTo,
      });
    }),
  }));
}

/** Home-page smartphones: visible today and in stock in every device market. */
export function featuredSmartphoneIds(market: MarketCode): string[] {
  if (!sellsDevices(market)) return [];
  return ['iphone-16-128-black', 'galaxy-s25-128-navy', 'pixel-9-128-obsidian', 'fairphone-5-256-matte-black'];
}

// ---------------------------------------------------------------------------------------------
// Routers and repeaters

/** GTIN-13 with its check digit appended to the 12-digit body. */
function ean13(body: string): string {
  const sum = [...body].reduce((s, digit, i) => s + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return body + String((10 - (sum % 10)) % 10);
}

type NetRow = {
  id: string;
  name: string;
  manufacturer: string;
  partNumber: string;
  eanBody: string;
  listPrice: number;
  colour: Colour;
  mobile?: true;
  promoted?: true;
  description: Description;
};

const ROUTERS: NetRow[] = [
  {
    id: 'fritzbox-5590-fiber',
    name: 'AVM FRITZ!Box 5590 Fiber',
    manufacturer: 'AVM',
    partNumber: '20002963',
    eanBody: '402312502963',
    listPrice: 299,
    colour: 'white',
    description: {
      intro: {
        en: 'Fibre router for connections up to 1000 Mbit/s, with Wi-Fi 6 and a built-in DECT base.',
        de: 'Glasfaser-Router für Anschlüsse bis 1000 Mbit/s, mit Wi-Fi 6 und integrierter DECT-Basis.',
        fr: 'Routeur fibre pour des connexions jusqu’à 1000 Mbit/s, avec Wi-Fi 6 et base DECT intégrée.',
        it: 'Router in fibra per connessioni fino a 1000 Mbit/s, con Wi-Fi 6 e base DECT integrata.',
      },
      highlights: [
        {
          en: 'Fibre modem via SFP module (GPON and AON)',
          de: 'Glas\u00ADfaser-Modem per SFP-Modul (GPON und AON)',
          fr: 'Modem fibre par module SFP (GPON et AON)',
          it: 'Modem in fibra tramite modulo SFP (GPON e AON)',
        },
        {
          en: 'Wi-Fi 6 dual band, mesh capable',
          de: 'Wi-Fi 6 Dualband, Mesh-fähig',
          fr: 'Wi-Fi 6 double bande, compatible mesh',
          it: 'Wi-Fi 6 dual band, compatibile mesh',
        },
        {
          en: '2.5 Gbit/s LAN port for fast devices',
          de: '2,5-Gbit/s-LAN-Port für schnelle Geräte',
          fr: 'Port LAN 2,5 Gbit/s',
          it: 'Porta LAN da 2,5 Gbit/s',
        },
      ],
    },
  },
  {
    id: 'zte-mc888-5g-cube',
    name: 'ZTE MC888 Pro 5G Cube',
    manufacturer: 'ZTE',
    partNumber: 'MC888PRO-EU',
    eanBody: '690688215888',
    listPrice: 349,
    colour: 'white',
    mobile: true,
    promoted: true,
    description: {
      intro: {
        en: 'Internet at home over 5G: plug in the cube, insert the SIM and you are online without a technician.',
        de: 'Internet für zu Hause über 5G: Würfel anstecken, SIM einlegen und ohne Techniker online sein.',
        fr: 'Internet à la maison via la 5G : branchez le cube, insérez la SIM et vous êtes en ligne sans technicien.',
        it: 'Internet a casa via 5G: collega il cubo, inserisci la SIM e sei online senza tecnico.',
      },
      highlights: [
        {
          en: '5G and 4G with automatic fallback',
          de: '5G und 4G mit automatischem Wechsel',
          fr: '5G et 4G avec bascule automatique',
          it: '5G e 4G con passaggio automatico',
        },
        {
          en: 'Wi-Fi 6 for up to 64 devices',
          de: 'Wi-Fi 6 für bis zu 64 Geräte',
          fr: 'Wi-Fi 6 jusqu’à 64 appareils',
          it: 'Wi-Fi 6 fino a 64 dispositivi',
        },
        { en: 'Two gigabit LAN ports', de: 'Zwei Gigabit-LAN-Ports', fr: 'Deux ports LAN gigabit', it: 'Due porte LAN gigabit' },
      ],
    },
  },
  {
    id: 'fritzbox-7530-ax',
    name: 'AVM FRITZ!Box 7530 AX',
    manufacturer: 'AVM',
    partNumber: '20002930',
    eanBody: '402312502930',
    listPrice: 169,
    colour: 'white',
    description: {
      intro: {
        en: 'DSL modem router for VDSL and ADSL lines, with Wi-Fi 6 and telephony.',
        de: 'DSL-Modem-Router für VDSL- und ADSL-Anschlüsse, mit Wi-Fi 6 und Telefonie.',
        fr: 'Modem-routeur DSL pour lignes VDSL et ADSL, avec Wi-Fi 6 et téléphonie.',
        it: 'Modem router DSL per linee VDSL e ADSL, con Wi-Fi 6 e telefonia.',
      },
      highlights: [
        {
          en: 'VDSL supervectoring up to 300 Mbit/s',
          de: 'VDSL-Supervectoring bis 300 Mbit/s',
          fr: 'VDSL supervectoring jusqu’à 300 Mbit/s',
          it: 'VDSL supervectoring fino a 300 Mbit/s',
        },
        { en: 'Wi-Fi 6 dual band', de: 'Wi-Fi 6 Dual\u200Bband', fr: 'Wi-Fi 6 double bande', it: 'Wi-Fi 6 dual band' },
        {
          en: 'DECT base for up to six cordless phones',
          de: 'DECT-Basis für bis zu sechs Schnurlos\u00ADtelefone',
          fr: 'Base DECT pour six téléphones sans fil',
          it: 'Base DECT per sei telefoni cordless',
        },
      ],
    },
  },
];

const REPEATERS: NetRow[] = [
  {
    id: 'fritzrepeater-1200-ax',
    name: 'AVM FRITZ!Repeater 1200 AX',
    manufacturer: 'AVM',
    partNumber: '20002974',
    eanBody: '402312502974',
    listPrice: 89,
    colour: 'white',
    description: {
      intro: {
        en: 'Extends your Wi-Fi into rooms the router does not reach.',
        de: 'Erweitert Ihr WLAN in Räume, die der Router nicht erreicht.',
        fr: 'Étend votre Wi-Fi aux pièces que le routeur n’atteint pas.',
        it: 'Estende il Wi-Fi alle stanze che il router non raggiunge.',
      },
      highlights: [
        {
          en: 'Wi-Fi 6, up to 3000 Mbit/s combined',
          de: 'Wi-Fi 6, bis zu 3000 Mbit/s gesamt',
          fr: 'Wi-Fi 6, jusqu’à 3000 Mbit/s cumulés',
          it: 'Wi-Fi 6, fino a 3000 Mbit/s complessivi',
        },
        { en: 'Gigabit LAN port', de: 'Gigabit-LAN-Anschluss', fr: 'Port LAN gigabit', it: 'Porta LAN gigabit' },
        {
          en: 'Mesh with any current router',
          de: 'Mesh mit jedem aktuellen Router',
          fr: 'Mesh avec les routeurs récents',
          it: 'Mesh con i router recenti',
        },
      ],
    },
  },
  {
    id: 'fritzrepeater-3000-ax',
    name: 'AVM FRITZ!Repeater 3000 AX',
    manufacturer: 'AVM',
    partNumber: '20002992',
    eanBody: '402312502992',
    listPrice: 159,
    colour: 'white',
    promoted: true,
    description: {
      intro: {
        en: 'Tri-band repeater for large flats and houses over several floors.',
        de: 'Triband-Repeater für große Wohnungen und Häuser über mehrere Stockwerke.',
        fr: 'Répéteur tri-bande pour grands appartements et maisons sur plusieurs étages.',
        it: 'Ripetitore tri-band per grandi appartamenti e case su più piani.',
      },
      highlights: [
        {
          en: 'Wi-Fi 6 tri band with a dedicated backhaul',
          de: 'Wi-Fi 6 Triband mit eigener Verbindung zum Router',
          fr: 'Wi-Fi 6 tri-bande avec liaison dédiée vers le routeur',
          it: 'Wi-Fi 6 tri-band con collegamento dedicato al router',
        },
        { en: 'Two gigabit LAN ports', de: 'Zwei Gigabit-LAN-Anschlüsse', fr: 'Deux ports LAN gigabit', it: 'Due porte LAN gigabit' },
        {
          en: 'Set up in minutes with the WPS button',
          de: 'In wenigen Minuten per WPS-Taste eingerichtet',
          fr: 'Installé en quelques minutes via le bouton WPS',
          it: 'Configurato in pochi minuti con il tasto WPS',
        },
      ],
    },
  },
];

function networkGroups(market: MarketCode, rows: NetRow[]): SeedDeviceGroup<SeedNetworkDevice>[] {
  if (!sellsDevices(market)) return [];
  return rows.map((r) => ({
    groupName: r.name,
    models: [
      {
        ...device({
          id: r.id,
          name: r.name,
          manufacturer: r.manufacturer,
          price: marketPrice(market, r.listPrice),
          market,
          colour: r.colour,
          contextPath: r.id,
          order: 1,
          description: descriptionHtml(r.description),
          os: 'OTHER',
          features: r.mobile ? ['FIVEG', 'FOURG'] : [],
          sims: r.mobile ? [1, 0] : [0, 0],
          deals: r.promoted
            ? [
                {
                  name: 'PromotionNetworkDevice',
                  pages: ['INTERNET', 'OVERVIEW', 'DETAIL'],
                  specialDealText: { en: 'Top offer', de: 'Top-Angebot', fr: 'Offre phare', it: 'Offerta top' },
                },
              ]
            : [],
        }),
        manufacturerPartNumber: r.partNumber,
        eanCode: ean13(r.eanBody),
      },
    ],
  }));
}

export function routersFor(market: MarketCode): SeedDeviceGroup<SeedNetworkDevice>[] {
  return networkGroups(market, ROUTERS);
}

export function repeatersFor(market: MarketCode): SeedDeviceGroup<SeedNetworkDevice>[] {
  return networkGroups(market, REPEATERS);
}

// ---------------------------------------------------------------------------------------------
// Fixed-line connections

type Building = SeedConnection['buildingTypeId'];
type ConnectionKind = 'fibre' | 'copper';
/** A connection's price in the market's currency, or the market's SPEC §9 fibre connection amount. */
type ConnectionPrice = number | 'fibreConnectionFrom';
type ConnectionRow = [supplier: string, kind: ConnectionKind, building: Building, price: ConnectionPrice];
const FROM = 'fibreConnectionFrom';

/**
 * Connection suppliers per market, the same ids as the markets' fixed-line tariffs, with prices in the
 * market's own currency. A fibre house connection costs the market's SPEC §9 amount (fixedline-prices).
 */
const CONNECTIONS: Record<DeviceMarket, ConnectionRow[]> = {
  AT: [
    ['OFAA', 'fibre', 'SINGLE_FAMILY_HOUSE', FROM],
    ['OFAA', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['A1-WHOLESALE', 'copper', 'MULTI_PARTY_BUILDING', 59.9],
    ['A1-WHOLESALE', 'copper', 'SINGLE_FAMILY_HOUSE', 59.9],
  ],
  DE: [
    ['GLASFASER-NORD', 'fibre', 'SINGLE_FAMILY_HOUSE', FROM],
    ['GLASFASER-NORD', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['TELEKOM-WHOLESALE', 'copper', 'MULTI_PARTY_BUILDING', 69.9],
    ['TELEKOM-WHOLESALE', 'copper', 'SINGLE_FAMILY_HOUSE', 69.9],
  ],
  CH: [
    ['SWISSFIBRE', 'fibre', 'SINGLE_FAMILY_HOUSE', FROM],
    ['SWISSFIBRE', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['OPENAXS', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['SWISSCOM-WHOLESALE', 'copper', 'SINGLE_FAMILY_HOUSE', 59.9],
  ],
  UK: [
    ['CITYFIBRE', 'fibre', 'SINGLE_FAMILY_HOUSE', FROM],
    ['CITYFIBRE', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['OPENREACH', 'copper', 'MULTI_PARTY_BUILDING', 59.9],
    ['OPENREACH', 'copper', 'SINGLE_FAMILY_HOUSE', 59.9],
  ],
  IT: [
    ['OPEN-FIBER', 'fibre', 'SINGLE_FAMILY_HOUSE', FROM],
    ['OPEN-FIBER', 'fibre', 'MULTI_PARTY_BUILDING', 149],
    ['FIBERCOP', 'copper', 'MULTI_PARTY_BUILDING', 59.9],
  ],
};

/** A connection's name in the page's language, as the API localises every seed text (issue 27 notes). */
const CONNECTION_NAMES: Record<ConnectionKind, Record<Building, L>> = {
  fibre: {
    SINGLE_FAMILY_HOUSE: {
      en: 'Fibre connection, detached house',
      de: 'Glasfaser-Anschluss Einfamilienhaus',
      fr: 'Raccordement fibre, maison individuelle',
      it: 'Allaccio fibra casa singola',
    },
    MULTI_PARTY_BUILDING: {
      en: 'Fibre connection, block of flats',
      de: 'Glasfaser-Anschluss Mehrparteienhaus',
      fr: 'Raccordement fibre, immeuble collectif',
      it: 'Allaccio fibra condominio',
    },
  },
  copper: {
    SINGLE_FAMILY_HOUSE: {
      en: 'Broadband line, detached house',
      de: 'DSL-Anschluss Einfamilienhaus',
      fr: 'Ligne DSL, maison individuelle',
      it: 'Linea DSL casa singola',
    },
    MULTI_PARTY_BUILDING: {
      en: 'Broadband line, block of flats',
      de: 'DSL-Anschluss Mehrparteienhaus',
      fr: 'Ligne DSL, immeuble collectif',
      it: 'Linea DSL condominio',
    },
  },
};

function connectionDescription(market: DeviceMarket, kind: ConnectionKind, building: Building): L {
  const metre = (lang: Lang) => fibreText(market, lang).metre;
  if (kind === 'copper') {
    return descriptionHtml({
      intro: {
        en: 'Activation of your <strong>existing telephone line</strong>: no construction work needed.',
        de: 'Aktivierung Ihrer <strong>bestehenden Telefon\u00ADleitung</strong>: keine Bauarbeiten nötig.',
        fr: 'Activation de votre <strong>ligne téléphonique existante</strong> : aucuns travaux nécessaires.',
        it: 'Attivazione della tua <strong>linea telefonica esistente</strong>: nessun lavoro necessario.',
      },
      highlights: [
        {
          en: 'Up to 250 Mbit/s depending on line length',
          de: 'Bis zu 250 Mbit/s je nach Leitungs\u00ADlänge',
          fr: 'Jusqu’à 250 Mbit/s selon la longueur de la ligne',
          it: 'Fino a 250 Mbit/s secondo la lunghezza della linea',
        },
        {
          en: 'Self-installation with the supplied router',
          de: 'Selbst\u00ADinstallation mit dem Router',
          fr: 'Auto-installation avec le routeur',
          it: 'Autoinstallazione con il router',
        },
        {
          en: 'Active within about two weeks',
          de: 'In rund zwei Wochen aktiv',
          fr: 'Active en deux semaines environ',
          it: 'Attiva in circa due settimane',
        },
      ],
    });
  }
  const house = building === 'SINGLE_FAMILY_HOUSE';
  return descriptionHtml({
    intro: house
      ? {
          en: 'Fibre to your <strong>single-family house</strong>, with up to 1000 Mbit/s.',
          de: 'Glasfaser bis in Ihr <strong>Einfamilienhaus</strong>, mit bis zu 1000 Mbit/s.',
          fr: 'La fibre jusque dans votre <strong>maison individuelle</strong>, jusqu’à 1000 Mbit/s.',
          it: 'Fibra fino alla tua <strong>casa singola</strong>, fino a 1000 Mbit/s.',
        }
      : {
          en: 'Fibre to your flat in a <strong>multi-party building</strong>, with up to 1000 Mbit/s.',
          de: 'Glasfaser bis in Ihre Wohnung im <strong>Mehrparteienhaus</strong>, mit bis zu 1000 Mbit/s.',
          fr: 'La fibre jusque dans votre appartement en <strong>immeuble collectif</strong>, jusqu’à 1000 Mbit/s.',
          it: 'Fibra fino al tuo appartamento in <strong>condominio</strong>, fino a 1000 Mbit/s.',
        },
    highlights: [
      house
        ? {
            en: `10 m on your property included, each further metre ${metre('en')}`,
            de: `10 m auf Ihrem Grundstück inklusive, jeder weitere Meter ${metre('de')}`,
            fr: `10 m sur votre terrain inclus, chaque mètre supplémentaire ${metre('fr')}`,
            it: `10 m sulla tua proprietà inclusi, ogni metro in più ${metre('it')}`,
          }
        : {
            en: 'In-house cabling to your flat included',
            de: 'Verkabelung im Haus bis zur Wohnung inklusive',
            fr: 'Câblage de l’immeuble jusqu’à l’appartement inclus',
            it: 'Cablaggio interno fino all’appartamento incluso',
          },
      {
        en: 'Construction starts once 40 % of the addresses have ordered',
        de: 'Der Ausbau startet, sobald 40 % der Adressen bestellt haben',
        fr: 'Les travaux démarrent dès que 40 % des adresses ont commandé',
        it: 'I lavori partono quando il 40 % degli indirizzi ha ordinato',
      },
      {
        en: 'Building takes 6 to 9 months',
        de: 'Der Bau dauert 6 bis 9 Monate',
        fr: 'La construction dure 6 à 9 mois',
        it: 'La costruzione richiede da 6 a 9 mesi',
      },
      {
        en: '90 % bandwidth guarantee',
        de: '90 % Bandbreiten\u00ADgarantie',
        fr: 'Garantie de 90 % du débit',
        it: 'Garanzia del 90 % della banda',
      },
    ],
  });
}

export function connectionsFor(market: MarketCode): SeedConnection[] {
  if (!sellsDevices(market)) return [];
  return CONNECTIONS[market].map(([supplier, kind, building, price], i) => {
    const short = building === 'SINGLE_FAMILY_HOUSE' ? 'sfh' : 'mpb';
    return {
      ...device({
        id: `conn-${supplier.toLowerCase()}-${kind}-${short}`,
        name: CONNECTION_NAMES[kind][building].en,
        manufacturer: supplier,
        price: price === FROM ? FIXED_LINE_PRICES[market].fibre.connectionFrom.amount : price,
        market,
        colour: 'standard',
        contextPath: `${supplier.toLowerCase()}-${kind}-${building.toLowerCase().replace(/_/g, '-')}`,
        order: i + 1,
        description: connectionDescription(market, kind, building),
      }),
      displayName: CONNECTION_NAMES[kind][building],
      connectionSupplierName: supplier,
      buildingTypeId: building,
    };
  });
}
