/**
 * Explicit compile hints for the browser chunks: `//# allFunctionsCalledOnLoad` at the top of a
 * script makes Chromium (136+) compile all its functions on the background thread that streams the
 * script, instead of lazily on the main thread the first time each is called. Every chunk of this
 * app is requested only when a page runs it, and lazy compilation of their module factories was
 * the largest single part of the main-thread work while a page starts (about half of the framework
 * chunk's evaluation). Other browsers ignore the comment. Next.js has no option for it yet, so it
 * is added after `next build`; the transform is the same for every build, so a chunk's hashed name
 * still stands for exactly one content. The legacy-browser polyfills are left alone.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to every JavaScript chunk under `<nextDir>/static/chunks`; returns how many got it. */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const skipped = new Set((manifest.polyfillFiles ?? []).map((file) => path.join(nextDir, file)));
  const chunksDir = path.join(nextDir, 'static', 'chunks');
  let count = 0;
  for (const entry of readdirSync(chunksDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (skipped.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    count += 1;
  }
  return count;
}

/** The step after `next build`: hints the project's build and says how many chunks got them. */
export function hintBuiltChunks() {
  console.info(`compile hints added to ${addCompileHints(path.join(ROOT, '.next'))} browser chunks`);
}
