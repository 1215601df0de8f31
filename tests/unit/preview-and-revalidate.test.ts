import { secretMatches } from '@/lib/platform/bff/secret';
import { isKnownTag } from '@/lib/platform/content-api/tags';
import { parsePreviewDate } from '@/lib/platform/preview/preview-date';

const SECRET = 'x'.repeat(43);

describe('secret comparison of the preview and revalidate routes', () => {
  it('accepts exactly the configured secret', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches(`${SECRET}y`, SECRET)).toBe(false);
    expect(secretMatches(SECRET.slice(1), SECRET)).toBe(false);
    expect(secretMatches('', SECRET)).toBe(false);
    expect(secretMatches(null, SECRET)).toBe(false);
  });

  it('never matches when no usable secret is configured', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches(undefined, undefined)).toBe(false);
    expect(secretMatches('short', 'short')).toBe(false);
  });
});

describe('the preview date', () => {
  it('is a calendar day in the form YYYY-MM-DD', () => {
    expect(parsePreviewDate('2026-12-24')).toBe('2026-12-24');
    expect(parsePreviewDate('2028-02-29')).toBe('2028-02-29');
  });

  it('rejects other forms and days that do not exist', () => {
    for (const bad of ['24.12.2026', '2026-12-24T00:00:00Z', '2026-13-01', '2026-02-30', 'tomorrow', '', null, undefined]) {
      expect([bad, parsePreviewDate(bad)]).toEqual([bad, null]);
    }
  });
});

describe('tags /api/revalidate accepts', () => {
  it('are the cache tags of lib/platform/content-api/tags.ts for existing markets', () => {
    expect(isKnownTag('tariffs:AT')).toBe(true);
    expect(isKnownTag('devices:CAMP')).toBe(true);
    expect(isKnownTag('faq:CH')).toBe(true);
  });

  it('exclude unknown kinds and markets, and other spellings', () => {
    for (const tag of ['tariffs:XX', 'tariffs:at', 'tariffs', 'orders:AT', '*', 'tariffs:AT '])
      expect([tag, isKnownTag(tag)]).toEqual([tag, false]);
  });
});
