import { ESLint, type Linter } from 'eslint';

/*
 * The import boundaries of eslint.config.mjs (ARCHITECTURE §2), proved on snippets linted as if they
 * were files in each zone. The real config is loaded once: through Jest's module system (its SWC
 * transform turns the .mjs into CommonJS), because ESLint's own loader would import() it, which
 * Jest's VM does not allow.
 */
const { default: config } = jest.requireActual<{ default: Linter.Config[] }>('@/eslint.config.mjs');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: true, overrideConfig: config });
});

/** The no-restricted-imports messages for one import in a file at `filePath`. */
async function restrictions(filePath: string, source: string): Promise<string[]> {
  const code = `import { probe } from '${source}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** Asserts that importing `source` in `filePath` is refused once, with a message containing `hint`. */
async function expectRefused(filePath: string, source: string, hint: string): Promise<void> {
  const messages = await restrictions(filePath, source);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toContain(hint);
}

const DOMAIN = 'lib/domain/probe.ts';
const COMPONENT = 'components/probe/Probe.tsx';
const REFERENCE_API = 'content-api/src/routes/probe.ts';

describe('lib/domain imports no I/O and never the wire', () => {
  it.each(['@/lib/content-api/schemas', '@/lib/content-api/tariffs', '../content-api/schemas'])(
    'sends %s to the shop types in lib/model',
    (source) => expectRefused(DOMAIN, source, '@/lib/model/<domain>'),
  );

  it.each([
    'next/navigation',
    'react',
    'ky',
    'zod',
    'server-only',
    'iron-session',
    'node:fs',
    'fs',
    '@/lib/bff/session',
    '@/lib/catalogue/devices',
    '@/lib/i18n/format',
    '@/lib/markets/hosts',
    '../bff/session',
    '@/components/tariff/TariffFacts',
  ])('refuses %s: rules get what they need from their caller', (source) => expectRefused(DOMAIN, source, 'lib/domain is pure spec rules'));

  it.each(['./price', '@/lib/domain/price', '../domain/price', '@/lib/model/tariffs', '@/lib/markets/markets', '../markets/markets'])(
    'allows %s',
    async (source) => {
      expect(await restrictions(DOMAIN, source)).toEqual([]);
    },
  );
});

describe('components import no server-only BFF code and never the wire', () => {
  it.each(['@/lib/bff/session', '@/lib/bff/routes', '../../lib/bff/errors'])('sends %s to lib/contracts', (source) =>
    expectRefused(COMPONENT, source, '@/lib/contracts/*'),
  );

  it.each(['@/lib/content-api/schemas', '@/lib/content-api/schemas/contact-form', '@/lib/content-api/client', '../../lib/content-api/schemas'])(
    'sends %s to lib/model and lib/contracts',
    (source) => expectRefused(COMPONENT, source, 'types come from @/lib/model/<domain>'),
  );

  it.each(['@/lib/contracts/field-errors', '@/lib/model/shops', '@/lib/content-api/config', '@/lib/domain/price', 'react', './Sibling'])(
    'allows %s',
    async (source) => {
      expect(await restrictions(COMPONENT, source)).toEqual([]);
    },
  );
});

describe('the reference API takes the wire and the rules from their packages only', () => {
  it.each(['@/lib/bff/session', '@/lib/content-api/client', '@/lib/content-api/tariffs', '@/lib/i18n/format', '../../../lib/catalogue/devices', '@/lib/model/tariffs', '@/lib/contracts/field-errors'])(
    'refuses %s',
    (source) => expectRefused(REFERENCE_API, source, 'stands in for the provider'),
  );

  it.each([
    ['../../../lib/content-api/schemas', '@storefront/wire'],
    ['@/lib/content-api/schemas/contact-form', '@storefront/wire'],
    ['../../../lib/content-api/field-errors', '@storefront/wire/field-errors'],
    ['@/lib/content-api/tags', '@storefront/wire/tags'],
    ['@/lib/domain/price', '@storefront/rules/<rule>'],
    ['../../../lib/markets/markets', '@storefront/markets/markets'],
    ['../../../lib/markets/country', '@storefront/markets/country'],
  ])('refuses %s and names %s', (source, name) => expectRefused(REFERENCE_API, source, name));

  it.each(['@/content-api/src/store', '@/tests/support/result'])('refuses %s: the @/ alias is the storefront\'s', (source) =>
    expectRefused(REFERENCE_API, source, "The @/ alias is the storefront's"),
  );

  it.each(['next/server', 'react', '../../../components/tariff/TariffFacts', '../../../app/api/health/route'])('refuses %s: it is no Next.js app', (source) =>
    expectRefused(REFERENCE_API, source, 'Hono server apart from the storefront'),
  );

  it.each([
    '@storefront/wire',
    '@storefront/wire/field-errors',
    '@storefront/rules/price',
    '@storefront/markets/markets',
    '../../../content/legal/companies',
    '../store',
    'hono',
  ])('allows %s', async (source) => {
    expect(await restrictions(REFERENCE_API, source)).toEqual([]);
  });
});

describe('outside the zones', () => {
  it('leaves route handlers free to use the BFF and the wire', async () => {
    expect(await restrictions('app/api/probe/route.ts', '@/lib/bff/session')).toEqual([]);
    expect(await restrictions('app/api/probe/route.ts', '@/lib/content-api/schemas')).toEqual([]);
  });
});
