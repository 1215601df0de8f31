/**
 * The sealed personal-data cookie (ADR 13): what it seals comes back only with our secret, untouched,
 * in time and in its market; the cookie is closed to scripts; the cart store writes it only when the
 * personal data change and clears it with the selection.
 */
import { sealData } from 'iron-session';
import { clearCart, readCart, saveCart } from '@/lib/cart/cart-store';
import { PERSONAL_COOKIE, PERSONAL_MAX_AGE_SECONDS } from '@/lib/cart/personal-data';
import { deletePersonal, readPersonal, sealPersonal, unsealPersonal, writePersonal } from '@/lib/cart/personal-store';
import { SELECTION_COOKIE } from '@/lib/cart/selection';

type Written = { value: string; options: Record<string, unknown> };
/** A cookie jar like the one next/headers hands a route handler: get, set and delete. */
const jar = new Map<string, Written>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)!.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => void jar.set(name, { value, options }),
    delete: (name: string) => void jar.delete(name),
  }),
}));

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const OTHER_SECRET = 'another-secret-of-at-least-32-characters!';
// Read when a cookie is sealed or opened, not at import.
process.env.SESSION_SECRET = SECRET;

const home = { fixedLine: { id: 'AT-FIBRE-300', address: 'Neubaugasse 12, 1070 Wien' } };

beforeEach(() => jar.clear());

describe('the sealed personal data', () => {
  it('round-trips with our secret in its market, and the sealed value does not show the address', async () => {
    const sealed = await sealPersonal(home, 'AT', SECRET);
    expect(sealed).not.toContain('Neubaugasse');
    expect(await unsealPersonal(sealed, 'AT', SECRET)).toEqual(home);
  });

  it('reads a tampered value, one sealed with another secret, and garbage as nothing', async () => {
    const sealed = await sealPersonal(home, 'AT', SECRET);
    const middle = Math.floor(sealed.length / 2);
    const tampered = sealed.slice(0, middle) + (sealed[middle] === 'A' ? 'B' : 'A') + sealed.slice(middle + 1);
    expect(await unsealPersonal(tampered, 'AT', SECRET)).toEqual({});
    expect(await unsealPersonal(await sealPersonal(home, 'AT', OTHER_SECRET), 'AT', SECRET)).toEqual({});
    for (const garbage of ['', 'not-a-seal', 'Fe26.2**x*y', '{"fixedLine":{"id":"x","address":"y"}}']) {
      expect(await unsealPersonal(garbage, 'AT', SECRET)).toEqual({});
    }
  });

  it('ignores data of another market and another sealed shape (a session sealed with the same secret)', async () => {
    expect(await unsealPersonal(await sealPersonal(home, 'AT', SECRET), 'IT', SECRET)).toEqual({});
    const session = await sealData({ token: 't', market: 'AT', fixedLine: 'Neubaugasse' }, { password: SECRET });
    expect(await unsealPersonal(session, 'AT', SECRET)).toEqual({});
  });

  describe('expiry', () => {
    const start = new Date('2026-11-25T10:00:00Z').getTime();
    beforeEach(() => jest.useFakeTimers({ now: start, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('lasts seven days from when the data were given, then reads as nothing', async () => {
      expect(PERSONAL_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
      const sealed = await sealPersonal(home, 'AT', SECRET);
      jest.setSystemTime(start + PERSONAL_MAX_AGE_SECONDS * 1000 - 5 * 60_000);
      expect(await unsealPersonal(sealed, 'AT', SECRET)).toEqual(home);
      // iron allows a minute of clock skew.
      jest.setSystemTime(start + PERSONAL_MAX_AGE_SECONDS * 1000 + 2 * 60_000);
      expect(await unsealPersonal(sealed, 'AT', SECRET)).toEqual({});
    });
  });
});

describe('the personal-data cookie', () => {
  it('is httpOnly, Secure, host-only and lives as long as its seal', async () => {
    await writePersonal('AT', home);
    const written = jar.get(PERSONAL_COOKIE)!;
    expect(PERSONAL_COOKIE).toMatch(/^__Host-/);
    expect(written.options).toEqual({ path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: PERSONAL_MAX_AGE_SECONDS });
    expect(written.value).not.toContain('Neubaugasse');
    expect(await readPersonal('AT')).toEqual(home);
    expect(await readPersonal('IT')).toEqual({});
  });

  it('is deleted by writing empty data and by deletePersonal, expired with the attributes a __Host- cookie needs', async () => {
    await writePersonal('AT', home);
    await writePersonal('AT', {});
    expect(jar.get(PERSONAL_COOKIE)).toEqual({
      value: '',
      options: { path: '/', sameSite: 'lax', secure: true, httpOnly: true, maxAge: 0 },
    });
    expect(await readPersonal('AT')).toEqual({});
    await writePersonal('AT', home);
    await deletePersonal();
    expect(jar.get(PERSONAL_COOKIE)?.options.maxAge).toBe(0);
    expect(await readPersonal('AT')).toEqual({});
  });
});

describe('the cart store', () => {
  const line = { kind: 'fixedline' as const, id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' as const };

  it('keeps the selection readable by scripts without the address, and the address sealed beside it', async () => {
    const before = await readCart('AT');
    expect(before).toEqual({ selection: { items: [] }, personal: {} });
    await saveCart('AT', before, { selection: { items: [line] }, personal: home });
    const selection = jar.get(SELECTION_COOKIE)!;
    expect(selection.options.httpOnly).toBe(false);
    expect(selection.value).not.toContain('Neubaugasse');
    expect(await readCart('AT')).toEqual({ selection: { items: [line] }, personal: home });
  });

  it('writes the sealed cookie only when the personal data changed, so a cart visit does not extend its life', async () => {
    const cart = { selection: { items: [line] }, personal: home };
    await saveCart('AT', { selection: { items: [] }, personal: {} }, cart);
    const sealed = jar.get(PERSONAL_COOKIE)!.value;
    await saveCart('AT', cart, { selection: { items: [line, { kind: 'tariff', id: 'T1' }] }, personal: cart.personal });
    expect(jar.get(PERSONAL_COOKIE)!.value).toBe(sealed);
  });

  it('clears the selection and the personal data on logout', async () => {
    await saveCart('AT', { selection: { items: [] }, personal: {} }, { selection: { items: [line] }, personal: home });
    await clearCart();
    expect(jar.has(SELECTION_COOKIE)).toBe(false);
    expect(jar.get(PERSONAL_COOKIE)?.options.maxAge).toBe(0);
    expect(await readCart('AT')).toEqual({ selection: { items: [] }, personal: {} });
  });
});
