import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from '@/tests/support/files-under';

/*
 * Conventions every page and layout under app/ keeps, where a file that breaks one still works.
 *
 * One source for how long pages are cached: CONTENT_REVALIDATE_SECONDS (lib/platform/content-api/settings.ts),
 * applied to the content reads. A page's own `export const revalidate` would be a second one (Next
 * takes segment config only as a literal, so it cannot come from the setting).
 */
const APP = join(process.cwd(), 'app');

const sourceFiles = (dir: string) => filesUnder(dir, (name) => /\.(ts|tsx|js|jsx|mjs)$/.test(name));

const DECLARES_REVALIDATE = /export\s+(const|let|var)\s+revalidate\b|export\s*\{[^}]*\brevalidate\b[^}]*\}/;

describe('revalidation time', () => {
  it('is set once, by CONTENT_REVALIDATE_SECONDS: no page or layout declares its own revalidate', () => {
    const files = sourceFiles(APP);
    expect(files.length).toBeGreaterThan(20);
    const declaring = files
      .filter((file) => DECLARES_REVALIDATE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(process.cwd(), file));
    expect(declaring).toEqual([]);
  });

  it('recognises the declarations it forbids', () => {
    expect(DECLARES_REVALIDATE.test('export const revalidate = 300;')).toBe(true);
    expect(DECLARES_REVALIDATE.test('const revalidate = 60;\nexport { dynamic, revalidate };')).toBe(true);
    expect(DECLARES_REVALIDATE.test("export const dynamic = 'force-dynamic';")).toBe(false);
    expect(DECLARES_REVALIDATE.test('revalidateTag(tag);')).toBe(false);
  });
});

const SETS_LOCALE = /\bsetRequestLocale\b/;

describe('the page’s locale', () => {
  it('comes from the [locale] root param alone (ADR 55): no page or layout calls setRequestLocale', () => {
    const calling = sourceFiles(APP)
      .filter((file) => SETS_LOCALE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(process.cwd(), file));
    expect(calling).toEqual([]);
  });
});
