/**
 * GET /api/files/legal/<name>.pdf as Next calls it, against the reference API: a tariff's legal
 * document streamed through as a PDF, anything else outside legal/ or not a PDF name a 404.
 */
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let route: typeof import('@/app/api/files/[...path]/route');

beforeAll(async () => {
  api = await startStorefrontApi();
  route = await import('@/app/api/files/[...path]/route');
});
afterAll(() => api.close());

const HOST = 'at.localhost:3000';
const get = (segments: string[]) =>
  route.GET(new Request(`http://${HOST}/api/files/${segments.join('/')}?locale=de-AT`, { headers: { host: HOST } }), {
    params: Promise.resolve({ path: segments }),
  });

it('streams a legal document of the market as a PDF', async () => {
  const response = await get(['legal', 'withdrawal-at.pdf']);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(
    Buffer.from(await response.arrayBuffer())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

it('answers 404 outside legal/, for a name that is not a PDF, and for a document the API does not have', async () => {
  for (const segments of [
    ['other', 'withdrawal-at.pdf'],
    ['legal', '..%2Fsecret.pdf'],
    ['legal', 'nothing-here.pdf'],
  ]) {
    expect([segments.join('/'), (await get(segments)).status]).toEqual([segments.join('/'), 404]);
  }
});
