/**
 * The server's configuration (issue 26 §3, lib/platform/config/server-env.ts): every variable with its rule,
 * one message naming every problem, never a secret's value.
 */
import { BlockList } from 'node:net';
import { checkEnv, serverEnv, startEnv } from '@/lib/platform/config/server-env';

const SECRET = 'a-session-secret-of-at-least-32-characters';

const problems = (env: Record<string, string | undefined>) => {
  const checked = checkEnv(env, startEnv);
  if (checked.ok) throw new Error('expected a problem');
  return checked.message;
};

describe('the configuration checked at start', () => {
  it('takes the defaults when only the session secret is set', () => {
    const checked = checkEnv({ SESSION_SECRET: SECRET }, startEnv);
    expect(checked).toEqual({
      ok: true,
      config: expect.objectContaining({
        PORT: 3000,
        HOSTNAME: '0.0.0.0',
        CONTENT_API_URL: 'http://localhost:4000',
        CONTENT_API_TIMEOUT_MS: 5000,
        CONTENT_REVALIDATE_SECONDS: 300,
        TRUSTED_PROXIES: expect.any(BlockList),
        DOOR_CACHE_SECONDS: 5,
        DOOR_CACHE_MB: 64,
        LOG_LEVEL: 'info',
        DRAIN_SECONDS: 10,
        KEEP_ALIVE_SECONDS: 65,
        METRICS_PORT: 9464,
        METRICS_HOSTNAME: '127.0.0.1',
      }),
    });
  });

  it('says a missing session secret is not set', () => {
    expect(problems({})).toBe("The storefront's configuration has a problem: SESSION_SECRET is not set");
  });

  it('needs no session secret to build (serverEnv), only to serve (startEnv)', () => {
    expect(checkEnv({}, serverEnv).ok).toBe(true);
  });

  it('refuses a content API address that is no http(s) URL', () => {
    expect(problems({ SESSION_SECRET: SECRET, CONTENT_API_URL: 'localhost:4000' })).toContain(
      'CONTENT_API_URL must be an absolute URL (http or https)',
    );
    expect(problems({ SESSION_SECRET: SECRET, CONTENT_API_URL: 'ftp://api.example' })).toContain('CONTENT_API_URL must be');
  });

  it('names every problem in one message, and never the value of a secret', () => {
    const shortSecret = 'too-short-to-seal-anything';
    const message = problems({
      SESSION_SECRET: shortSecret,
      CONTENT_API_URL: 'not a url',
      PORT: '70000',
      DOOR_CACHE_SECONDS: 'five',
      TRUSTED_PROXIES: '10.0.0.0/8, 10.0.0.0/33, proxy.internal',
      MARKET_HOSTS: 'at=www.example.at,uk',
      REDIS_URL: 'http://127.0.0.1:6379',
      LOG_LEVEL: 'verbose',
      DRAIN_SECONDS: '-1',
      KEEP_ALIVE_SECONDS: '0',
    });
    expect(message).toMatch(/^The storefront's configuration has 10 problems: /);
    for (const expected of [
      'PORT must be a whole number from 1 to 65535',
      'CONTENT_API_URL must be an absolute URL',
      'SESSION_SECRET must have at least 32 characters',
      'MARKET_HOSTS has "uk", which is no market=host entry',
      'TRUSTED_PROXIES has "10.0.0.0/33", "proxy.internal", which are no IP address or CIDR range',
      'DOOR_CACHE_SECONDS must be a whole number from 0 to 86400',
      'REDIS_URL must be an absolute URL (redis or rediss)',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      'DRAIN_SECONDS must be a whole number from 0 to 600',
      'KEEP_ALIVE_SECONDS must be a whole number from 1 to 600',
    ]) {
      expect(message).toContain(expected);
    }
    expect(message).not.toContain(shortSecret);
  });

  it('counts an empty variable as unset', () => {
    const checked = checkEnv({ SESSION_SECRET: SECRET, PORT: '', PREVIEW_SECRET: '' }, startEnv);
    expect(checked.ok && checked.config.PORT).toBe(3000);
    expect(checked.ok && checked.config.PREVIEW_SECRET).toBeUndefined();
  });

  it('takes IPv4 and IPv6 addresses and ranges as trusted proxies, and yields them as the list the door checks', () => {
    const checked = checkEnv({ SESSION_SECRET: SECRET, TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8' }, startEnv);
    const trusted = checked.ok ? checked.config.TRUSTED_PROXIES : new BlockList();
    expect([trusted.check('10.1.2.3'), trusted.check('127.0.0.1'), trusted.check('fd12::1', 'ipv6'), trusted.check('11.0.0.1')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes addresses a browser is sent to as URLs or site paths', () => {
    expect(checkEnv({ SESSION_SECRET: SECRET, LOGOUT_URL: '/', AUTOLOGIN_LOGOUT_URL: 'https://www.example.at/bye' }, startEnv).ok).toBe(
      true,
    );
    expect(problems({ SESSION_SECRET: SECRET, LOGOUT_URL: '//evil.example' })).toContain(
      'LOGOUT_URL must be an http(s) URL or a path starting with /',
    );
  });
});
