import { apiError, fieldErrorBody, fixedLineContactReceipt } from '@storefront/wire';
import { jsonRequest, referenceApp } from './support/reference-api';

/** Graz, Annenstraße 30: DSL today, a fibre build planned (23 % ordered). */
const PLANNED = 'at-8010-annenstrasse-30';
const notice = { kind: 'BUILD_NOTICE', addressId: PLANNED, email: 'lena.gruber@example.org', consent: true };

function api(now = '2026-11-23T10:00:00Z') {
  const { app, clock, store } = referenceApp(now);
  const request = (method: 'GET' | 'POST', path: string, body?: unknown, language = 'de-AT') =>
    jsonRequest(app, method, path, body, { language });
  const mails = () => store.outbox.messages('AT');
  const stored = () => store.fixedLine.buildNotices('AT');
  return { request, clock, mails, stored };
}

describe('POST /fixedline/contact, kind BUILD_NOTICE', () => {
  it('stores the request, says when it is deleted and mails a confirmation in the request’s language', async () => {
    const { request, mails, stored } = api();
    const response = await request('POST', '/fixedline/contact', notice);
    expect(response.status).toBe(201);
    const receipt = fixedLineContactReceipt.parse(await response.json());
    expect(receipt.deleteAfter.slice(0, 10)).toBe('2027-05-23');
    expect(stored()).toEqual([
      expect.objectContaining({ id: receipt.id, notice: { email: notice.email, addressId: PLANNED, area: 'OFAA:8010', language: 'de' } }),
    ]);
    const [mail] = mails();
    expect(mail).toMatchObject({ channel: 'EMAIL', to: notice.email, subject: expect.stringContaining('Annenstraße 30, 8010 Graz') });
    expect(mail!.text).toContain('40 %');
    expect(mail!.text).toContain('bisher 23 %');
    expect(mail!.text).toContain('2027-05-23');
  });

  it('refuses a request without consent or e-mail, and one for an address that is not planned', async () => {
    const { request, stored, mails } = api();
    const bad = await request('POST', '/fixedline/contact', { ...notice, email: 'nope', consent: false });
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([
      { field: 'email', code: 'invalid_format' },
      { field: 'consent', code: 'consent_required' },
    ]);
    const found = await request('POST', '/fixedline/contact', { ...notice, addressId: 'at-4020-landstrasse-15' });
    expect(found.status).toBe(409);
    expect(apiError.parse(await found.json()).error).toBe('not_planned');
    const unknown = await request('POST', '/fixedline/contact', { ...notice, addressId: 'at-0000-nowhere-1' });
    expect(unknown.status).toBe(404);
    expect(stored()).toEqual([]);
    expect(mails()).toEqual([]);
  });

  it('deletes requests older than 6 months by the sandbox clock on the next write', async () => {
    const { request, clock, stored } = api('2026-01-10T09:00:00Z');
    await request('POST', '/fixedline/contact', notice);
    clock.set(new Date('2026-07-10T09:00:01Z'));
    await request('POST', '/fixedline/contact', { ...notice, email: 'later@example.org' });
    expect(stored().map((s) => s.notice.email)).toEqual(['later@example.org']);
  });

  it('mails every request of the area once its build is decided, in each one’s language, and deletes them', async () => {
    const { request, mails, stored } = api();
    await request('POST', '/fixedline/contact', notice);
    await request('POST', '/fixedline/contact', { ...notice, email: 'sam@example.org' }, 'en-GB');
    const decided = await request('POST', '/sandbox/fixedline/builds', { addressId: PLANNED });
    expect(await decided.json()).toEqual({ area: 'OFAA:8010', mailed: 2 });
    const built = mails().slice(2);
    expect(built.map((m) => [m.to, m.subject])).toEqual([
      [notice.email, 'An der Adresse Annenstraße 30, 8010 Graz wird Glasfaser gebaut'],
      ['sam@example.org', 'Fibre is being built at Annenstraße 30, 8010 Graz'],
    ]);
    expect(stored()).toEqual([]);
    const again = await request('POST', '/sandbox/fixedline/builds', { addressId: PLANNED });
    expect(await again.json()).toEqual({ area: 'OFAA:8010', mailed: 0 });
    expect((await request('POST', '/sandbox/fixedline/builds', { addressId: 'at-4020-landstrasse-15' })).status).toBe(409);
  });
});
