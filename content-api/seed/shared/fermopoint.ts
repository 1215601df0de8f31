/** Italian pickup points (Fermopoint: newsagents, bars and shops that keep parcels), with their weekly hours. */
import type { PickupPoint, Weekday } from '@storefront/wire';

type Slot = [start: string, end: string];

const WORKDAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** The same slots on each of `days` (an Italian shop closes over lunch: two slots a day). */
function hours(days: Weekday[], ...slots: Slot[]): PickupPoint['openingHours'] {
  return days.flatMap((weekday) => slots.map(([start, end]) => ({ weekday, start, end })));
}

function point(
  id: string,
  name: string,
  [street, houseNumber, zip, city]: [string, string, string, string],
  [latitude, longitude]: [number, number],
  openingHours: PickupPoint['openingHours'],
): PickupPoint {
  return { id, name, geolocation: { latitude, longitude }, address: { street, houseNumber, zip, city, country: 'IT' }, openingHours };
}

export const FERMOPOINTS: PickupPoint[] = [
  point(
    'FP-RM-0184-01',
    'Edicola Nazionale',
    ['Via Nazionale', '75', '00184', 'Roma'],
    [41.9009, 12.4921],
    [...hours([...WORKDAYS, 'SATURDAY'], ['07:00', '13:00'], ['15:30', '19:30']), ...hours(['SUNDAY'], ['08:00', '12:30'])],
  ),
  point(
    'FP-RM-0184-02',
    'Tabaccheria Monti',
    ['Via dei Serpenti', '12', '00184', 'Roma'],
    [41.8957, 12.4915],
    [...hours(WORKDAYS, ['08:30', '20:00']), ...hours(['SATURDAY'], ['09:00', '13:00'])],
  ),
  point(
    'FP-RM-0185-01',
    'Cartoleria Esquilino',
    ['Via Merulana', '140', '00185', 'Roma'],
    [41.8946, 12.5023],
    hours([...WORKDAYS, 'SATURDAY'], ['09:00', '13:00'], ['16:00', '19:30']),
  ),
  point(
    'FP-MI-0121-01',
    'Bar Brera',
    ['Via Fiori Chiari', '8', '20121', 'Milano'],
    [45.4719, 9.1868],
    hours([...WORKDAYS, 'SATURDAY', 'SUNDAY'], ['07:00', '21:00']),
  ),
  point(
    'FP-MI-0124-01',
    'Edicola Centrale',
    ['Piazza Duca d’Aosta', '1', '20124', 'Milano'],
    [45.4856, 9.2022],
    [...hours(WORKDAYS, ['06:30', '20:30']), ...hours(['SATURDAY', 'SUNDAY'], ['07:30', '13:00'])],
  ),
  point(
    'FP-TO-0121-01',
    'Libreria Porta Nuova',
    ['Via Roma', '305', '10121', 'Torino'],
    [45.0662, 7.6817],
    hours([...WORKDAYS, 'SATURDAY'], ['09:30', '13:00'], ['15:00', '19:30']),
  ),
  point(
    'FP-NA-0134-01',
    'Tabacchi Toledo',
    ['Via Toledo', '210', '80134', 'Napoli'],
    [40.8393, 14.2488],
    hours([...WORKDAYS, 'SATURDAY'], ['08:00', '13:30'], ['16:30', '20:00']),
  ),
  point(
    'FP-BO-0121-01',
    'Edicola Indipendenza',
    ['Via dell’Indipendenza', '30', '40121', 'Bologna'],
    [44.4988, 11.3447],
    [...hours(WORKDAYS, ['07:00', '19:00']), ...hours(['SATURDAY'], ['07:30', '12:30'])],
  ),
];
