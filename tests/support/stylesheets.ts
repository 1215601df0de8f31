import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/*
 * Reads the shop's stylesheets and the modules that use them, for tests/unit/stylesheets.test.ts. The
 * stylesheets are plain CSS without nesting, so a few lines read them: rules, @media blocks around
 * rules, @keyframes (whose steps are not selectors).
 */

export const ROOT = process.cwd();

export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

export const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

export type CssRule = { selectors: string[]; body: string };

/** Splits at commas outside parentheses and brackets (`a:has(b, c), d` → two parts). */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  return [...parts, current.trim()].filter(Boolean);
}

/** The style rules of a stylesheet, those inside @media and @supports included. */
export function cssRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; depth > 0; close++) {
      if (text[close] === '{') depth++;
      if (text[close] === '}') depth--;
    }
    const body = text.slice(open + 1, close - 1);
    if (/^@(media|supports)\b/.test(prelude)) rules.push(...cssRules(body));
    else if (!prelude.startsWith('@')) rules.push({ selectors: splitTopLevel(prelude), body });
    i = close;
  }
  return rules;
}

/** The classes a selector names, in order (attribute values and ids left out). */
export const classesOf = (selector: string) =>
  [
    ...selector
      .replace(/\[[^\]]*\]/g, '')
      .replace(/#[\w-]+/g, '')
      .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g),
  ].map((m) => m[1]!);

/** The BEM block of a class: `tariff-card__header` and `tariff-card--colored` belong to `tariff-card`. */
export const blockOf = (cls: string) => cls.split(/__|--/)[0]!;

const LITERALS = /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g;
const INTERPOLATION = /\$\{([^}]*)\}/g;

/**
 * The tokens of the string literals in a piece of code: a token with `${…}` in it gives its static part
 * before it (`usage-meter--${level}` → `usage-meter--`), and the literals inside `${…}` count too.
 */
function literalTokens(code: string): string[] {
  return [...code.matchAll(LITERALS)].flatMap((m) => {
    const text = m[1] ?? m[2] ?? m[3] ?? '';
    const own = text
      .replace(INTERPOLATION, '\u0000')
      .split(/\s+/)
      .map((token) => token.split('\u0000')[0]!)
      .filter(Boolean);
    return [...own, ...(m[3] === undefined ? [] : [...text.matchAll(INTERPOLATION)].flatMap((i) => literalTokens(i[1]!)))];
  });
}

/** The class tokens of a module's className attributes (`className="a b"`, `className={x ? 'a' : `b--${y}`}`). */
export function classNameTokens(source: string): string[] {
  const tokens: string[] = [];
  for (const match of source.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    if (match[1] !== undefined) {
      tokens.push(...match[1].split(/\s+/).filter(Boolean));
      continue;
    }
    const start = match.index + match[0].length;
    let end = start;
    for (let depth = 1; depth > 0; end++) {
      if (source[end] === '{') depth++;
      if (source[end] === '}') depth--;
    }
    tokens.push(...literalTokens(source.slice(start, end - 1)).filter((token) => /^[a-z][\w-]*$/.test(token)));
  }
  return tokens;
}

/** Every token of a module's string literals (the static part of one with `${…}` in it). */
export const stringTokens = (source: string) => new Set(literalTokens(source));

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository files a module imports (static, re-exported and dynamic imports; packages left out). */
export function importsOf(file: string): string[] {
  const specifiers = [...read(file).matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => (m[1] ?? m[2])!);
  return specifiers.flatMap((spec) => {
    if (!spec.startsWith('@/') && !spec.startsWith('.')) return [];
    const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(ROOT, dirname(file), spec);
    const found = EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
    return found ? [relative(ROOT, found)] : [];
  });
}

/** Every file a module reaches through its imports, itself included. */
export function reachableFrom(entry: string, cache = new Map<string, Set<string>>()): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.css')) stack.push(...(cache.get(file) ?? cache.set(file, new Set(importsOf(file))).get(file)!));
  }
  return seen;
}

/** The layouts above an app router file, outermost first (route groups included). */
export function layoutsAbove(file: string): string[] {
  const layouts: string[] = [];
  for (let dir = dirname(file); dir.startsWith('app'); dir = dirname(dir)) {
    const layout = join(dir, 'layout.tsx');
    if (layout !== file && existsSync(join(ROOT, layout))) layouts.unshift(layout);
  }
  return layouts;
}
