/**
 * Contract: the contact, cookie-tracking and country-offer calls against the reference API over HTTP,
 * parsed by the schemas the storefront uses. Imported after the server has its port (see
 * content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

let api: RunningApi;
let lib: {
  contact: typeof import('@/lib/platform/content-api/contact');
  tracking: typeof import('@/lib/platform/content-api/tracking');
  config: typeof import('@/lib/platform/content-api/config');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  lib = {
    contact: await import('@/lib/platform/content-api/contact'),
    tracking: await import('@/lib/platform/content-api/tracking'),
    config: await import('@/lib/platform/content-api/config'),
  };
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const IT: ContentContext = { market: 'IT', locale: 'it-IT' };

describe('contact and consent contract', () => {
  it('sends a contact message and gets its receipt', async () => {
    const result = await lib.contact.sendContactMessage(IT, {
      name: 'Giulia Rossi',
      email: 'giulia.rossi@example.org',
      phone: '+39 333 1234567',
      subject: 'order',
      message: 'Quando arriva la mia SIM?',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(Date.parse(result.data.deleteAfter)).toBeGreaterThan(Date.parse(result.data.createdAt));
  });

  it('gives a rejected message as a value with the field errors for the form', async () => {
    const result = await lib.contact.sendContactMessage(AT, {
      name: 'Anna Berger',
      email: 'anna.berger@example.org',
      phone: '12',
      subject: 'other',
      message: 'Hallo',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(fieldErrorBody.parse(result.error.body).fields).toEqual([{ field: 'phone', code: 'invalid_format' }]);
  });

  it('records a cookie-tracking hit (204, no body)', async () => {
    const result = await lib.tracking.sendCookieTracking(AT, 'c0ffee00c0ffee00');
    expect(result).toEqual({ ok: true, data: undefined });
  });

  it('offers another market to a visitor from its country, and nothing in the own country', async () => {
    const offer = await lib.config.getCountryByIp(AT, 'IT');
    if (!offer.ok) throw new Error(JSON.stringify(offer.error));
    expect(offer.data.countryCode).toBe('IT');
    expect(offer.data.redirectHeader.length).toBeGreaterThan(0);
    const own = await lib.config.getCountryByIp(AT, 'AT');
    expect(own.ok ? 'ok' : own.error.kind).toBe('not_found');
  });
});
