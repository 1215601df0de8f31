import {
  blockOf,
  classesOf,
  classNameTokens,
  cssRules,
  filesUnder,
  importsOf,
  layoutsAbove,
  reachableFrom,
  read,
  stringTokens,
  type CssRule,
} from '../support/stylesheets';

/*
 * Stylesheets by feature (issue 25 §1, ADR "stylesheets by feature"): app/globals.css is the small base
 * every page loads (tokens, reset, typography, layout, buttons, form controls, notices); every other
 * rule sits in a stylesheet next to the components that use it and is imported by them, so a page
 * loads only the rules it shows. These tests hold that shape.
 */

const BASE = 'app/globals.css';
const BASE_BUDGET_LINES = 400;

const stylesheets = [...filesUnder('app', /\.css$/), ...filesUnder('components', /\.css$/)];
const featureSheets = stylesheets.filter((file) => file !== BASE);
const modules = [...filesUnder('app', /\.tsx?$/), ...filesUnder('components', /\.tsx?$/)];
const rulesOf = new Map<string, CssRule[]>(stylesheets.map((file) => [file, cssRules(read(file))]));

/** The block a selector is about: the block of its first class (`.slide .button--primary` → slide). */
const anchorOf = (selector: string) => {
  const first = classesOf(selector)[0];
  return first === undefined ? undefined : blockOf(first);
};

/** Each block and the stylesheets whose selectors are about it. */
const sheetsOfBlock = new Map<string, Set<string>>();
for (const [file, rules] of rulesOf) {
  for (const selector of rules.flatMap((rule) => rule.selectors)) {
    const anchor = anchorOf(selector);
    if (anchor) sheetsOfBlock.set(anchor, new Set([...(sheetsOfBlock.get(anchor) ?? []), file]));
  }
}
const ownerOf = (block: string) => [...(sheetsOfBlock.get(block) ?? [])][0];
const baseBlocks = new Set([...sheetsOfBlock].filter(([, files]) => files.has(BASE)).map(([block]) => block));

describe('the base stylesheet', () => {
  it(`stays under ${BASE_BUDGET_LINES} lines`, () => {
    expect(read(BASE).split('\n').length).toBeLessThanOrEqual(BASE_BUDGET_LINES);
  });

  it('is the only stylesheet that styles elements by their name alone', () => {
    const bare = featureSheets.flatMap((file) =>
      rulesOf
        .get(file)!
        .flatMap((rule) => rule.selectors.filter((selector) => anchorOf(selector) === undefined).map((selector) => `${file}: ${selector}`)),
    );
    expect(bare).toEqual([]);
  });
});

describe('stylesheets by feature', () => {
  it('style each block in one stylesheet only', () => {
    const shared = [...sheetsOfBlock].filter(([, files]) => files.size > 1).map(([block, files]) => `${block}: ${[...files].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it("never style another feature's classes: a selector names its own blocks and base classes only", () => {
    const foreign = featureSheets.flatMap((file) =>
      rulesOf.get(file)!.flatMap((rule) =>
        rule.selectors.flatMap((selector) =>
          classesOf(selector)
            .map(blockOf)
            .filter((block) => !baseBlocks.has(block) && ownerOf(block) !== file)
            .map((block) => `${file}: ${selector} (${block} belongs to ${ownerOf(block) ?? 'no stylesheet'})`),
        ),
      ),
    );
    expect(foreign).toEqual([]);
  });

  it('are each imported by a module', () => {
    const imported = new Set(modules.flatMap(importsOf));
    expect(featureSheets.filter((file) => !imported.has(file))).toEqual([]);
  });

  it('are loaded by every page, layout and state screen whose modules use their classes', () => {
    const graph = new Map<string, Set<string>>();
    const entries = filesUnder('app', /^(page|layout|loading|error|not-found)\.tsx$/);
    const missing = entries.flatMap((entry) => {
      const own = reachableFrom(entry, graph);
      const loaded = new Set([entry, ...layoutsAbove(entry)].flatMap((file) => [...reachableFrom(file, graph)]));
      return [...own]
        .filter((file) => file.endsWith('.tsx'))
        .flatMap((file) =>
          classNameTokens(read(file)).flatMap((token) => {
            const sheet = ownerOf(blockOf(token));
            return sheet && !loaded.has(sheet) ? [`${entry}: ${file} uses .${token}, ${sheet} is not loaded`] : [];
          }),
        );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('style only classes that some module uses', () => {
    const used = modules.map((file) => stringTokens(read(file)));
    const isUsed = (cls: string) =>
      used.some((tokens) => tokens.has(cls) || [...tokens].some((token) => /(--|__)$/.test(token) && cls.startsWith(token)));
    const unused = stylesheets.flatMap((file) =>
      [...new Set(rulesOf.get(file)!.flatMap((rule) => rule.selectors.flatMap(classesOf)))]
        .filter((cls) => !isUsed(cls))
        .map((cls) => `${file}: .${cls}`),
    );
    expect(unused).toEqual([]);
  });
});

describe('design tokens', () => {
  const root = rulesOf.get(BASE)!.find((rule) => rule.selectors.join() === ':root')!;
  const tokens = new Map([...root.body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  const declarations = stylesheets.flatMap((file) =>
    rulesOf
      .get(file)!
      .filter((rule) => rule !== root)
      .flatMap((rule) => [...rule.body.matchAll(/([\w-]+)\s*:\s*([^;]+);?/g)].map((m) => ({ file, property: m[1]!, value: m[2]!.trim() }))),
  );

  it('are few: colours, space, radii and the type scale', () => {
    expect([...tokens.keys()].every((name) => /^--(color|space|radius|text|font)\b/.test(name))).toBe(true);
    expect(tokens.size).toBeLessThanOrEqual(40);
  });

  it('are each used', () => {
    const all = stylesheets.map(read).join('\n');
    expect([...tokens.keys()].filter((name) => !all.includes(`var(${name})`))).toEqual([]);
  });

  it('are written as tokens wherever a colour, radius or font size equals one', () => {
    const hex = (value: string) => value.toLowerCase().replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/, '#$1$1$2$2$3$3');
    const colours = new Map([...tokens].filter(([name]) => name.startsWith('--color')).map(([name, value]) => [hex(value), name]));
    const radii = new Map([...tokens].filter(([name]) => name.startsWith('--radius')).map(([name, value]) => [value, name]));
    const sizes = new Map([...tokens].filter(([name]) => name.startsWith('--text')).map(([name, value]) => [value, name]));
    const literal = declarations.flatMap(({ file, property, value }) => {
      const found = [
        ...[...value.matchAll(/#[0-9a-fA-F]{3,6}\b/g)].map((m) => colours.get(hex(m[0]))),
        ...(property === 'border-radius' ? value.split(/\s+/).map((part) => radii.get(part)) : []),
        ...(property === 'font-size' ? [sizes.get(value)] : []),
      ].filter((name): name is string => name !== undefined);
      return found.map((name) => `${file}: ${property}: ${value} (use var(${name}))`);
    });
    expect(literal).toEqual([]);
  });
});
