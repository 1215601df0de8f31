/** The number reservation's captcha, chosen by configuration (ADR 49): the sandbox's unless a provider widget is configured. */
import { captchaConfig, TURNSTILE_SCRIPT_SRC } from '@/lib/platform/captcha/captcha-config';
import { checkEnv, startEnv } from '@/lib/platform/config/server-env';

const SECRET = 'a-session-secret-of-at-least-32-characters';

it("is the reference API's sandbox captcha by default (demo and tests)", () => {
  expect(captchaConfig({})).toEqual({ kind: 'sandbox' });
  expect(captchaConfig({ CAPTCHA_PROVIDER: 'sandbox', CAPTCHA_SITE_KEY: '0x4AAAAAAA' })).toEqual({ kind: 'sandbox' });
});

it("is the provider's widget when configured, from Turnstile's script unless another is named", () => {
  expect(captchaConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: '0x4AAAAAAA' })).toEqual({
    kind: 'widget',
    scriptSrc: TURNSTILE_SCRIPT_SRC,
    siteKey: '0x4AAAAAAA',
  });
  expect(
    captchaConfig({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_SRC: 'https://captcha.example/api.js' }),
  ).toEqual({
    kind: 'widget',
    scriptSrc: 'https://captcha.example/api.js',
    siteKey: 'k',
  });
});

it('stops the start for a widget without its site key, an unknown provider or a script not on https', () => {
  const message = (env: Record<string, string>) => {
    const checked = checkEnv({ SESSION_SECRET: SECRET, ...env }, startEnv);
    return checked.ok ? undefined : checked.message;
  };
  expect(message({ CAPTCHA_PROVIDER: 'turnstile' })).toContain('CAPTCHA_SITE_KEY is not set (CAPTCHA_PROVIDER=turnstile needs it)');
  expect(message({ CAPTCHA_PROVIDER: 'recaptcha' })).toContain('CAPTCHA_PROVIDER must be one of sandbox, turnstile');
  expect(message({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k', CAPTCHA_SCRIPT_SRC: 'http://captcha.example/api.js' })).toContain(
    'CAPTCHA_SCRIPT_SRC must be an absolute URL (https)',
  );
  expect(message({ CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: 'k' })).toBeUndefined();
});
