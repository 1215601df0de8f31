/**
 * The identification's own rules: which provider return is believed, what follows the national
 * digital ID's answer, how differing details are shown, and the addresses the providers return to.
 */
import { differingRows, typedData } from '@/lib/domain/identity-differences';
import { believedTrip, nationalIdStep } from '@/lib/identification/return-rules';
import { newBankReference } from '@/lib/identification/start';
import type { IdentTrip } from '@/lib/identification/trip-store';
import { chooserPath, returnUrl } from '@/lib/identification/urls';
import type { IdentityData } from '@/lib/model/identification';

const trip: IdentTrip = { method: 'ID_AUSTRIA', salesOrderId: 'SO-1', transactionId: 'IDA-1', redirectUrl: 'https://shop.example.at/kasse/identifizierung/id-austria' };

const identity: IdentityData = {
  firstName: 'Anna',
  lastName: 'Huber-Berger',
  birthday: '1990-04-12',
  street: 'Mariahilfer Straße',
  houseNumber: '101',
  zip: '1060',
  city: 'Wien',
  country: 'AT',
};

describe('a provider’s return', () => {
  it('is believed for this browser’s trip of that method, for this order and its attempt', () => {
    expect(believedTrip(trip, 'ID_AUSTRIA', 'SO-1', 'IDA-1')).toBe(trip);
  });

  it('is believed for nothing without a trip, for another method, order or attempt', () => {
    expect(believedTrip(undefined, 'ID_AUSTRIA', 'SO-1', 'IDA-1')).toBeUndefined();
    expect(believedTrip(trip, 'E_ID', 'SO-1', 'IDA-1')).toBeUndefined();
    expect(believedTrip(trip, 'ID_AUSTRIA', 'SO-2', 'IDA-1')).toBeUndefined();
    expect(believedTrip(trip, 'ID_AUSTRIA', 'SO-1', 'IDA-2')).toBeUndefined();
  });
});

describe('the national digital ID’s answer', () => {
  it('is finished at once when approved and nothing differs', () => {
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'APPROVED', identity, differences: [] })).toEqual({ step: 'finish' });
  });

  it('waits for the customer’s confirmation when the identity differs from what was typed', () => {
    const differences = [{ field: 'lastName' as const, typed: 'Berger', identity: 'Huber-Berger' }];
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'APPROVED', identity, differences })).toEqual({ step: 'confirm', identity, differences });
  });

  it('failed when denied, or not answered at the provider', () => {
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'DENIED', differences: [] })).toEqual({ step: 'failed' });
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'PENDING', differences: [] })).toEqual({ step: 'failed' });
  });
});

describe('differing details', () => {
  const differences = [
    { field: 'lastName' as const, typed: 'Berger', identity: 'Huber-Berger' },
    { field: 'street' as const, typed: 'Neubaugasse', identity: 'Mariahilfer Straße' },
    { field: 'houseNumber' as const, typed: '12', identity: '101' },
    { field: 'zip' as const, typed: '1070', identity: '1060' },
  ];

  it('are shown as rows a person recognises, in the order name, birth date, address', () => {
    expect(differingRows(differences)).toEqual(['name', 'address']);
    expect(differingRows([{ field: 'country', typed: 'DE', identity: 'AT' }, { field: 'birthday', typed: '1990-04-21', identity: '1990-04-12' }])).toEqual([
      'birthDate',
      'address',
    ]);
    expect(differingRows([])).toEqual([]);
  });

  it('show the whole value as typed: the identity’s, with the typed value wherever it differs', () => {
    expect(typedData(identity, differences)).toEqual({ ...identity, lastName: 'Berger', street: 'Neubaugasse', houseNumber: '12', zip: '1070' });
    expect(typedData(identity, [{ field: 'houseNumber', typed: '', identity: '101' }]).houseNumber).toBe('');
  });
});

describe('the identification’s addresses', () => {
  const AT_DE = { locale: 'de-AT' as const, defaultLocale: 'de-AT' as const };
  const AT_EN = { locale: 'en-GB' as const, defaultLocale: 'de-AT' as const };
  const request = (host: string, headers: Record<string, string> = {}) => new Request(`http://127.0.0.1:3000/api/identification/national-id`, { headers: { host, ...headers } });

  it('return to the return page on the host and in the language the visitor used', () => {
    expect(returnUrl(request('at.localhost:3000'), AT_DE, '/checkout/identification/national-id')).toBe('http://at.localhost:3000/kasse/identifizierung/id-austria');
    expect(returnUrl(request('at.localhost:3000'), AT_EN, '/checkout/identification/bank')).toBe('http://at.localhost:3000/en/checkout/identification/bank');
  });

  it('ignore a forwarded host (the door puts a trusted proxy’s into Host)', () => {
    const forwarded = request('127.0.0.1:3000', { 'x-forwarded-host': 'evil.example' });
    expect(returnUrl(forwarded, AT_DE, '/checkout/identification/bank')).toBe('http://127.0.0.1:3000/kasse/identifizierung/bank');
  });

  it('lead back to the chooser with what went wrong', () => {
    expect(chooserPath(AT_DE)).toBe('/kasse/identifizierung');
    expect(chooserPath(AT_EN, 'national-id-failed')).toBe('/en/checkout/identification?notice=national-id-failed');
  });

  it('give bank e-ident a new reference of ours each time, as the bank accepts it', () => {
    const reference = newBankReference();
    expect(reference).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    expect(newBankReference()).not.toBe(reference);
  });
});
