/**
 * ID photo upload and selfie video: the link for the phone (QR code or SMS, single use, expiry on the
 * sandbox clock), the upload checked while it streams (415 by the bytes' type, 413 for size and
 * count, a 50 MB body refused without the server's memory growing), the status the desktop polls and
 * the order's isIdentOpen once the upload is verified.
 */
import {
  fieldErrorBody,
  identificationLink,
  identificationState,
  orderStatus,
  rateLimitedError,
  uploadLinkSent,
  uploadReceipt,
  uploadRefusal,
  uploadStatus,
  type OrderCreated,
} from '@storefront/wire';
import { asOrder, identApp, NOW, placeOrder } from './support/identification';
import { GIF, JPEG, MP4, MULTIPART, multipart, PNG, streamedBody } from './support/multipart';

const { app, clock, at } = identApp();
beforeEach(() => clock.set(new Date(NOW)));

const MB = 1024 * 1024;
/** Moves the running sandbox clock on. */
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
/** Minutes from the sandbox's now until `iso`. */
const minutesLeft = (iso: string) => (Date.parse(iso) - clock.now().getTime()) / 60_000;

async function linkFor(created: OrderCreated, kind: 'id' | 'video' = 'id') {
  const response = await at('GET', `/identification/${kind}/upload/link`, undefined, asOrder(created));
  expect(response.status).toBe(200);
  return identificationLink.parse(await response.json());
}

const upload = (kind: 'id' | 'video', token: string, body: Uint8Array, headers: Record<string, string> = {}) =>
  at('POST', `/identification/${kind}/upload`, body, { 'Content-Type': MULTIPART, 'X-Upload-Token': token, ...headers });

const statusOf = async (created: OrderCreated, kind: 'id' | 'video', identTransactionId: string) =>
  uploadStatus.parse(await (await at('POST', `/identification/${kind}/upload/status`, { identTransactionId }, asOrder(created))).json())
    .status;

const refusalOf = async (response: Response) => uploadRefusal.parse(await response.json());

describe('GET /identification/{id|video}/upload/link', () => {
  it('answers the phone page with its token, as a QR code PNG, and the attempt', async () => {
    const created = await placeOrder(at);
    const link = await linkFor(created);
    expect(link.link).toBe(`http://at.localhost:3000/identification/id?token=${link.token}`);
    const png = Buffer.from(link.qrcode.replace('data:image/png;base64,', ''), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(link.identTransactionId).toMatch(/^IDU-/);
    expect(minutesLeft(link.expiresAt)).toBeCloseTo(15, 1);
    expect(await statusOf(created, 'id', link.identTransactionId)).toBe('WAITING');
    expect((await at('GET', '/identification/id/upload/link')).status).toBe(401);
    expect((await at('GET', '/identification/passport/upload/link', undefined, asOrder(created))).status).toBe(404);
  });
});

/** The texts the sandbox outbox holds for `to`, newest first. */
const textsTo = async (to: string) =>
  ((await (await at('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { text: string }[]).map((m) => m.text);

const sendLink = (created: OrderCreated, kind: 'id' | 'video', number: string, headers: Record<string, string> = {}) =>
  at('PUT', `/identification/${kind}/upload/link:sms/${encodeURIComponent(number)}`, undefined, { ...asOrder(created), ...headers });

describe('PUT /identification/{id|video}/upload/link:sms/{number}', () => {
  it('texts a new single-use link through the outbox, in the language asked for, which the phone can upload with', async () => {
    const created = await placeOrder(at);
    const response = await sendLink(created, 'video', '0664 1234560', { 'Accept-Language': 'en-GB' });
    expect(response.status).toBe(200);
    const sent = uploadLinkSent.parse(await response.json());
    expect(sent.sentTo).toBe('+436641234560');
    expect(sent.identTransactionId).toMatch(/^VID-/);
    expect(minutesLeft(sent.expiresAt)).toBeCloseTo(15, 1);
    const [text] = await textsTo('+436641234560');
    expect(text).toMatch(/^Record your selfie video on your phone/);
    const token = /\/identification\/video\?token=(\S+)$/.exec(text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(await statusOf(created, 'video', sent.identTransactionId)).toBe('WAITING');
    expect((await upload('video', token!, multipart({ video: MP4() }))).status).toBe(201);
    expect(await statusOf(created, 'video', sent.identTransactionId)).toBe('UPLOADED');
    expect((await upload('video', token!, multipart({ video: MP4() }))).status).toBe(410);
  });

  it('400 for a number that is none, 401 without the order, 409 once the order needs no identification', async () => {
    const created = await placeOrder(at);
    const bad = await sendLink(created, 'id', '12ab');
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([{ field: 'number', code: 'invalid_format' }]);
    expect((await at('PUT', '/identification/id/upload/link:sms/06641234561')).status).toBe(401);

    const { token, identTransactionId } = await linkFor(created);
    expect((await upload('id', token, multipart({ front: JPEG(), back: JPEG() }))).status).toBe(201);
    advance(5000);
    expect(await statusOf(created, 'id', identTransactionId)).toBe('VERIFIED');
    expect((await sendLink(created, 'id', '06641234561')).status).toBe(409);
    expect(await textsTo('+436641234561')).toEqual([]);
  });

  it('texts at most 3 links per order in 10 minutes (429 with Retry-After), whatever the number', async () => {
    const created = await placeOrder(at);
    for (const number of ['06641234562', '06641234563', '06641234562']) expect((await sendLink(created, 'id', number)).status).toBe(200);
    const limited = await sendLink(created, 'id', '06641234564');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe(String(rateLimitedError.parse(await limited.json()).retryAfter));
    expect((await sendLink(await placeOrder(at), 'id', '06641234564')).status).toBe(200);
    advance(10 * 60_000);
    expect((await sendLink(created, 'id', '06641234564')).status).toBe(200);
  });
});

describe('POST /identification/id/upload', () => {
  it('takes front and back, then the status goes UPLOADED, VERIFIED (5 s later) and the order is identified', async () => {
    const created = await placeOrder(at);
    const { token, identTransactionId } = await linkFor(created);
    const response = await upload('id', token, multipart({ front: JPEG(), back: PNG(3000) }));
    expect(response.status).toBe(201);
    expect(uploadReceipt.parse(await response.json())).toEqual({
      identTransactionId,
      files: [
        { field: 'front', type: 'image/jpeg', bytes: 2048 },
        { field: 'back', type: 'image/png', bytes: 3000 },
      ],
    });
    expect(await statusOf(created, 'id', identTransactionId)).toBe('UPLOADED');
    advance(5000);
    expect(await statusOf(created, 'id', identTransactionId)).toBe('VERIFIED');
    const state = identificationState.parse(await (await at('GET', '/identification/state', undefined, asOrder(created))).json());
    expect(state).toEqual({ status: 'SUCCESS', method: 'ID_UPLOAD', isIdentOpen: false });
    expect(orderStatus.parse(await (await at('GET', '/orders/status', undefined, asOrder(created))).json()).isIdentOpen).toBe(false);
  });

  it('a link works once (410 link_used), expires after 15 minutes (410 link_expired); an unknown token is 404', async () => {
    const created = await placeOrder(at);
    const first = await linkFor(created);
    expect((await upload('id', first.token, multipart({ front: JPEG(), back: JPEG() }))).status).toBe(201);
    const again = await upload('id', first.token, multipart({ front: JPEG(), back: JPEG() }));
    expect(again.status).toBe(410);
    expect((await refusalOf(again)).error).toBe('link_used');

    const second = await linkFor(created);
    advance(15 * 60_000);
    const late = await upload('id', second.token, multipart({ front: JPEG(), back: JPEG() }));
    expect(late.status).toBe(410);
    expect((await refusalOf(late)).error).toBe('link_expired');

    expect((await upload('id', 'no-such-token', multipart({ front: JPEG(), back: JPEG() }))).status).toBe(404);
    expect((await upload('video', (await linkFor(created)).token, multipart({ video: MP4() }))).status).toBe(404);
  });

  it('415 for a file that is no JPEG or PNG by its bytes, or a body that is not multipart', async () => {
    const created = await placeOrder(at);
    const { token } = await linkFor(created);
    const gif = await upload('id', token, multipart({ front: GIF(), back: JPEG() }));
    expect(gif.status).toBe(415);
    expect(await refusalOf(gif)).toEqual({
      error: 'unsupported_type',
      message: 'The file is none of image/jpeg, image/png.',
      field: 'front',
      accepted: ['image/jpeg', 'image/png'],
    });
    const tiny = await upload('id', token, multipart({ front: JPEG(), back: new Uint8Array([0xff, 0xd8]) }));
    expect(tiny.status).toBe(415);
    const json = await upload('id', token, new Uint8Array(Buffer.from('{}')), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    // Refusals leave the link unused.
    expect((await upload('id', token, multipart({ front: JPEG(), back: JPEG() }))).status).toBe(201);
  });

  it('413 for a file over 8 MB, a body announced too large, or a third file; 400 for a missing or unknown one', async () => {
    const created = await placeOrder(at);
    const { token } = await linkFor(created);
    const large = await upload('id', token, multipart({ front: JPEG(8 * MB + 1), back: JPEG() }));
    expect(large.status).toBe(413);
    expect(await refusalOf(large)).toMatchObject({ error: 'file_too_large', field: 'front', maxBytes: 8 * MB });

    const announced = await upload('id', token, multipart({ front: JPEG(), back: JPEG() }), { 'Content-Length': String(50 * MB) });
    expect(announced.status).toBe(413);
    expect((await refusalOf(announced)).error).toBe('payload_too_large');

    const three = await upload(
      'id',
      token,
      multipart([
        ['front', JPEG()],
        ['back', JPEG()],
        ['front', JPEG()],
      ]),
    );
    expect(three.status).toBe(413);
    expect(await refusalOf(three)).toMatchObject({ error: 'too_many_files', maxFiles: 2 });

    const missing = await upload('id', token, multipart({ front: JPEG() }));
    expect(missing.status).toBe(400);
    expect(await refusalOf(missing)).toMatchObject({ error: 'missing_file', field: 'back' });
    expect((await upload('id', token, multipart({ front: JPEG(), selfie: JPEG() }))).status).toBe(400);
  });

  it('400 malformed_body for a body that is not multipart as announced (cut off, or no parts)', async () => {
    const created = await placeOrder(at);
    const { token } = await linkFor(created);
    const whole = multipart({ front: JPEG(), back: JPEG() });
    for (const body of [whole.subarray(0, whole.length - 20), new Uint8Array(Buffer.from('hello world'))]) {
      const response = await upload('id', token, body);
      expect(response.status).toBe(400);
      expect((await refusalOf(response)).error).toBe('malformed_body');
    }
  });

  it('refuses a streamed 50 MB body after reading at most the limit, the memory staying flat', async () => {
    const created = await placeOrder(at);
    const { token } = await linkFor(created);
    global.gc?.();
    const before = process.memoryUsage();
    const body = streamedBody('front', JPEG(16), 50 * MB);
    const response = await app.request('/identification/id/upload', {
      method: 'POST',
      headers: { 'X-Market': 'AT', 'Content-Type': MULTIPART, 'X-Upload-Token': token },
      body: body.stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await refusalOf(response)).error).toBe('file_too_large');
    const after = process.memoryUsage();
    // Stopped at the 8 MB limit (plus a chunk in flight), long before 50 MB.
    expect(body.pulled()).toBeLessThan(9 * MB);
    // Nothing of the file was kept: neither heap nor resident memory grew by the size of what was read.
    expect(after.heapUsed - before.heapUsed).toBeLessThan(6 * MB);
    expect(after.rss - before.rss).toBeLessThan(20 * MB);
  });
});

describe('POST /identification/video/upload', () => {
  it('takes one video; a JPEG is 415, a second video 413; the sandbox reviewer may fail it', async () => {
    const created = await placeOrder(at);
    const { token, identTransactionId } = await linkFor(created, 'video');
    expect((await upload('video', token, multipart({ video: JPEG() }))).status).toBe(415);
    expect(
      (
        await upload(
          'video',
          token,
          multipart([
            ['video', MP4()],
            ['video', MP4()],
          ]),
        )
      ).status,
    ).toBe(413);
    expect((await upload('video', token, multipart({ video: MP4() }))).status).toBe(201);
    expect(await statusOf(created, 'video', identTransactionId)).toBe('UPLOADED');
    const reviewed = await at('PUT', `/sandbox/identification/uploads/${identTransactionId}`, { status: 'FAILED' });
    expect(reviewed.status).toBe(200);
    advance(60_000);
    expect(await statusOf(created, 'video', identTransactionId)).toBe('FAILED');
    const state = identificationState.parse(await (await at('GET', '/identification/state', undefined, asOrder(created))).json());
    expect(state).toEqual({ status: 'FAILED', method: 'VIDEO', isIdentOpen: true });
  });

  it("another order's upload status is not readable (404)", async () => {
    const mine = await placeOrder(at);
    const theirs = await placeOrder(at);
    const { identTransactionId } = await linkFor(theirs, 'video');
    expect((await at('POST', '/identification/video/upload/status', { identTransactionId }, asOrder(mine))).status).toBe(404);
    expect((await at('POST', '/identification/id/upload/status', { identTransactionId }, asOrder(theirs))).status).toBe(404);
    expect((await at('POST', '/identification/video/upload/status', {}, asOrder(theirs))).status).toBe(400);
  });
});
