import { ESLint, type Linter } from 'eslint';

/*
 * The import boundaries of eslint.config.mjs (ARCHITECTURE §2), proved on snippets linted as if they
 * were files in each zone. The real config is loaded once: through Jest's module system (its SWC
 * transform turns the .mjs into CommonJS), because ESLint's own loader would import() it, which
 * Jest's VM does not allow.
 */
const { default: config, featureCycle } = jest.requireActual<{
  default: Linter.Config[];
  featureCycle: (features: Record<string, { uses: string[] }>) => string[] | undefined;
}>('@/eslint.config.mjs');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: true, overrideConfig: config });
});

/** A value import of `source`, or a type-only one (erased from the bundle). */
const VALUE = (source: string) => `import { probe } from '${source}';\nexport const used = probe;\n`;
const TYPE = (source: string) => `import type { Probe } from '${source}';\nexport type Used = Probe;\n`;

const BOUNDARY_RULES = new Set(['@typescript-eslint/no-restricted-imports', 'import/no-restricted-paths']);

/** The boundary messages for one import in a file at `filePath` (path rules need `source` to exist). */
async function restrictions(filePath: string, source: string, importOf = VALUE): Promise<string[]> {
  const [result] = await eslint.lintText(importOf(source), { filePath });
  return (result?.messages ?? []).filter((m) => BOUNDARY_RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

/** Asserts that importing `source` in `filePath` is refused, by one rule per kind, one saying `hint`. */
async function expectRefused(filePath: string, source: string, hint: string, importOf = VALUE): Promise<void> {
  const messages = await restrictions(filePath, source, importOf);
  expect(messages.filter((message) => message.includes(hint))).toHaveLength(1);
}

const DOMAIN = 'lib/domain/probe.ts';
const COMPONENT = 'components/probe/Probe.tsx';
const REFERENCE_API = 'content-api/src/routes/probe.ts';

describe('lib/domain imports no I/O and of the wire only its types', () => {
  it('refuses a value import of @storefront/wire: no zod in the rules', () => expectRefused(DOMAIN, '@storefront/wire', 'import type'));

  it('allows a type import of @storefront/wire', async () => {
    expect(await restrictions(DOMAIN, '@storefront/wire', TYPE)).toEqual([]);
  });

  it.each([
    '@/lib/platform/content-api/tariffs',
    '@/lib/platform/content-api/client',
    '../platform/content-api/orders',
    '../platform/content-api/schemas',
  ])('refuses %s even for types: no calls', (source) => expectRefused(DOMAIN, source, 'never calls the content API', TYPE));

  it.each([
    'next/navigation',
    'react',
    'ky',
    'zod',
    'server-only',
    'iron-session',
    'node:fs',
    'fs',
    '@storefront/wire/tags',
    '@/lib/platform/bff/session',
    '@/lib/catalogue/devices',
    '@/lib/platform/i18n/format',
    '@/lib/platform/markets/hosts',
    '../platform/bff/session',
    '../platform/markets/markets',
    '@/components/tariff/TariffFacts',
  ])('refuses %s: rules get what they need from their caller', (source) => expectRefused(DOMAIN, source, 'lib/domain is pure spec rules'));

  it.each(['./price', '../domain/price', '@storefront/markets/markets'])('allows %s', async (source) => {
    expect(await restrictions(DOMAIN, source)).toEqual([]);
  });
});

describe('the shared packages run without the @/ alias', () => {
  it.each([
    [DOMAIN, '@/lib/domain/price'],
    [DOMAIN, '@/lib/platform/markets/markets'],
    [DOMAIN, '@/lib/platform/content-api/schemas'],
    ['lib/platform/content-api/schemas/probe.ts', '@/lib/domain/iban'],
    ['lib/platform/content-api/tags.ts', '@/lib/platform/markets/markets'],
    ['lib/platform/markets/country.ts', '@/lib/platform/markets/markets'],
  ])('refuses in %s: %s', (filePath, source) => expectRefused(filePath, source, "runs without the storefront's @/ alias", TYPE));

  it.each([
    ['lib/platform/content-api/schemas/probe.ts', '@storefront/rules/iban'],
    ['lib/platform/content-api/schemas/probe.ts', './common'],
    ['lib/platform/content-api/tags.ts', '@storefront/markets/markets'],
    ['lib/platform/markets/country.ts', './markets'],
    ['lib/platform/content-api/client.ts', '@/lib/platform/markets/markets'],
  ])('allows in %s: %s', async (filePath, source) => {
    expect(await restrictions(filePath, source, TYPE)).toEqual([]);
  });
});

describe('components import no server-only BFF code and of the wire only its types', () => {
  it.each(['@/lib/platform/bff/session', '@/lib/platform/bff/routes', '../../lib/platform/bff/origin'])(
    'sends %s to lib/platform/contracts',
    (source) => expectRefused(COMPONENT, source, '@/lib/platform/contracts/*'),
  );

  it.each([
    '@/lib/platform/content-api/schemas',
    '@/lib/platform/content-api/schemas/contact-form',
    '../../lib/platform/content-api/schemas',
  ])('refuses a value import of %s: no zod in client bundles', (source) => expectRefused(COMPONENT, source, 'import type'));

  it.each([
    '@/lib/platform/content-api/schemas',
    '@/lib/platform/content-api/schemas/contact-form',
    '../../lib/platform/content-api/schemas',
  ])('allows a type import of %s', async (source) => {
    expect(await restrictions(COMPONENT, source, TYPE)).toEqual([]);
  });

  it.each(['@/lib/platform/content-api/client', '../../lib/platform/content-api/client'])('refuses %s', (source) =>
    expectRefused(COMPONENT, source, 'never call the content API client'),
  );

  it.each(['@/lib/platform/contracts/field-errors', '@/lib/platform/content-api/config', '@/lib/domain/price', 'react', './Sibling'])(
    'allows %s',
    async (source) => {
      expect(await restrictions(COMPONENT, source)).toEqual([]);
    },
  );
});

const FEATURE = 'lib/checkout/probe.ts';
const PLATFORM = 'lib/platform/seo/probe.ts';

describe('a feature uses only the features it builds on, through their public modules', () => {
  it.each([
    ['@/lib/cart/verify', 'lib/checkout may use lib/cart through lib/cart/cart.ts'],
    ['../cart/personal-data', 'lib/checkout may use lib/cart through lib/cart/cart.ts'],
  ])('refuses %s: not public', (source, hint) => expectRefused(FEATURE, source, hint));

  it.each([
    ['../catalogue/devices', 'lib/checkout builds on lib/cart, not lib/catalogue'],
    ['@/lib/account/logout', 'lib/checkout builds on lib/cart, not lib/account'],
    ['@/lib/content/faq/search', 'lib/checkout builds on lib/cart, not lib/content'],
    ['@/lib/porting/sign', 'lib/checkout builds on lib/cart, not lib/porting'],
  ])('refuses %s: a feature checkout does not build on', (source, hint) => expectRefused(FEATURE, source, hint));

  it.each([
    ['lib/cart/probe.ts', '@/lib/checkout/order-store', 'lib/cart builds on lib/catalogue, not lib/checkout'],
    ['lib/catalogue/probe.ts', '../cart/selection', 'lib/catalogue builds on no other feature, not lib/cart'],
  ])('refuses in %s the way back, %s: features build on each other one way only', (filePath, source, hint) =>
    expectRefused(filePath, source, hint),
  );

  it.each([
    '@/lib/cart/selection',
    '../cart/cart-store',
    './flow',
    '@/lib/checkout/order-store',
    '@/lib/platform/bff/session',
    '@/lib/domain/price',
  ])('allows %s', async (source) => {
    expect(await restrictions(FEATURE, source)).toEqual([]);
  });

  it('finds a cycle among the features the table says build on each other, and none where they go one way', () => {
    expect(featureCycle({ cart: { uses: ['catalogue'] }, catalogue: { uses: ['cart'] } })).toEqual(['cart', 'catalogue', 'cart']);
    expect(featureCycle({ a: { uses: ['b'] }, b: { uses: ['c'] }, c: { uses: ['a'] } })).toEqual(['a', 'b', 'c', 'a']);
    expect(featureCycle({ checkout: { uses: ['cart'] }, cart: { uses: ['catalogue'] }, catalogue: { uses: [] } })).toBeUndefined();
  });
});

describe('the platform never imports a feature', () => {
  it.each([
    '@/lib/catalogue/devices',
    '@/lib/content/info-topics',
    '@/lib/cart/cart-store',
    '../../checkout/place-order',
    '@/lib/identification/settle',
    '@/lib/account/logout',
  ])('refuses %s', (source) => expectRefused(PLATFORM, source, 'The platform never imports a feature'));

  it.each(['../bff/session', '@/lib/platform/i18n/format', '@/lib/domain/price'])('allows %s', async (source) => {
    expect(await restrictions(PLATFORM, source)).toEqual([]);
  });
});

describe('lib/ never imports pages or components', () => {
  it.each([
    [FEATURE, '@/components/tariff/TariffFacts'],
    [PLATFORM, '../../../app/api/health/route'],
  ])('refuses in %s: %s', (filePath, source) => expectRefused(filePath, source, 'lib/ never imports app/ or components/'));
});

describe('the reference API takes the wire and the rules from their packages only', () => {
  it.each([
    '@/lib/platform/bff/session',
    '@/lib/platform/content-api/client',
    '@/lib/platform/content-api/tariffs',
    '@/lib/platform/i18n/format',
    '../../../lib/catalogue/devices',
    '@/lib/platform/contracts/field-errors',
  ])('refuses %s', (source) => expectRefused(REFERENCE_API, source, 'stands in for the provider'));

  it.each([
    ['../../../lib/platform/content-api/schemas', '@storefront/wire'],
    ['@/lib/platform/content-api/schemas/contact-form', '@storefront/wire'],
    ['../../../lib/platform/content-api/field-errors', '@storefront/wire/field-errors'],
    ['@/lib/platform/content-api/tags', '@storefront/wire/tags'],
    ['@/lib/domain/price', '@storefront/rules/<rule>'],
    ['../../../lib/platform/markets/markets', '@storefront/markets/markets'],
    ['../../../lib/platform/markets/country', '@storefront/markets/country'],
  ])('refuses %s and names %s', (source, name) => expectRefused(REFERENCE_API, source, name));

  it.each(['@/content-api/src/store', '@/tests/support/result'])("refuses %s: the @/ alias is the storefront's", (source) =>
    expectRefused(REFERENCE_API, source, "The @/ alias is the storefront's"),
  );

  it.each(['next/server', 'react', '../../../components/tariff/TariffFacts', '../../../app/api/health/route'])(
    'refuses %s: it is no Next.js app',
    (source) => expectRefused(REFERENCE_API, source, 'Hono server apart from the storefront'),
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
    expect(await restrictions('app/api/probe/route.ts', '@/lib/platform/bff/session')).toEqual([]);
    expect(await restrictions('app/api/probe/route.ts', '@/lib/platform/content-api/schemas')).toEqual([]);
  });
});
