/**
 * Contract: the porting calls of lib/platform/content-api/portings.ts against the reference API over HTTP,
 * parsed by the schemas the storefront uses. Imported after the server has its port (see
 * content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody, type PortingContractType } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let portings: typeof import('@/lib/platform/content-api/portings');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  portings = await import('@/lib/platform/content-api/portings');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const UK: ContentContext = { market: 'UK', locale: 'en-GB' };

describe('portings contract', () => {
  it('reads the previous providers, all or by contract type', async () => {
    const all = data(await portings.getPortingProviders(AT));
    expect(all.length).toBeGreaterThan(5);
    const business = data(await portings.getPortingProviders(AT, 'BUSINESS'));
    expect(business.every((p) => p.supportedContractTypes.includes('BUSINESS'))).toBe(true);
    expect(business.length).toBeLessThan(all.length);
    expect(data(await portings.getPortingProviders(UK, 'PREPAID')).map((p) => p.displayName)).toContain('giffgaff');
  });

  it('gives a contract type the API refuses as a rejected value with its field', async () => {
    const result = await portings.getPortingProviders(AT, 'PRIVATE' as PortingContractType);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(fieldErrorBody.parse(result.error.body).fields).toEqual([{ field: 'contractType', code: 'invalid_format' }]);
  });

  it('reads the possible porting dates', async () => {
    const dates = data(await portings.getPortingFreeDates(AT));
    expect(dates[0]).toBe('2026-11-26');
    expect(dates).toHaveLength(20);
  });
});
