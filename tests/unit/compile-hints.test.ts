import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error the build scripts are plain JavaScript (ES modules) without type declarations
import { addCompileHints, COMPILE_HINT } from '../../scripts/lib/compile-hints.mjs';

describe('build: explicit compile hints for the browser chunks', () => {
  let nextDir: string;
  const chunk = (name: string) => readFileSync(path.join(nextDir, 'static', 'chunks', name), 'utf8');

  beforeEach(() => {
    nextDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(nextDir, 'static', 'chunks', 'app'), { recursive: true });
    writeFileSync(path.join(nextDir, 'build-manifest.json'), JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'] }));
    writeFileSync(path.join(nextDir, 'static', 'chunks', 'framework.js'), 'self.a=1;');
    writeFileSync(path.join(nextDir, 'static', 'chunks', 'app', 'page.js'), 'self.b=2;');
    writeFileSync(path.join(nextDir, 'static', 'chunks', 'polyfills.js'), 'self.c=3;');
    writeFileSync(path.join(nextDir, 'static', 'chunks', 'styles.css'), 'a{}');
  });
  afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

  it('puts the hint at the top of every chunk but the polyfills, once', () => {
    expect(addCompileHints(nextDir)).toBe(2);
    expect(addCompileHints(nextDir)).toBe(0);
    expect(chunk('framework.js')).toBe(`${COMPILE_HINT}self.a=1;`);
    expect(chunk(path.join('app', 'page.js'))).toBe(`${COMPILE_HINT}self.b=2;`);
    expect(chunk('polyfills.js')).toBe('self.c=3;');
    expect(chunk('styles.css')).toBe('a{}');
  });
});
