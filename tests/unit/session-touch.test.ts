import { readSession, startSession, touchSession } from '@/lib/platform/bff/session';
import { SESSION_COOKIE, TOUCH_EVERY_MS } from '@/lib/platform/bff/session-data';

/**
 * A request under way while the customer logs out must not bring the session back: its answer may
 * arrive after the logout's, and the browser keeps the later Set-Cookie. So using a session writes
 * its cookie at most once a minute (lib/platform/bff/session-data.ts TOUCH_EVERY_MS).
 */
const jar = new Map<string, string>();
const written: string[] = [];
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => {
      written.push(name);
      jar.set(name, value);
    },
  }),
}));

describe('touchSession', () => {
  const start = Date.UTC(2026, 10, 28, 9, 0);
  beforeAll(() => {
    process.env.SESSION_SECRET = 'x'.repeat(40);
  });
  beforeEach(() => {
    jar.clear();
    written.length = 0;
    jest.useFakeTimers({ now: start });
  });
  afterEach(() => jest.useRealTimers());

  it('leaves the cookie alone within a minute of its last write, and extends it after', async () => {
    await startSession('AT', 'token-1');
    expect(written).toEqual([SESSION_COOKIE]);

    jest.setSystemTime(start + TOUCH_EVERY_MS - 1);
    await touchSession();
    expect(written).toHaveLength(1);

    jest.setSystemTime(start + TOUCH_EVERY_MS);
    await touchSession();
    expect(written).toHaveLength(2);
    expect((await readSession('AT'))?.lastSeen).toBe(start + TOUCH_EVERY_MS);
  });

  it('writes nothing without a session', async () => {
    await touchSession();
    expect(written).toEqual([]);
  });
});
