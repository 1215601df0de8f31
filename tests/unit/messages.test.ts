import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadMessages } from '@/lib/platform/i18n/messages';
import { LOCALES, type Locale } from '@/lib/platform/markets/markets';
import { flatten, keyParity, redundantOverrides } from '../support/message-parity';

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

  it('checks every locale of the shop: en-GB as the source, the others full or as overrides', () => {
    expect([SOURCE, ...ALL].sort()).toEqual([...LOCALES].sort());
    const files = fs.readdirSync(path.join(__dirname, '../../messages')).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(LOCALES.map((l) => `${l}.json`).sort());
  });

  it.each(FULL)('%s has exactly the key paths of en-GB', (locale) => {
    expect(keyParity(source, readFile(locale), 'full')).toEqual({ problems: [], missing: [], extra: [] });
  });

  it.each(Object.entries(OVERRIDES))('%s only overrides key paths that en-GB has (base %s)', (locale) => {
    expect(keyParity(source, readFile(locale as Locale), 'override')).toEqual({ problems: [], missing: [], extra: [] });
  });

  it.each(Object.entries(OVERRIDES))('%s holds only what differs from its base %s', (locale, base) => {
    expect(redundantOverrides(readFile(locale as Locale), readFile(base as Locale))).toEqual([]);
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

describe('the key checks themselves', () => {
  const en = flatten({ nav: { tariffs: 'Tariffs', cart: 'Cart' }, meta: { siteName: 'Mobile & Fibre' } });

  it('report a key a full locale misses', () => {
    expect(keyParity(en, { nav: { tariffs: 'Tarife' }, meta: { siteName: 'Mobile & Fibre' } }, 'full')).toEqual({
      problems: [],
      missing: ['nav.cart'],
      extra: [],
    });
  });

  it('report a key en-GB lacks, in full and in override files', () => {
    const file = { nav: { tariffs: 'Tarife', cart: 'Warenkorb', basket: 'Korb' }, meta: { siteName: 'Mobile & Fibre' } };
    expect(keyParity(en, file, 'full').extra).toEqual(['nav.basket']);
    expect(keyParity(en, { nav: { basket: 'Korb' } }, 'override')).toEqual({ problems: [], missing: [], extra: ['nav.basket'] });
  });

  it('let an override file leave keys to its base', () => {
    expect(keyParity(en, { nav: { cart: 'Einkaufswagen' } }, 'override')).toEqual({ problems: [], missing: [], extra: [] });
  });

  it('report a namespace turned into a text, and leaves that are not texts', () => {
    expect(keyParity(en, { nav: 'Navigation', meta: { siteName: ['Mobile'] } }, 'full')).toEqual({
      problems: ['meta.siteName: expected a string or an object, got ["Mobile"]'],
      missing: ['nav.tariffs', 'nav.cart', 'meta.siteName'],
      extra: ['nav'],
    });
  });

  it('report an override that repeats its base', () => {
    expect(redundantOverrides({ nav: { cart: 'Warenkorb', tariffs: 'Tarife' } }, { nav: { cart: 'Warenkorb', tariffs: 'Tarif' } })).toEqual(
      ['nav.cart'],
    );
  });
});
