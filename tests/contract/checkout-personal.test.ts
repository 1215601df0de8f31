/**
 * POST /api/checkout/personal (checkout step 1) on the one door, called as Next calls it, against the
 * reference API for the market's patterns and regions: the step stored in the sealed progress and the
 * next step answered; the market's rules as 400 fields; an empty cart 404; another origin 403.
 */
import { stepContract } from '@/lib/platform/contracts/checkout';
import { CHECKOUT_COOKIE, CHECKOUT_TRACE_COOKIE } from '@/lib/checkout/progress';
import { SELECTION_COOKIE, serializeSelection } from '@/lib/cart/selection';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { ANNA_AT_HER_DOOR } from '@/tests/support/anna';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let route: typeof import('@/app/api/checkout/personal/route');
let progressStore: typeof import('@/lib/checkout/progress-store');
let flow: typeof import('@/lib/checkout/flow');

beforeAll(async () => {
  api = await startStorefrontApi();
  route = await import('@/app/api/checkout/personal/route');
  progressStore = await import('@/lib/checkout/progress-store');
  flow = await import('@/lib/checkout/flow');
});
afterAll(() => api.close());

const CART = { items: [{ kind: 'tariff' as const, id: 'AT-MOBILE-M' }] };
beforeEach(() => {
  browser.jar = new CookieJar();
  browser.jar.set(SELECTION_COOKIE, serializeSelection(CART));
});

/** A birth date `years` years before today (UTC; no test runs at midnight in Vienna). */
const yearsAgo = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), Math.min(now.getUTCDate(), 28))).toISOString().slice(0, 10);
};

const ANNA = { ...ANNA_AT_HER_DOOR, locale: 'de-AT' };

const POST = (request: Request) => route.POST(request);
const storedProgress = () => progressStore.readProgress('AT', flow.cartFingerprint(CART));

describe('POST /api/checkout/personal', () => {
  it('stores the personal data in the sealed progress and answers the next step', async () => {
    const response = await POST(jsonRequest('/api/checkout/personal', ANNA));
    expect(response.status).toBe(200);
    expect(stepContract.ok.parse(await response.json())).toEqual({ next: '/kasse/rufnummer' });
    expect(browser.jar.has(CHECKOUT_COOKIE)).toBe(true);
    const { locale: _, ...stored } = ANNA;
    expect((await storedProgress()).personal).toEqual(stored);
  });

  it('leaves a trace of the checkout that tells its loss from a first visit once the progress is gone (ADR 51)', async () => {
    const state = () => progressStore.readProgressState('AT', flow.cartFingerprint(CART));
    expect((await state()).lost).toBe(false);
    await POST(jsonRequest('/api/checkout/personal', ANNA));
    expect(browser.jar.has(CHECKOUT_TRACE_COOKIE)).toBe(true);
    expect(await state()).toMatchObject({ lost: false, progress: { personal: { firstName: 'Anna' } } });
    browser.jar.delete(CHECKOUT_COOKIE);
    const after = await state();
    expect(after.lost).toBe(true);
    expect(after.progress.personal).toBeUndefined();
  });

  it("answers the market's rules with 400 and the fields, and stores nothing", async () => {
    const response = await POST(
      jsonRequest('/api/checkout/personal', {
        ...ANNA,
        birthday: yearsAgo(17),
        confirmEmail: 'anna@example.at',
        address: { ...ANNA.address, zip: 'M1 1AE', region: 'ENG' },
      }),
    );
    expect(response.status).toBe(400);
    expect(stepContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [
        { field: 'birthday', code: 'too_young' },
        { field: 'address.zip', code: 'invalid_format' },
        { field: 'address.region', code: 'invalid_format' },
        { field: 'confirmEmail', code: 'mismatch' },
      ],
    });
    expect(browser.jar.has(CHECKOUT_COOKIE)).toBe(false);
  });

  it('takes someone who turned 18 this month', async () => {
    const response = await POST(jsonRequest('/api/checkout/personal', { ...ANNA, birthday: yearsAgo(18) }));
    expect(response.status).toBe(200);
  });

  it('answers 404 not_found for an empty cart', async () => {
    browser.jar.delete(SELECTION_COOKIE);
    const response = await POST(jsonRequest('/api/checkout/personal', ANNA));
    expect(response.status).toBe(404);
    expect(stepContract.error.parse(await response.json())).toEqual({ error: 'not_found' });
    expect(browser.jar.has(CHECKOUT_COOKIE)).toBe(false);
  });

  it('refuses a request without Origin (403)', async () => {
    const request = new Request('http://at.localhost:3000/api/checkout/personal', {
      method: 'POST',
      headers: { host: 'at.localhost:3000', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(ANNA),
    });
    const response = await POST(request);
    expect(response.status).toBe(403);
    expect(stepContract.error.parse(await response.json())).toEqual({ error: 'forbidden_origin' });
  });

  it('takes a form posted without JavaScript (dotted names) and sends the browser on with 303', async () => {
    const { address, ...fields } = ANNA;
    const form = {
      ...fields,
      ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])),
      'deliveryAddress.name': '',
    };
    const response = await POST(formPost('/api/checkout/personal', form));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kasse/rufnummer');
    const bad = await POST(formPost('/api/checkout/personal', { ...form, 'address.zip': '' }));
    expect(bad.headers.get('location')).toBe('/kasse/persoenliche-daten?error=invalid_request');
  });

  it('leaves a refused form post’s fields and the field at fault for the step page, and clears them once saved', async () => {
    const { address, locale: _locale, ...fields } = ANNA;
    const form = { ...fields, ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])) };
    await POST(formPost('/api/checkout/personal', { ...form, lastName: '', locale: 'de-AT' }));
    const { readFormDraft } = await import('@/lib/platform/bff/form-draft');
    expect(await readFormDraft('AT', '/api/checkout/personal')).toEqual({
      values: { ...form, lastName: '' },
      fields: [{ field: 'lastName', code: 'required' }],
    });
    expect((await storedProgress()).personal).toBeUndefined();
    await POST(formPost('/api/checkout/personal', { ...form, locale: 'de-AT' }));
    expect(await readFormDraft('AT', '/api/checkout/personal')).toBeUndefined();
  });

  it('takes the delivery address of a form posted without JavaScript only while its box is ticked', async () => {
    const { address, locale, ...fields } = ANNA;
    const delivery = { name: 'Berta Huber', street: 'Lange Gasse', houseNumber: '3', zip: '1080', city: 'Wien' };
    const form = {
      ...fields,
      locale,
      ...Object.fromEntries(Object.entries(address).map(([key, value]) => [`address.${key}`, value])),
      ...Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`deliveryAddress.${key}`, value])),
    };
    // The form serves a hidden "false" before the box: unticked, the box sends nothing and "false" stands.
    await POST(formPost('/api/checkout/personal', { ...form, otherDelivery: 'false' }));
    expect((await storedProgress()).personal?.deliveryAddress).toBeUndefined();
    await POST(formPost('/api/checkout/personal', { ...form, otherDelivery: 'on' }));
    expect((await storedProgress()).personal?.deliveryAddress).toEqual(delivery);
  });

  it("checks a British person with the UK's patterns", async () => {
    browser.jar.set(SELECTION_COOKIE, serializeSelection({ items: [{ kind: 'tariff', id: 'UK-ESSENTIAL-5GB' }] }));
    const oliver = {
      ...ANNA,
      firstName: 'Oliver',
      lastName: 'Smith',
      email: 'oliver.smith@example.co.uk',
      confirmEmail: 'oliver.smith@example.co.uk',
      phone: '07700 900123',
      address: { street: 'Piccadilly', houseNumber: '10', houseName: 'Rose Cottage', zip: 'M1 1AE', city: 'Manchester', region: 'ENG' },
      locale: 'en-GB',
    };
    const uk = { origin: 'http://uk.localhost:3000', host: 'uk.localhost:3000' };
    expect((await POST(jsonRequest('/api/checkout/personal', oliver, uk))).status).toBe(200);
    const refused = await POST(jsonRequest('/api/checkout/personal', { ...oliver, phone: '0664 1234567', address: ANNA.address }, uk));
    expect(stepContract.error.parse(await refused.json()).fields).toEqual([
      { field: 'phone', code: 'invalid_format' },
      { field: 'address.zip', code: 'invalid_format' },
      { field: 'address.region', code: 'invalid_format' },
    ]);
  });
});
