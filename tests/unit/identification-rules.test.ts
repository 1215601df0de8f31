/**
 * The identification's own rules: which trip a provider's return may settle, what follows the national
 * digital ID's answer, how differing details are shown, and the addresses the providers return to.
 */
import { differingRows, typedData } from '@/lib/domain/identity-differences';
import { isTripOf, nationalIdStep } from '@/lib/identification/return-rules';
import { newBankReference } from '@/lib/identification/start';
import { chooserPath, returnPagePath, returnUrl } from '@/lib/identification/urls';
import { ANNA_IDENTIFIED as identity } from '@/tests/support/anna';

const trip = { attempt: 'IDA-1', data: { method: 'ID_AUSTRIA' as const, salesOrderId: 'SO-1' } };

describe('a provider’s trip', () => {
  it('is this browser’s attempt of that method for this order', () => {
    expect(isTripOf(trip, 'ID_AUSTRIA', 'SO-1')).toBe(true);
  });

  it('is nothing without a trip or an attempt, for another method or order', () => {
    expect(isTripOf(undefined, 'ID_AUSTRIA', 'SO-1')).toBe(false);
    expect(isTripOf({ data: trip.data }, 'ID_AUSTRIA', 'SO-1')).toBe(false);
    expect(isTripOf(trip, 'E_ID', 'SO-1')).toBe(false);
    expect(isTripOf(trip, 'ID_AUSTRIA', 'SO-2')).toBe(false);
  });
});

describe('the national digital ID’s answer', () => {
  it('is finished at once when approved and nothing differs', () => {
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'APPROVED', identity, differences: [] })).toEqual({ step: 'finish' });
  });

  it('waits for the customer’s confirmation when the identity differs from what was typed', () => {
    const differences = [{ field: 'lastName' as const, typed: 'Berger', identity: 'Huber-Berger' }];
    expect(nationalIdStep({ transactionId: 'IDA-1', status: 'APPROVED', identity, differences })).toEqual({
      step: 'confirm',
      identity,
      differences,
    });
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
    expect(
      differingRows([
        { field: 'country', typed: 'DE', identity: 'AT' },
        { field: 'birthday', typed: '1990-04-21', identity: '1990-04-12' },
      ]),
    ).toEqual(['birthDate', 'address']);
    expect(differingRows([])).toEqual([]);
  });

  it('show the whole value as typed: the identity’s, with the typed value wherever it differs', () => {
    expect(typedData(identity, differences)).toEqual({
      ...identity,
      lastName: 'Berger',
      street: 'Neubaugasse',
      houseNumber: '12',
      zip: '1070',
    });
    expect(typedData(identity, [{ field: 'houseNumber', typed: '', identity: '101' }]).houseNumber).toBe('');
  });
});

describe('the identification’s addresses', () => {
  const AT_DE = { locale: 'de-AT' as const, defaultLocale: 'de-AT' as const };
  const AT_EN = { locale: 'en-GB' as const, defaultLocale: 'de-AT' as const };
  const request = (host: string, headers: Record<string, string> = {}) =>
    new Request(`http://127.0.0.1:3000/api/identification/national-id`, { headers: { host, ...headers } });

  const state = 'S'.repeat(32);

  it('return to the return handler on the host the visitor used, with the language and the trip’s state', () => {
    expect(returnUrl(request('at.localhost:3000'), AT_DE, state)).toBe(
      `http://at.localhost:3000/api/identification/return?locale=de-AT&state=${state}`,
    );
    expect(returnUrl(request('at.localhost:3000'), AT_EN, state)).toBe(
      `http://at.localhost:3000/api/identification/return?locale=en-GB&state=${state}`,
    );
  });

  it('ignore a forwarded host (the door puts a trusted proxy’s into Host)', () => {
    const forwarded = request('127.0.0.1:3000', { 'x-forwarded-host': 'evil.example' });
    expect(returnUrl(forwarded, AT_DE, state)).toBe(`http://127.0.0.1:3000/api/identification/return?locale=de-AT&state=${state}`);
  });

  it('show a settled return on its method’s page', () => {
    expect(returnPagePath(AT_DE, 'ID_AUSTRIA')).toBe('/kasse/identifizierung/id-austria');
    expect(returnPagePath(AT_EN, 'E_ID')).toBe('/en/checkout/identification/bank');
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
