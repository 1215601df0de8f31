/**
 * Contract: the identification calls of lib/platform/content-api/identification.ts against the reference API
 * over HTTP, parsed by the schemas the storefront uses. What the browser does at the sandbox identity
 * providers is done here with fetch, as a browser would. Imported after the server has its port (see
 * content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import type { OrderAccess } from '@/lib/platform/content-api/orders';
import { apiError, fieldErrorBody } from '@/lib/platform/content-api/schemas';
import { placeOrder } from '@/content-api/tests/support/identification';
import { GIF, JPEG, PNG } from '@/content-api/tests/support/multipart';
import { httpSender } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let ident: typeof import('@/lib/platform/content-api/identification');
let orders: typeof import('@/lib/platform/content-api/orders');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  ident = await import('@/lib/platform/content-api/identification');
  orders = await import('@/lib/platform/content-api/orders');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const RETURN_URL = 'https://shop.example/identifikation/zurueck';

/** A new AT order's access, as the checkout keeps it. */
async function newOrder(): Promise<OrderAccess> {
  const { salesOrderId, orderToken } = await placeOrder(httpSender(api.url, 'AT'));
  return { salesOrderId, orderToken };
}

/** The browser at a provider's page: a form post, the redirect not followed. */
const browserPost = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** The files as a browser streams them: a multipart body with its Content-Type (the boundary). */
const files = (entries: Record<string, Uint8Array>) => {
  const form = new FormData();
  for (const [field, bytes] of Object.entries(entries)) form.append(field, new Blob([new Uint8Array(bytes)]), `${field}.bin`);
  const body = new Response(form);
  return { stream: body.body!, contentType: body.headers.get('content-type')! };
};

describe('identification contract', () => {
  it('reads the methods of the market and the state of an order', async () => {
    expect(data(await ident.getIdentificationConfig(AT)).methods).toEqual(['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO']);
    expect(data(await ident.getIdentificationConfig({ market: 'CH', locale: 'de-CH' })).methods).toEqual(['ID_UPLOAD', 'VIDEO']);
    const access = await newOrder();
    expect(data(await ident.getIdentificationState(AT, access))).toEqual({ status: 'OPEN', isIdentOpen: true });
    const foreign = await ident.getIdentificationState(AT, { ...access, orderToken: 'wrong' } as OrderAccess);
    expect(foreign.ok || foreign.error.kind).toBe('not_found');
  });

  it('identifies with the national digital ID, taking over the identity that differs', async () => {
    const access = await newOrder();
    const { transactionId } = data(await ident.startNationalId(AT, access, RETURN_URL));
    const { clientredirecturl } = data(await ident.getNationalIdRedirect(AT, access, transactionId));
    expect(clientredirecturl).toBe(`${api.url}/sandbox/identification/id-austria/${transactionId}`);
    const back = await browserPost(clientredirecturl, { identity: 'differing', decision: 'approve' });
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${transactionId}`);

    const validation = data(await ident.validateNationalId(AT, access, transactionId));
    expect(validation.status).toBe('APPROVED');
    expect(validation.differences.map((d) => d.field)).toContain('lastName');
    const refused = await ident.finishNationalId(AT, access, transactionId);
    expect(refused.ok || refused.error).toMatchObject({ kind: 'rejected', status: 409 });
    expect(data(await ident.takeOverNationalIdAndFinish(AT, access, transactionId))).toEqual({
      status: 'SUCCESS',
      method: 'ID_AUSTRIA',
      isIdentOpen: false,
    });
    expect(data(await orders.getOrderStatus(AT, access)).isIdentOpen).toBe(false);
  });

  it('identifies with bank e-ident; a missing RedirectUrl is rejected with the SPEC message', async () => {
    const access = await newOrder();
    const banks = data(await ident.getEIdBanks(AT));
    expect(banks[0]).toEqual({ bic: 'BKAUATWW', displayName: 'Sandbox Bank Austria' });

    const missing = await ident.getEIdRedirect(AT, access, 'BKAUATWW', { RedirectUrl: '', TransactionId: 'CONTRACT-REF-1' });
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(apiError.parse(missing.error.body).message).toBe('Missing RedirectUrl or TransactionId.');

    const parameters = { RedirectUrl: RETURN_URL, TransactionId: 'CONTRACT-REF-2' };
    const { redirecturl } = data(await ident.getEIdRedirect(AT, access, 'BKAUATWW', parameters));
    const back = await browserPost(redirecturl, { user: 'sandbox', pin: '1234', decision: 'approve' });
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?TransactionId=CONTRACT-REF-2&status=APPROVED`);
    expect(data(await ident.validateEId(AT, access, 'CONTRACT-REF-2')).status).toBe('APPROVED');
    expect(data(await ident.finishEId(AT, access, parameters))).toEqual({ status: 'SUCCESS', method: 'E_ID', isIdentOpen: false });
  });

  it('uploads ID photos through a single-use link, with machine-readable refusals', async () => {
    const access = await newOrder();
    const link = data(await ident.getUploadLink(AT, access, 'id'));
    expect(link.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(data(await ident.getUploadStatus(AT, access, 'id', link.identTransactionId)).status).toBe('WAITING');

    const wrongType = await ident.uploadIdentification(AT, 'id', link.token, files({ front: GIF(), back: JPEG() }));
    expect(wrongType.ok).toBe(false);
    if (wrongType.ok) return;
    expect(wrongType.error.status).toBe(415);
    expect(ident.uploadRefusalOf(wrongType.error)).toMatchObject({ error: 'unsupported_type', field: 'front' });

    const receipt = data(await ident.uploadIdentification(AT, 'id', link.token, files({ front: JPEG(), back: PNG() })));
    expect(receipt.files.map((f) => f.type)).toEqual(['image/jpeg', 'image/png']);
    expect(data(await ident.getUploadStatus(AT, access, 'id', link.identTransactionId)).status).toBe('UPLOADED');

    const again = await ident.uploadIdentification(AT, 'id', link.token, files({ front: JPEG(), back: PNG() }));
    expect(again.ok || ident.uploadRefusalOf(again.error)?.error).toBe('link_used');
  });

  it('texts a new upload link; a number that is none is rejected with the field', async () => {
    const access = await newOrder();
    const bad = await ident.sendUploadLinkSms(AT, access, 'id', '12ab');
    expect(bad.ok || bad.error).toMatchObject({ kind: 'rejected', status: 400 });
    if (bad.ok) return;
    expect(fieldErrorBody.parse(bad.error.body).fields).toEqual([{ field: 'number', code: 'invalid_format' }]);

    const sent = data(await ident.sendUploadLinkSms(AT, access, 'video', '+43 664 1234570'));
    expect(sent.sentTo).toBe('+436641234570');
    expect(data(await ident.getUploadStatus(AT, access, 'video', sent.identTransactionId)).status).toBe('WAITING');
  });
});
