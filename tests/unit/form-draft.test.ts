/**
 * What a form posted without JavaScript sent, kept for its page when the handler refused it
 * (lib/platform/bff/form-draft.ts, through the handler door): sealed, short-lived, only the fields the handler
 * keeps and never a secret, only for the form that posted it, and cleared once a post is taken.
 */
import { z } from 'zod';
import { FORM_DRAFT_COOKIE, FORM_DRAFT_MAX_AGE_SECONDS, keptValues, readFormDraft } from '@/lib/platform/bff/form-draft';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { MARKETS } from '@/lib/platform/markets/markets';

type Written = { value: string; options: Record<string, unknown> };
const jar = new Map<string, Written>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => void jar.set(name, { value, options }),
  }),
}));
jest.mock('@/lib/platform/site/site', () => ({
  siteOfRequest: async () => ({ market: MARKETS.AT, locale: 'de-AT', defaultLocale: 'de-AT', content: { market: 'AT', locale: 'de-AT' } }),
}));
process.env.SESSION_SECRET = 'a-test-secret-of-at-least-32-characters!!';

const HOST = 'at.localhost:3000';
const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://${HOST}${path}`, {
    method: 'POST',
    headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
  });

const signUp = defineHandler({
  body: z.object({ name: z.string().min(1, 'required'), password: z.string().min(10, 'too_short') }),
  form: { done: () => '/welcome', failed: (_site, { error }) => `/sign-up?error=${error}`, keep: (name) => name !== 'locale' },
  handle: async () => success({ ok: true }),
});

beforeEach(() => jar.clear());

describe('a form draft', () => {
  it('keeps a refused post’s fields and its fields at fault, sealed, httpOnly, for ten minutes', async () => {
    const response = await signUp(post('/api/sign-up', { name: '', password: 'short', locale: 'de-AT', 'address.zip': '1070' }));
    expect(response.headers.get('location')).toBe('/sign-up?error=invalid_request');
    const cookie = jar.get(FORM_DRAFT_COOKIE)!;
    expect(cookie.value).not.toContain('1070');
    expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', path: '/', maxAge: FORM_DRAFT_MAX_AGE_SECONDS });
    expect(await readFormDraft('AT', '/api/sign-up')).toEqual({
      values: { name: '', 'address.zip': '1070' },
      fields: [
        { field: 'name', code: 'required' },
        { field: 'password', code: 'too_short' },
      ],
    });
  });

  it('is read only by the page of the form that posted it, and in its market', async () => {
    await signUp(post('/api/sign-up', { name: '' }));
    expect(await readFormDraft('AT', '/api/other')).toBeUndefined();
    expect(await readFormDraft('IT', '/api/sign-up')).toBeUndefined();
  });

  it('is cleared when the form is taken', async () => {
    await signUp(post('/api/sign-up', { name: '' }));
    const taken = await signUp(post('/api/sign-up', { name: 'Anna', password: 'long enough secret' }));
    expect(taken.headers.get('location')).toBe('/welcome');
    expect(jar.get(FORM_DRAFT_COOKIE)?.options.maxAge).toBe(0);
    expect(await readFormDraft('AT', '/api/sign-up')).toBeUndefined();
  });

  it('never keeps a secret, a file or an over-long value, whatever the handler keeps', () => {
    const posted = {
      name: 'Anna',
      password: 'x',
      newPassword: 'x',
      token: 't',
      pin: '1234',
      cvc: '123',
      cardNumber: '4111',
      notice: new File(['x'], 'n.pdf'),
      note: 'x'.repeat(501),
    };
    expect(keptValues(posted, () => true)).toEqual({ name: 'Anna' });
  });

  it('keeps only the fields at fault when the values would not fit a cookie', async () => {
    const long = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`line${i}`, 'x'.repeat(400)]));
    await signUp(post('/api/sign-up', { ...long, name: '' }));
    expect(jar.get(FORM_DRAFT_COOKIE)!.value.length).toBeLessThan(4000);
    expect(await readFormDraft('AT', '/api/sign-up')).toEqual({
      values: {},
      fields: expect.arrayContaining([{ field: 'name', code: 'required' }]),
    });
  });
});
