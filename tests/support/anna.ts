import type { IdentityData } from '@/lib/platform/content-api/schemas';
import type { PersonalStep } from '@/lib/platform/contracts/checkout';

/**
 * Anna Huber of Vienna: a private customer whose data pass every AT rule (phone, zip, age), as the
 * checkout's personal step stores them. Tests spread it to vary one field.
 */
export const ANNA = {
  customerType: 'PRIVATE',
  firstName: 'Anna',
  lastName: 'Huber',
  birthday: '1990-04-12',
  email: 'anna.huber@example.at',
  confirmEmail: 'anna.huber@example.at',
  phone: '0664 1234567',
  address: { street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien', region: 'W' },
} as const satisfies PersonalStep;

/** The same with a door number, as a Viennese flat has. */
export const ANNA_AT_HER_DOOR = { ...ANNA, address: { ...ANNA.address, doorNumber: '3/4' } } as const satisfies PersonalStep;

/** Anna as an identification provider confirms her, with her registered double name and address. */
export const ANNA_IDENTIFIED: IdentityData = {
  firstName: 'Anna',
  lastName: 'Huber-Berger',
  birthday: '1990-04-12',
  street: 'Mariahilfer Straße',
  houseNumber: '101',
  zip: '1060',
  city: 'Wien',
  country: 'AT',
};
