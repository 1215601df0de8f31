/**
 * Which captcha guards the number reservation (SPEC §7 turnstileToken), chosen by configuration
 * (ADR 49): the reference API's sandbox captcha, answered in our own form (the default: demo and
 * tests), or a Turnstile-style provider widget, whose script the number page loads from the
 * provider and whose token goes on to the content API as it is. Read by the number step, its route
 * handler and the Content-Security-Policy (the widget's origin is allowed on the number page only).
 */
export const CAPTCHA_PROVIDERS = ['sandbox', 'turnstile'] as const;

/** Cloudflare Turnstile's script, the widget's default when CAPTCHA_SCRIPT_SRC is not set. */
export const TURNSTILE_SCRIPT_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

export type CaptchaConfig =
  | { kind: 'sandbox' }
  /** The provider's script (its origin is the one the policy allows) and the site's public key. */
  | { kind: 'widget'; scriptSrc: string; siteKey: string };

type Settings = Readonly<{ CAPTCHA_PROVIDER?: string; CAPTCHA_SCRIPT_SRC?: string; CAPTCHA_SITE_KEY?: string }>;

/**
 * The captcha of the configuration (serverConfig(), or the environment as proxy.ts reads it; the door
 * checked it: lib/platform/config/server-env.ts refuses a widget without CAPTCHA_SITE_KEY). An unknown provider
 * or a widget without its key is the sandbox's.
 */
export function captchaConfig(env: Settings): CaptchaConfig {
  const siteKey = env.CAPTCHA_SITE_KEY;
  if (env.CAPTCHA_PROVIDER !== 'turnstile' || !siteKey) return { kind: 'sandbox' };
  return { kind: 'widget', scriptSrc: env.CAPTCHA_SCRIPT_SRC || TURNSTILE_SCRIPT_SRC, siteKey };
}
