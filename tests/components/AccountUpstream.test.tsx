import { z } from 'zod';
import { leave, upstream, UpstreamError } from '@/lib/account/upstream';

/**
 * The customer area's islands reach the content API only through /api/upstream (ARCHITECTURE §5): the
 * reader throws what react-query needs and follows the door's logout after a 401 (SPEC §4).
 */

/** jsdom has no fetch or Response: a stand-in with what the reader uses. */
const answer = (status: number, body?: unknown) =>
  jest.fn(async () => ({
    status,
    ok: status >= 200 && status < 300,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  }));

const caps = z.object({ value: z.number() });
let left: string[];

beforeEach(() => {
  left = [];
  jest.spyOn(leave, 'to').mockImplementation((address) => void left.push(address));
});
afterEach(() => jest.restoreAllMocks());

describe('upstream', () => {
  it('reads a listed call with its schema, with repeated query parameters and a JSON body', async () => {
    const fetch = answer(200, { value: 5 });
    global.fetch = fetch as unknown as typeof global.fetch;
    await expect(
      upstream('customerarea/spendingcaps/P-1', caps, { method: 'PUT', body: { value: 5 }, query: { events: ['CALL', 'SMS'] } }),
    ).resolves.toEqual({ value: 5 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/upstream/customerarea/spendingcaps/P-1?events=CALL&events=SMS');
    expect(init).toMatchObject({ method: 'PUT', body: '{"value":5}' });
  });

  it('reads a 204 as no content', async () => {
    global.fetch = answer(204) as unknown as typeof global.fetch;
    await expect(upstream('customerarea/customer', z.undefined(), { method: 'PUT', body: {} })).resolves.toBeUndefined();
  });

  it('goes to the logout address the door names after a 401', async () => {
    global.fetch = answer(401, { error: 'session_expired', logout: '/abgemeldet' }) as unknown as typeof global.fetch;
    await expect(upstream('customerarea/usage', caps)).rejects.toMatchObject({ status: 401, code: 'session_expired' });
    expect(left).toEqual(['/abgemeldet']);
  });

  it('throws the code and invalid fields of a refusal, for the form to show at its fields', async () => {
    global.fetch = answer(400, {
      error: 'invalid_request',
      fields: [{ field: 'value', code: 'too_large' }],
    }) as unknown as typeof global.fetch;
    const error = await upstream('customerarea/spendingcaps/P-1', caps, { method: 'PUT', body: { value: 999 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_request', fields: [{ field: 'value', code: 'too_large' }] });
  });

  it('names an unreachable door, an outage and an unreadable answer unavailable', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(upstream('customerarea/usage', caps)).rejects.toMatchObject({ status: 0, code: 'unavailable' });
    global.fetch = answer(503, {}) as unknown as typeof global.fetch;
    await expect(upstream('customerarea/usage', caps)).rejects.toMatchObject({ status: 503, code: 'unavailable' });
    global.fetch = answer(200, { value: 'five' }) as unknown as typeof global.fetch;
    await expect(upstream('customerarea/usage', caps)).rejects.toMatchObject({ code: 'unavailable' });
    expect(left).toEqual([]);
  });
});
