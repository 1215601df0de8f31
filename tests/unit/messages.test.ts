import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/markets/markets';

/**
 * The message files against en-GB (the source): same key paths, same ICU arguments, and the
 * market rules of ARCHITECTURE §3 (de-DE/de-CH are overrides over de-AT, it-CH over it-IT).
 */

const SOURCE: Locale = 'en-GB';
const FULL: Locale[] = ['de-AT', 'fr-CH', 'it-IT'];
const OVERRIDES: Partial<Record<Locale, Locale>> = { 'de-DE': 'de-AT', 'de-CH': 'de-AT', 'it-CH': 'it-IT' };
const ALL: Locale[] = [...FULL, ...(Object.keys(OVERRIDES) as Locale[])];
/** Brand and endonym messages that read the same in every language. */
const INVARIANT = ['meta.siteName', 'footer.copyright', 'nav.languageName', 'footer.socialNetwork'];

function readFile(locale: Locale): unknown {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '../../messages', `${locale}.json`), 'utf8'));
}

/** Key path ("tariff.simType") → leaf; `problems` gets every leaf that is not a string. */
function flatten(tree: unknown, problems: string[] = [], prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    problems.push(`${prefix || '(root)'}: expected an object`);
    return out;
  }
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(keyPath, value);
    else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [p, v] of flatten(value, problems, keyPath)) out.set(p, v);
    } else problems.push(`${keyPath}: expected a string or an object, got ${JSON.stringify(value)}`);
  }
  return out;
}

const source = flatten(readFile(SOURCE));

type Argument = { type: TYPE; options?: string[]; pound?: Record<string, boolean> };

function hasPound(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (el) =>
      el.type === TYPE.pound ||
      (el.type === TYPE.tag && hasPound(el.children)) ||
      ((el.type === TYPE.plural || el.type === TYPE.select) && Object.values(el.options).some((o) => hasPound(o.value))),
  );
}

/** Every argument of a message, nested ones included: name → type (and plural/select options). */
function argumentsOf(message: string): Map<string, Argument> {
  const args = new Map<string, Argument>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      switch (el.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          // `other {{type}}` echoes a select's own value: keep the select.
          if (!args.has(el.value)) args.set(el.value, { type: el.type });
          break;
        case TYPE.plural:
        case TYPE.select: {
          const pound: Record<string, boolean> = {};
          for (const [key, option] of Object.entries(el.options)) pound[key] = hasPound(option.value);
          args.set(el.value, { type: el.type, options: Object.keys(el.options), pound });
          for (const option of Object.values(el.options)) visit(option.value);
          break;
        }
        case TYPE.tag:
          args.set(el.value, { type: el.type });
          visit(el.children);
          break;
        default:
          break;
      }
    }
  };
  visit(parse(message, { requiresOtherClause: true }));
  return args;
}

/** What is wrong with a translation compared with the English message, as readable lines. */
function compareMessage(locale: Locale, keyPath: string, english: string, translated: string): string[] {
  let en: Map<string, Argument>;
  let tr: Map<string, Argument>;
  try {
    en = argumentsOf(english);
  } catch (error) {
    return [`en-GB ${keyPath}: not valid ICU (${(error as Error).message})`];
  }
  try {
    tr = argumentsOf(translated);
  } catch (error) {
    return [`${locale} ${keyPath}: not valid ICU (${(error as Error).message})`];
  }
  const problems: string[] = [];
  const where = `${locale} ${keyPath}`;
  const enNames = [...en.keys()].sort();
  const trNames = [...tr.keys()].sort();
  if (enNames.join() !== trNames.join()) {
    problems.push(`${where}: arguments {${trNames.join(', ')}} differ from en-GB {${enNames.join(', ')}}`);
  }
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  for (const [name, e] of en) {
    const t = tr.get(name);
    if (!t) continue;
    if (t.type !== e.type) {
      problems.push(`${where}: {${name}} is ${TYPE[t.type]}, en-GB has ${TYPE[e.type]}`);
      continue;
    }
    const enOptions = e.options ?? [];
    const trOptions = t.options ?? [];
    if (e.type === TYPE.select && [...enOptions].sort().join() !== [...trOptions].sort().join()) {
      problems.push(`${where}: select {${name}} has keys [${trOptions.join(', ')}], en-GB has [${enOptions.join(', ')}]`);
    }
    if (e.type === TYPE.plural) {
      // Exact matches (=0) must survive; a language may add the plural categories it needs.
      for (const key of enOptions.filter((k) => k.startsWith('='))) {
        if (!trOptions.includes(key)) problems.push(`${where}: plural {${name}} lost the "${key}" case`);
      }
      for (const key of trOptions.filter((k) => !k.startsWith('='))) {
        if (!categories.has(key)) problems.push(`${where}: plural {${name}} uses "${key}", not a ${locale} plural category`);
      }
      if (e.pound?.other && !t.pound?.other) problems.push(`${where}: plural {${name}} case "other" dropped the # count`);
    }
  }
  return problems;
}

describe('message files', () => {
  it('en-GB is well-formed ICU with string leaves only', () => {
    const problems: string[] = [];
    flatten(readFile(SOURCE), problems);
    for (const [keyPath, message] of source) problems.push(...compareMessage(SOURCE, keyPath, message, message));
    expect(problems).toEqual([]);
  });

  it.each(FULL)('%s has exactly the key paths of en-GB', (locale) => {
    const problems: string[] = [];
    const keys = [...flatten(readFile(locale), problems).keys()];
    expect({
      problems,
      missing: [...source.keys()].filter((k) => !keys.includes(k)),
      extra: keys.filter((k) => !source.has(k)),
    }).toEqual({ problems: [], missing: [], extra: [] });
  });

  it.each(Object.entries(OVERRIDES))('%s only overrides key paths that en-GB has (base %s)', (locale) => {
    const problems: string[] = [];
    const keys = [...flatten(readFile(locale as Locale), problems).keys()];
    expect({ problems, extra: keys.filter((k) => !source.has(k)) }).toEqual({ problems: [], extra: [] });
  });

  it.each(ALL)('%s keeps the ICU arguments of every en-GB message', (locale) => {
    const problems: string[] = [];
    for (const [keyPath, message] of flatten(readFile(locale))) {
      const english = source.get(keyPath);
      if (english !== undefined) problems.push(...compareMessage(locale, keyPath, english, message));
    }
    expect(problems).toEqual([]);
  });

  it.each(ALL)('%s, as loaded, has every key and keeps brand names and endonyms', async (locale) => {
    const merged = flatten(await loadMessages(locale));
    expect([...merged.keys()].sort()).toEqual([...source.keys()].sort());
    for (const keyPath of INVARIANT) expect([keyPath, merged.get(keyPath)]).toEqual([keyPath, source.get(keyPath)]);
  });

  it('de-CH, merged over de-AT, never writes ß', async () => {
    const merged = flatten(await loadMessages('de-CH'));
    const withEszett = [...merged].filter(([, message]) => message.includes('ß')).map(([keyPath, message]) => `${keyPath}: ${message}`);
    expect(withEszett).toEqual([]);
  });

});
