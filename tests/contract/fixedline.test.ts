/**
 * Contract: the fixed-line calls of lib/platform/content-api/fixedline.ts against the reference API over HTTP,
 * parsed by the schemas the storefront uses. Imported after the server has its port (see
 * content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let fixedline: typeof import('@/lib/platform/content-api/fixedline');

beforeAll(async () => {
  api = await startStorefrontApi();
  fixedline = await import('@/lib/platform/content-api/fixedline');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const IT: ContentContext = { market: 'IT', locale: 'it-IT' };

describe('fixed-line contract', () => {
  it('searches an address and reads the suppliers that reach it', async () => {
    const result = data(await fixedline.searchAddresses(AT, { zip: '1070', street: 'Neubaugasse', houseNumber: '12' }));
    expect(result.resultCode).toBe('FOUND');
    for (const found of result.foundSuppliers) {
      const supplier = data(await fixedline.getSupplier(AT, found.name));
      expect(supplier.name).toBe(found.name);
      expect(supplier.tariffs.length).toBeGreaterThan(0);
    }
  });

  it('chooses one of several possible addresses', async () => {
    const several = data(await fixedline.searchAddresses(IT, { zip: '00184', street: 'Via Nazionale', houseNumber: '50' }));
    expect(several.resultCode).toBe('MULTIPLE');
    const chosen = data(await fixedline.chooseAddress(IT, several.possibleAddresses[0]!.id));
    expect(chosen.verifiedAddress?.id).toBe(several.possibleAddresses[0]!.id);
  });

  it('gives a rejected search as a value with the field errors for the form', async () => {
    const result = await fixedline.searchAddresses(AT, { zip: '1070', street: 'N', houseNumber: '1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(fieldErrorBody.parse(result.error.body).fields).toEqual([{ field: 'street', code: 'too_short' }]);
  });

  it('answers an unknown supplier as not_found', async () => {
    const result = await fixedline.getSupplier(AT, 'NO-SUCH-SUPPLIER');
    expect(result.ok ? 'ok' : result.error.kind).toBe('not_found');
  });

  it('sends a contact request and gets its receipt', async () => {
    const receipt = data(
      await fixedline.sendFixedLineContact(IT, {
        name: 'Giulia Rossi',
        email: 'giulia.rossi@example.org',
        phone: '+39 333 1234567',
        address: { zip: '10121', city: 'Torino', street: 'Via Roma', houseNumber: '1' },
        buildingType: 'MULTI_PARTY_BUILDING',
        consent: true,
      }),
    );
    expect(Date.parse(receipt.deleteAfter)).toBeGreaterThan(Date.parse(receipt.createdAt));
  });
});
