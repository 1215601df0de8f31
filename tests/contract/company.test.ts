/**
 * Contract: the shop and social-tariff calls (lib/platform/content-api/shops.ts, social-tariff.ts) against the
 * reference API over HTTP, parsed by the storefront's schemas. Imported after the server has its port
 * (see content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';
import { MARKET_LOCALES } from '@/tests/support/market-locales';

let api: RunningApi;
let shops: typeof import('@/lib/platform/content-api/shops');
let socialTariff: typeof import('@/lib/platform/content-api/social-tariff');

beforeAll(async () => {
  api = await startStorefrontApi();
  shops = await import('@/lib/platform/content-api/shops');
  socialTariff = await import('@/lib/platform/content-api/social-tariff');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };

describe.each(MARKET_LOCALES)('shops contract for %s (%s)', (market, locale) => {
  it('lists the locations and reads each one by its id', async () => {
    const ctx: ContentContext = { market, locale };
    const list = data(await shops.getShops(ctx));
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const listed of list) expect(data(await shops.getShop(ctx, listed.id))).toEqual(listed);
  });
});

describe('shops contract', () => {
  it('gives an unknown shop as not_found', async () => {
    const result = await shops.getShop(AT, 'no-such-shop');
    expect(result.ok ? 'ok' : result.error.kind).toBe('not_found');
  });
});

function application(notice?: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = { name: 'Maria Huber', email: 'maria.huber@example.org', phone: '0660 1234567', householdSize: '1', ...fields };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (notice) form.set('notice', new File([notice.bytes as BlobPart], notice.name, { type: notice.type }));
  return form;
}

const PDF = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'bescheid.pdf', type: 'application/pdf' };

describe('social-tariff contract', () => {
  it('sends an application with its notice and gets the receipt', async () => {
    const receipt = data(await socialTariff.sendSocialTariffApplication(AT, application(PDF)));
    expect(receipt.id).toBeTruthy();
  });

  it('gives field errors as a rejected value with the 400 body', async () => {
    const result = await socialTariff.sendSocialTariffApplication(AT, application(PDF, { email: 'nope' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(fieldErrorBody.parse(result.error.body).fields).toEqual([{ field: 'email', code: 'invalid_format' }]);
  });

  it('gives a notice of the wrong type as rejected with 415', async () => {
    const text = { bytes: new TextEncoder().encode('hello'), name: 'notice.txt', type: 'text/plain' };
    const result = await socialTariff.sendSocialTariffApplication(AT, application(text));
    expect(result.ok ? 'ok' : [result.error.kind, result.error.status]).toEqual(['rejected', 415]);
  });

  it('gives a market without a social tariff as not_found', async () => {
    const result = await socialTariff.sendSocialTariffApplication(
      { market: 'UK', locale: 'en-GB' },
      application(PDF, { phone: '07700 900123' }),
    );
    expect(result.ok ? 'ok' : result.error.kind).toBe('not_found');
  });
});
