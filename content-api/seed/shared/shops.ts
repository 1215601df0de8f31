/**
 * Shops and locations of every market (SPEC §2 "shops and locations with opening hours"): three to
 * five per market with address, position, phone, the regular week (some with a lunch break, some
 * closed on Sunday) and accessibility notes. CAMP has its camp service points instead of shops.
 */
import type { Weekday } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { L, SeedShop } from '../types';

type Slot = [start: string, end: string];

const MON_FRI: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const MON_SAT: Weekday[] = [...MON_FRI, 'SATURDAY'];
const DAILY: Weekday[] = [...MON_SAT, 'SUNDAY'];

/** The same slots on each of `days`. */
function open(days: Weekday[], ...slots: Slot[]): SeedShop['openingHours'] {
  return days.flatMap((weekday) => slots.map(([start, end]) => ({ weekday, start, end })));
}

/** Accessibility notes the locations share. */
const ACCESS = {
  stepFree: {
    en: 'Step-free entrance with an automatic door.',
    de: 'Stufenloser Eingang mit automatischer Tür.',
    fr: 'Entrée de plain-pied avec porte automatique.',
    it: 'Ingresso senza gradini con porta automatica.',
  },
  ramp: {
    en: 'One step of 6 cm at the entrance; we put out a portable ramp – ring the bell beside the door.',
    de: 'Eine Stufe von 6 cm am Eingang; eine mobile Rampe legen wir gerne auf – bitte neben der Tür läuten.',
    fr: 'Une marche de 6 cm à l’entrée ; nous installons volontiers une rampe mobile – sonnez à côté de la porte.',
    it: 'Un gradino di 6 cm all’ingresso; su richiesta posizioniamo una rampa mobile: suonate il campanello accanto alla porta.',
  },
  loop: {
    en: 'Induction loop at the service counter.',
    de: 'Induktionsschleife am Beratungstisch.',
    fr: 'Boucle magnétique au guichet de conseil.',
    it: 'Anello a induzione al banco di consulenza.',
  },
  lowCounter: {
    en: 'Lowered counter for wheelchair users.',
    de: 'Abgesenkter Beratungstisch für Rollstuhlnutzerinnen und -nutzer.',
    fr: 'Guichet abaissé pour les personnes en fauteuil roulant.',
    it: 'Banco ribassato per chi usa la sedia a rotelle.',
  },
  seating: {
    en: 'Seats in the waiting area.',
    de: 'Sitzplätze im Wartebereich.',
    fr: 'Sièges dans la zone d’attente.',
    it: 'Posti a sedere nella zona d’attesa.',
  },
  toilet: {
    en: 'Accessible toilet in the shopping centre on the same floor.',
    de: 'Barrierefreies WC im Einkaufszentrum auf derselben Ebene.',
    fr: 'Toilettes accessibles dans le centre commercial, au même niveau.',
    it: 'Bagno accessibile nel centro commerciale, sullo stesso piano.',
  },
  dogs: {
    en: 'Assistance dogs are welcome.',
    de: 'Assistenzhunde sind willkommen.',
    fr: 'Les chiens d’assistance sont les bienvenus.',
    it: 'I cani d’assistenza sono i benvenuti.',
  },
  upstairs: {
    en: 'The counter is on the first floor; a lift is next to the entrance.',
    de: 'Der Beratungstisch ist im ersten Stock; ein Lift ist neben dem Eingang.',
    fr: 'Le guichet se trouve au premier étage ; un ascenseur est à côté de l’entrée.',
    it: 'Il banco è al primo piano; l’ascensore è accanto all’ingresso.',
  },
  campToilet: {
    en: 'Accessible toilet and shower in the camp site’s sanitary building next door.',
    de: 'Barrierefreies WC und Dusche im Sanitärgebäude des Campingplatzes nebenan.',
    fr: 'WC et douche accessibles dans le bloc sanitaire du camping, juste à côté.',
    it: 'Bagno e doccia accessibili nell’edificio dei servizi del campeggio, proprio accanto.',
  },
  gravel: {
    en: 'Level gravel path from the car park, about 40 m; the reception has a step-free entrance.',
    de: 'Ebener Schotterweg vom Parkplatz, etwa 40 m; die Rezeption hat einen stufenlosen Eingang.',
    fr: 'Chemin de gravier plat depuis le parking, environ 40 m ; la réception est de plain-pied.',
    it: 'Vialetto in ghiaia pianeggiante dal parcheggio, circa 40 m; la reception ha l’ingresso senza gradini.',
  },
} satisfies Record<string, L>;

const AT: SeedShop[] = [
  {
    id: 'wien-mariahilfer-strasse',
    kind: 'SHOP',
    name: 'Shop Wien Mariahilfer Straße',
    address: { street: 'Mariahilfer Straße 85', zip: '1060', city: 'Wien', countryId: 'AT' },
    geolocation: { latitude: 48.1968, longitude: 16.3465 },
    phone: '+43 1 890 66 10',
    email: 'shop.mariahilf@example.at',
    openingHours: [...open(MON_FRI, ['10:00', '19:00']), ...open(['SATURDAY'], ['10:00', '18:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.lowCounter, ACCESS.dogs],
  },
  {
    id: 'wien-donauzentrum',
    kind: 'SHOP',
    name: 'Shop Wien Donauzentrum',
    address: { street: 'Wagramer Straße 94', zip: '1220', city: 'Wien', countryId: 'AT' },
    geolocation: { latitude: 48.2427, longitude: 16.4335 },
    phone: '+43 1 890 66 20',
    openingHours: [...open(MON_FRI, ['09:00', '20:00']), ...open(['SATURDAY'], ['09:00', '18:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.toilet, ACCESS.seating],
  },
  {
    id: 'graz-herrengasse',
    kind: 'SHOP',
    name: 'Shop Graz Herrengasse',
    address: { street: 'Herrengasse 7', zip: '8010', city: 'Graz', countryId: 'AT' },
    geolocation: { latitude: 47.0706, longitude: 15.4393 },
    phone: '+43 316 890 66 30',
    openingHours: [...open(MON_FRI, ['09:00', '12:30'], ['13:30', '18:00']), ...open(['SATURDAY'], ['09:00', '13:00'])],
    accessibility: [ACCESS.ramp, ACCESS.seating, ACCESS.dogs],
  },
  {
    id: 'linz-landstrasse',
    kind: 'SHOP',
    name: 'Shop Linz Landstraße',
    address: { street: 'Landstraße 31', zip: '4020', city: 'Linz', countryId: 'AT' },
    geolocation: { latitude: 48.3027, longitude: 14.2906 },
    phone: '+43 732 890 66 40',
    openingHours: [...open(MON_FRI, ['09:30', '18:30']), ...open(['SATURDAY'], ['09:30', '17:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.loop],
  },
  {
    id: 'innsbruck-maria-theresien-strasse',
    kind: 'SHOP',
    name: 'Shop Innsbruck Maria-Theresien-Straße',
    address: { street: 'Maria-Theresien-Straße 18', zip: '6020', city: 'Innsbruck', countryId: 'AT' },
    geolocation: { latitude: 47.2652, longitude: 11.3947 },
    phone: '+43 512 890 66 50',
    openingHours: [...open(MON_FRI, ['09:00', '12:00'], ['14:00', '18:00']), ...open(['SATURDAY'], ['09:00', '12:00'])],
    accessibility: [ACCESS.upstairs, ACCESS.seating],
  },
];

const DE: SeedShop[] = [
  {
    id: 'berlin-alexanderplatz',
    kind: 'SHOP',
    name: 'Shop Berlin Alexanderplatz',
    address: { street: 'Rathausstraße 5', zip: '10178', city: 'Berlin', countryId: 'DE' },
    geolocation: { latitude: 52.5206, longitude: 13.4103 },
    phone: '+49 30 890 66 10',
    email: 'shop.berlin@example.de',
    openingHours: open(MON_SAT, ['10:00', '20:00']),
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.toilet, ACCESS.dogs],
  },
  {
    id: 'hamburg-moenckebergstrasse',
    kind: 'SHOP',
    name: 'Shop Hamburg Mönckebergstraße',
    address: { street: 'Mönckebergstraße 16', zip: '20095', city: 'Hamburg', countryId: 'DE' },
    geolocation: { latitude: 53.5505, longitude: 10.0007 },
    phone: '+49 40 890 66 20',
    openingHours: open(MON_SAT, ['10:00', '19:00']),
    accessibility: [ACCESS.stepFree, ACCESS.lowCounter],
  },
  {
    id: 'muenchen-kaufingerstrasse',
    kind: 'SHOP',
    name: 'Shop München Kaufingerstraße',
    address: { street: 'Kaufingerstraße 12', zip: '80331', city: 'München', countryId: 'DE' },
    geolocation: { latitude: 48.1375, longitude: 11.5714 },
    phone: '+49 89 890 66 30',
    openingHours: [...open(MON_FRI, ['09:30', '19:00']), ...open(['SATURDAY'], ['09:30', '18:00'])],
    accessibility: [ACCESS.upstairs, ACCESS.loop, ACCESS.seating],
  },
  {
    id: 'koeln-schildergasse',
    kind: 'SHOP',
    name: 'Shop Köln Schildergasse',
    address: { street: 'Schildergasse 60', zip: '50667', city: 'Köln', countryId: 'DE' },
    geolocation: { latitude: 50.9363, longitude: 6.9521 },
    phone: '+49 221 890 66 40',
    openingHours: [...open(MON_FRI, ['10:00', '13:00'], ['14:00', '19:00']), ...open(['SATURDAY'], ['10:00', '18:00'])],
    accessibility: [ACCESS.ramp, ACCESS.dogs],
  },
];

const CH: SeedShop[] = [
  {
    id: 'zuerich-bahnhofstrasse',
    kind: 'SHOP',
    name: 'Shop Zürich Bahnhofstrasse',
    address: { street: 'Bahnhofstrasse 75', zip: '8001', city: 'Zürich', countryId: 'CH' },
    geolocation: { latitude: 47.3745, longitude: 8.539 },
    phone: '+41 44 890 66 10',
    email: 'shop.zuerich@example.ch',
    openingHours: [...open(MON_FRI, ['09:00', '19:00']), ...open(['SATURDAY'], ['09:00', '17:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.lowCounter, ACCESS.dogs],
  },
  {
    id: 'bern-spitalgasse',
    kind: 'SHOP',
    name: 'Shop Bern Spitalgasse',
    address: { street: 'Spitalgasse 4', zip: '3011', city: 'Bern', countryId: 'CH' },
    geolocation: { latitude: 46.9483, longitude: 7.4418 },
    phone: '+41 31 890 66 20',
    openingHours: [
      ...open(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'FRIDAY'], ['09:00', '18:30']),
      ...open(['THURSDAY'], ['09:00', '21:00']),
      ...open(['SATURDAY'], ['09:00', '17:00']),
    ],
    accessibility: [ACCESS.ramp, ACCESS.seating],
  },
  {
    id: 'geneve-rue-du-rhone',
    kind: 'SHOP',
    name: 'Boutique Genève Rue du Rhône',
    address: { street: 'Rue du Rhône 48', zip: '1204', city: 'Genève', countryId: 'CH' },
    geolocation: { latitude: 46.2035, longitude: 6.148 },
    phone: '+41 22 890 66 30',
    openingHours: [...open(MON_FRI, ['09:00', '12:30'], ['13:30', '18:30']), ...open(['SATURDAY'], ['09:00', '17:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.dogs],
  },
  {
    id: 'lausanne-rue-de-bourg',
    kind: 'SHOP',
    name: 'Boutique Lausanne Rue de Bourg',
    address: { street: 'Rue de Bourg 20', zip: '1003', city: 'Lausanne', countryId: 'CH' },
    geolocation: { latitude: 46.5203, longitude: 6.6353 },
    phone: '+41 21 890 66 40',
    openingHours: [...open(MON_FRI, ['09:30', '18:30']), ...open(['SATURDAY'], ['09:30', '17:00'])],
    accessibility: [ACCESS.upstairs, ACCESS.loop],
  },
  {
    id: 'lugano-via-nassa',
    kind: 'SHOP',
    name: 'Negozio Lugano Via Nassa',
    address: { street: 'Via Nassa 22', zip: '6900', city: 'Lugano', countryId: 'CH' },
    geolocation: { latitude: 46.0045, longitude: 8.9509 },
    phone: '+41 91 890 66 50',
    openingHours: [...open(MON_FRI, ['09:00', '12:00'], ['13:30', '18:30']), ...open(['SATURDAY'], ['09:00', '17:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.seating],
  },
];

/** England only: the bank holidays the shops close on are those of England and Wales. */
const UK: SeedShop[] = [
  {
    id: 'london-oxford-street',
    kind: 'SHOP',
    name: 'Shop London Oxford Street',
    address: { street: '214 Oxford Street', zip: 'W1D 1LA', city: 'London', countryId: 'GB' },
    geolocation: { latitude: 51.5154, longitude: -0.141 },
    phone: '+44 20 7946 0610',
    email: 'shop.london@example.co.uk',
    openingHours: [...open(MON_SAT, ['09:00', '20:00']), ...open(['SUNDAY'], ['12:00', '18:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.lowCounter, ACCESS.dogs],
  },
  {
    id: 'manchester-market-street',
    kind: 'SHOP',
    name: 'Shop Manchester Market Street',
    address: { street: '50 Market Street', zip: 'M1 1PW', city: 'Manchester', countryId: 'GB' },
    geolocation: { latitude: 53.4827, longitude: -2.2413 },
    phone: '+44 161 496 0620',
    openingHours: [...open(MON_SAT, ['09:00', '19:00']), ...open(['SUNDAY'], ['11:00', '17:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.toilet, ACCESS.seating],
  },
  {
    id: 'birmingham-new-street',
    kind: 'SHOP',
    name: 'Shop Birmingham New Street',
    address: { street: '120 New Street', zip: 'B2 4JH', city: 'Birmingham', countryId: 'GB' },
    geolocation: { latitude: 52.4789, longitude: -1.898 },
    phone: '+44 121 496 0630',
    openingHours: open(MON_SAT, ['09:00', '18:00']),
    accessibility: [ACCESS.ramp, ACCESS.loop],
  },
  {
    id: 'leeds-briggate',
    kind: 'SHOP',
    name: 'Shop Leeds Briggate',
    address: { street: '32 Briggate', zip: 'LS1 6HD', city: 'Leeds', countryId: 'GB' },
    geolocation: { latitude: 53.7973, longitude: -1.542 },
    phone: '+44 113 496 0640',
    openingHours: [...open(MON_FRI, ['09:30', '13:00'], ['14:00', '18:00']), ...open(['SATURDAY'], ['09:30', '17:30'])],
    accessibility: [ACCESS.upstairs, ACCESS.dogs],
  },
];

const IT: SeedShop[] = [
  {
    id: 'milano-corso-buenos-aires',
    kind: 'SHOP',
    name: 'Negozio Milano Corso Buenos Aires',
    address: { street: 'Corso Buenos Aires 33', zip: '20124', city: 'Milano', countryId: 'IT' },
    geolocation: { latitude: 45.4798, longitude: 9.2107 },
    phone: '+39 02 8906 6010',
    email: 'negozio.milano@example.it',
    openingHours: [...open(MON_SAT, ['09:30', '19:30']), ...open(['SUNDAY'], ['10:00', '19:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.dogs],
  },
  {
    id: 'roma-via-del-corso',
    kind: 'SHOP',
    name: 'Negozio Roma Via del Corso',
    address: { street: 'Via del Corso 120', zip: '00186', city: 'Roma', countryId: 'IT' },
    geolocation: { latitude: 41.9009, longitude: 12.4806 },
    phone: '+39 06 8906 6020',
    openingHours: open(MON_SAT, ['10:00', '20:00']),
    accessibility: [ACCESS.ramp, ACCESS.lowCounter, ACCESS.seating],
  },
  {
    id: 'torino-via-roma',
    kind: 'SHOP',
    name: 'Negozio Torino Via Roma',
    address: { street: 'Via Roma 53', zip: '10123', city: 'Torino', countryId: 'IT' },
    geolocation: { latitude: 45.0679, longitude: 7.683 },
    phone: '+39 011 890 6630',
    openingHours: [...open(MON_FRI, ['09:30', '13:00'], ['15:00', '19:30']), ...open(['SATURDAY'], ['09:30', '19:30'])],
    accessibility: [ACCESS.stepFree, ACCESS.seating],
  },
  {
    id: 'napoli-via-toledo',
    kind: 'SHOP',
    name: 'Negozio Napoli Via Toledo',
    address: { street: 'Via Toledo 210', zip: '80134', city: 'Napoli', countryId: 'IT' },
    geolocation: { latitude: 40.8412, longitude: 14.2488 },
    phone: '+39 081 890 6640',
    openingHours: open(MON_SAT, ['09:30', '13:30'], ['16:00', '20:00']),
    accessibility: [ACCESS.upstairs, ACCESS.dogs],
  },
  {
    id: 'bologna-via-rizzoli',
    kind: 'SHOP',
    name: 'Negozio Bologna Via Rizzoli',
    address: { street: 'Via Rizzoli 18', zip: '40125', city: 'Bologna', countryId: 'IT' },
    geolocation: { latitude: 44.4942, longitude: 11.3448 },
    phone: '+39 051 890 6650',
    openingHours: open(MON_SAT, ['09:30', '19:30']),
    accessibility: [ACCESS.stepFree, ACCESS.loop, ACCESS.lowCounter],
  },
];

/** Service points at the partner camp sites: SIM cards, eSIM help and top-ups during the season. */
const CAMP: SeedShop[] = [
  {
    id: 'camping-wien-west',
    kind: 'SERVICE_POINT',
    name: 'Servicepunkt Camping Wien West',
    address: { street: 'Hüttelbergstraße 80', zip: '1140', city: 'Wien', countryId: 'AT' },
    geolocation: { latitude: 48.2012, longitude: 16.2475 },
    phone: '+43 1 890 66 90',
    openingHours: open(DAILY, ['08:00', '12:00'], ['16:00', '19:00']),
    accessibility: [ACCESS.stepFree, ACCESS.campToilet, ACCESS.dogs],
  },
  {
    id: 'camping-klagenfurt-woerthersee',
    kind: 'SERVICE_POINT',
    name: 'Servicepunkt Camping Klagenfurt-Wörthersee',
    address: { street: 'Metnitzstrand 5', zip: '9020', city: 'Klagenfurt am Wörthersee', countryId: 'AT' },
    geolocation: { latitude: 46.618, longitude: 14.2615 },
    phone: '+43 463 890 66 91',
    openingHours: open(MON_SAT, ['08:30', '12:30']),
    accessibility: [ACCESS.gravel, ACCESS.dogs],
  },
  {
    id: 'camping-salzburg-nord',
    kind: 'SERVICE_POINT',
    name: 'Servicepunkt Camping Salzburg Nord',
    address: { street: 'Samstraße 22a', zip: '5023', city: 'Salzburg', countryId: 'AT' },
    geolocation: { latitude: 47.8225, longitude: 13.0681 },
    phone: '+43 662 890 66 92',
    openingHours: [...open(MON_FRI, ['09:00', '11:00'], ['17:00', '19:00']), ...open(['SATURDAY', 'SUNDAY'], ['09:00', '11:00'])],
    accessibility: [ACCESS.stepFree, ACCESS.campToilet],
  },
];

const SHOPS: Record<MarketCode, SeedShop[]> = { AT, DE, CH, UK, IT, CAMP };

/** The shops (or camp service points) of a market. */
export function shopsFor(market: MarketCode): SeedShop[] {
  return SHOPS[market];
}
