/**
 * The visitor's cookie choice (issue 5 §2): which optional categories they allow, kept in the
 * first-party cookie `consent` as versioned JSON for 12 months. Plain TypeScript without zod: the
 * banner reads it on every page, and zod would add about 30 kB to every page's JavaScript.
 */

export const CONSENT_COOKIE = 'consent';
/** Bump when the categories change: an older choice is then asked again. */
export const CONSENT_VERSION = 1;
export const CONSENT_MAX_AGE_MONTHS = 12;
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `necessary` is always on; the others need the visitor's yes. */
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export const OPTIONAL_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export type ConsentChoice = Record<OptionalCategory, boolean>;
export type Consent = ConsentChoice & { v: typeof CONSENT_VERSION; at: string };

/** How the visitor decided: the three buttons of the banner and the settings page. */
export const CONSENT_DECISIONS = ['all', 'none', 'custom'] as const;
export type ConsentDecision = (typeof CONSENT_DECISIONS)[number];

/** The choice a button stands for; "save my choice" takes the ticked categories. */
export function choiceFor(decision: ConsentDecision, ticked: Partial<ConsentChoice> = {}): ConsentChoice {
  const all = decision === 'all';
  const pick = (category: OptionalCategory) => (decision === 'custom' ? ticked[category] === true : all);
  return { preferences: pick('preferences'), statistics: pick('statistics'), marketing: pick('marketing') };
}

/** The cookie's value (before the cookie encoding) for a choice made at `now`. */
export function serializeConsent(choice: ConsentChoice, now: Date): string {
  const consent: Consent = { v: CONSENT_VERSION, ...choice, at: now.toISOString() };
  return JSON.stringify(consent);
}

/** The stored choice, or null when there is none, it is malformed or of another version. */
export function parseConsent(value: string | undefined | null): Consent | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (record.v !== CONSENT_VERSION || typeof record.at !== 'string' || Number.isNaN(Date.parse(record.at))) return null;
  if (!OPTIONAL_CATEGORIES.every((c) => typeof record[c] === 'boolean')) return null;
  return {
    v: CONSENT_VERSION,
    preferences: record.preferences === true,
    statistics: record.statistics === true,
    marketing: record.marketing === true,
    at: record.at,
  };
}

/** The `consent` value of a Cookie header or document.cookie, decoded. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  const entry = cookieHeader.split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return undefined;
  try {
    return decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1));
  } catch {
    return undefined;
  }
}

export const allows = (consent: Consent | null, category: ConsentCategory): boolean =>
  category === 'necessary' || (consent !== null && consent[category]);

/**
 * Runs before the page paints (inline in the HTML): marks <html data-consent> when a valid choice is
 * stored, so the banner, which is in the cached HTML for everybody, never shows to those who chose.
 */
export const CONSENT_BOOT_SCRIPT = `try{var m=document.cookie.match(/(?:^|; )${CONSENT_COOKIE}=([^;]*)/);var c=m&&JSON.parse(decodeURIComponent(m[1]));if(c&&c.v===${CONSENT_VERSION})document.documentElement.setAttribute('data-consent','')}catch(e){}`;
