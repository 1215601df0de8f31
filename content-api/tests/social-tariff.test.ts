import { apiError, fieldErrorBody, socialTariffApplicationReceipt } from '@storefront/wire';
import { MAX_NOTICE_BYTES } from '@storefront/rules/notice-file';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Fields = Record<string, string>;
const APPLICANT: Fields = { name: 'Maria Huber', email: 'maria.huber@example.org', phone: '0660 1234567', householdSize: '2' };

function form(fields: Fields, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (file) body.set('notice', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return body;
}

const { app, store } = referenceApp(NOW);
const post = (body: FormData, market = 'AT') =>
  app.request('/socialtariff/applications', { method: 'POST', headers: { 'X-Market': market }, body });

describe('POST /socialtariff/applications', () => {
  it('stores an application with a PDF notice and answers 201 with a receipt', async () => {
    const response = await post(
      form({ ...APPLICANT, customerNumber: '10000001' }, { bytes: PDF, name: 'bescheid.pdf', type: 'application/pdf' }),
    );
    expect(response.status).toBe(201);
    const receipt = socialTariffApplicationReceipt.parse(await response.json());
    expect(receipt.createdAt).toMatch(/^2026-11-23T10:00/);
    expect(store.socialTariff.applications('AT').filter((a) => a.id === receipt.id)).toEqual([
      {
        id: receipt.id,
        market: 'AT',
        createdAt: receipt.createdAt,
        application: {
          name: 'Maria Huber',
          email: 'maria.huber@example.org',
          phone: '0660 1234567',
          customerNumber: '10000001',
          householdSize: 2,
        },
        notice: { type: 'application/pdf', size: PDF.byteLength },
      },
    ]);
  });

  it('accepts a PNG photo of the notice in Germany too', async () => {
    const response = await post(form({ ...APPLICANT, phone: '030 1234567' }, { bytes: PNG, name: 'foto.png', type: 'image/png' }), 'DE');
    expect(response.status).toBe(201);
  });

  it('answers 400 with a code per field: missing, malformed, and the market’s phone pattern', async () => {
    const response = await post(form({ name: '', email: 'not-an-email', phone: '12', householdSize: '0', customerNumber: 'AB12' }));
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'invalid_format' },
      { field: 'customerNumber', code: 'invalid_format' },
      { field: 'householdSize', code: 'invalid_format' },
      { field: 'phone', code: 'invalid_format' },
      { field: 'notice', code: 'required' },
    ]);
  });

  it('answers 415 for a text file that calls itself a PDF', async () => {
    const text = new TextEncoder().encode('Bescheid: positiv');
    const before = store.socialTariff.applications('AT').length;
    const response = await post(form(APPLICANT, { bytes: text, name: 'bescheid.pdf', type: 'application/pdf' }));
    expect(response.status).toBe(415);
    expect(apiError.parse(await response.json()).error).toBe('unsupported_media_type');
    expect(store.socialTariff.applications('AT')).toHaveLength(before);
  });

  it('answers 413 for a notice larger than 5 MB', async () => {
    const big = new Uint8Array(MAX_NOTICE_BYTES + 1);
    big.set(PDF);
    const response = await post(form(APPLICANT, { bytes: big, name: 'scan.pdf', type: 'application/pdf' }));
    expect(response.status).toBe(413);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await app.request('/socialtariff/applications', {
      method: 'POST',
      headers: { 'X-Market': 'AT', 'Content-Type': 'application/json' },
      body: JSON.stringify(APPLICANT),
    });
    expect(response.status).toBe(415);
  });

  it('answers 404 in a market without a social tariff', async () => {
    const response = await post(form(APPLICANT, { bytes: PDF, name: 'notice.pdf', type: 'application/pdf' }), 'UK');
    expect(response.status).toBe(404);
  });
});
