import {
  allows,
  choiceFor,
  CONSENT_BOOT_SCRIPT,
  CONSENT_COOKIE,
  consentCookieValue,
  parseConsent,
  serializeConsent,
} from '@/lib/platform/consent/consent';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('cookie consent (issue 5 §2)', () => {
  it('accept all allows every category, reject all none, save my choice exactly the ticked ones', () => {
    expect(choiceFor('all')).toEqual({ preferences: true, statistics: true, marketing: true });
    expect(choiceFor('none', { statistics: true })).toEqual({ preferences: false, statistics: false, marketing: false });
    expect(choiceFor('custom', { statistics: true })).toEqual({ preferences: false, statistics: true, marketing: false });
  });

  it('stores the choice as versioned JSON with the time it was made, and reads it back', () => {
    const value = serializeConsent(choiceFor('custom', { preferences: true }), NOW);
    expect(JSON.parse(value)).toEqual({ v: 1, preferences: true, statistics: false, marketing: false, at: NOW.toISOString() });
    expect(parseConsent(value)).toEqual({ v: 1, preferences: true, statistics: false, marketing: false, at: NOW.toISOString() });
  });

  it('treats a missing, malformed or older-version cookie as no choice, so the banner asks again', () => {
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 0, preferences: true, statistics: true, marketing: true, at: NOW.toISOString() }))).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 1, preferences: 'yes', statistics: true, marketing: true, at: NOW.toISOString() }))).toBeNull();
    expect(parseConsent(JSON.stringify({ v: 1, preferences: true, statistics: true, marketing: true, at: 'yesterday' }))).toBeNull();
  });

  it('always allows the necessary category; the others only with a stored yes', () => {
    const statisticsOnly = parseConsent(serializeConsent(choiceFor('custom', { statistics: true }), NOW));
    expect(allows(null, 'necessary')).toBe(true);
    expect(allows(null, 'statistics')).toBe(false);
    expect(allows(statisticsOnly, 'statistics')).toBe(true);
    expect(allows(statisticsOnly, 'marketing')).toBe(false);
  });

  it('finds and decodes the consent cookie among others', () => {
    const value = serializeConsent(choiceFor('all'), NOW);
    const header = `other=1; ${CONSENT_COOKIE}=${encodeURIComponent(value)}; __Host-session=x`;
    expect(consentCookieValue(header)).toBe(value);
    expect(consentCookieValue('consented=1; selection=2')).toBeUndefined();
  });

  it('boot script marks <html> only when a choice of this version is stored', () => {
    const run = (cookie: string) => {
      const attributes = new Map<string, string>();
      const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
      new Function('document', CONSENT_BOOT_SCRIPT)(document);
      return attributes.has('data-consent');
    };
    expect(run(`${CONSENT_COOKIE}=${encodeURIComponent(serializeConsent(choiceFor('none'), NOW))}`)).toBe(true);
    expect(run('')).toBe(false);
    expect(run(`${CONSENT_COOKIE}=%7Bbroken`)).toBe(false);
    expect(run(`${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ v: 0 }))}`)).toBe(false);
  });
});
