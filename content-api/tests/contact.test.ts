import { apiError, contactReceipt, fieldErrorBody } from '@storefront/wire';
import { jsonRequest, referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';

function api() {
  const { app, clock } = referenceApp(NOW);
  const request = (method: 'GET' | 'POST', path: string, body?: unknown, market = 'AT') => jsonRequest(app, method, path, body, { market });
  return { request, clock };
}

/** One seeded API for the tests that only add data (seeding takes seconds); the retention test has its own clock. */
const shared = api();

const message = {
  name: 'Anna Berger',
  email: 'anna.berger@example.org',
  phone: '0660 1234567',
  subject: 'porting',
  message: 'Wann wird meine Nummer portiert?',
  customerNumber: '10000001',
};

describe('POST /contact/send', () => {
  it('stores a valid message with the sandbox time and says when it will be deleted (6 months)', async () => {
    const { request } = shared;
    const response = await request('POST', '/contact/send', message);
    expect(response.status).toBe(201);
    const receipt = contactReceipt.parse(await response.json());
    expect(receipt.createdAt).toMatch(/^2026-11-23T10:00/);
    expect(receipt.deleteAfter).toMatch(/^2027-05-23T10:00/);
    const stored = (await (await request('GET', '/sandbox/contact/messages')).json()) as { id: string; message: typeof message }[];
    expect(stored.find((s) => s.id === receipt.id)?.message).toEqual(message);
  });

  it('answers 400 with one code per invalid field, using the market phone patterns', async () => {
    const { request } = shared;
    const response = await request(
      'POST',
      '/contact/send',
      { ...message, email: 'anna@', phone: '+39 333 1234567', subject: 'weather', message: '' },
      'AT',
    );
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'email', code: 'invalid_format' },
      { field: 'phone', code: 'invalid_format' },
      { field: 'subject', code: 'required' },
      { field: 'message', code: 'required' },
    ]);
    // The same number is fine for the Italian market.
    expect((await request('POST', '/contact/send', { ...message, phone: '+39 333 1234567' }, 'IT')).status).toBe(201);
  });

  it('deletes messages older than 6 months on the next write', async () => {
    const { request, clock } = api();
    await request('POST', '/contact/send', message);
    clock.set(new Date('2027-06-01T10:00:00Z'));
    await request('POST', '/contact/send', { ...message, name: 'Bernd Huber' });
    const stored = (await (await request('GET', '/sandbox/contact/messages')).json()) as { message: { name: string } }[];
    expect(stored.map((s) => s.message.name)).toEqual(['Bernd Huber']);
  });

  it('keeps markets apart', async () => {
    const { request } = shared;
    await request('POST', '/contact/send', message, 'AT');
    expect(await (await request('GET', '/sandbox/contact/messages', undefined, 'UK')).json()).toEqual([]);
  });
});

describe('GET /cookietracking/{x}', () => {
  it('records the hit and answers 204 without a body', async () => {
    const { request } = shared;
    const response = await request('GET', '/cookietracking/3f9a0c21b7d84e55a1c2');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await (await request('GET', '/sandbox/cookietracking')).json()).toEqual([
      { key: '3f9a0c21b7d84e55a1c2', at: expect.stringMatching(/^2026-11-23T10:00/) },
    ]);
  });

  it('rejects a key that is not a short token', async () => {
    const { request } = shared;
    const response = await request('GET', '/cookietracking/a%20b', undefined, 'CH');
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).error).toBe('invalid_request');
    expect(await (await request('GET', '/sandbox/cookietracking', undefined, 'CH')).json()).toEqual([]);
  });
});
