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

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The captcha of an environment (checked by lib/config/server-env.ts: the widget needs
 * CAPTCHA_SITE_KEY). An unknown provider or a widget without its key falls back to the sandbox.
 */
export function captchaConfig(env: Env = process.env): CaptchaConfig {
  const siteKey = env.CAPTCHA_SITE_KEY;
  if (env.CAPTCHA_PROVIDER !== 'turnstile' || !siteKey) return { kind: 'sandbox' };
  return { kind: 'widget', scriptSrc: env.CAPTCHA_SCRIPT_SRC || TURNSTILE_SCRIPT_SRC, siteKey };
}
