import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Boundaries (ARCHITECTURE §2, ADR 0057). lib/ is a platform layer (lib/platform: what every feature uses),
 * the spec's pure rules (lib/domain) and one folder per feature; app wires them, components show them.
 * The rules, as sentences (tests/unit/lint-boundaries.test.ts proves each one fires):
 * 1. A feature imports only the features it builds on (FEATURES below), and those only through their
 *    public modules; features build on each other one way only: no cycle.
 * 2. The platform never imports a feature: what a feature adds to a platform mechanism, app/ passes in.
 * 3. lib/ never imports app/ or components/.
 * 4. Components never import the BFF (server-only route-handler code), the content API's client, or
 *    a wire schema as a value: the wire's types come with `import type` (erased from bundles, ADR 54).
 * 5. lib/domain imports only lib/domain, the wire's types (`import type`) and the market table: no
 *    framework, no I/O, no zod.
 * 6. The reference API imports from lib/ only its packages (@storefront/wire, /rules, /markets).
 * 7. The shared packages never use the @/ alias: relative paths inside a package, names across.
 * Path rules (1–4) are import/no-restricted-paths zones over resolved files, so the @/ alias and relative
 * paths are caught alike; the type-only exceptions of 4 and 5, 6, which also refuses packages, and 7, are
 * @typescript-eslint/no-restricted-imports patterns (allowTypeImports lets `import type` through).
 */

/**
 * Each feature of lib/: the features it builds on (`uses`) and its public modules, what the features
 * that build on it may import (paths inside the feature folder). Anything else in the folder is the
 * feature's own business.
 */
const FEATURES = {
  account: { uses: ['cart'], public: ['logout.ts'] },
  cart: {
    uses: ['catalogue'],
    public: ['cart.ts', 'cart-catalogue.ts', 'cart-paths.ts', 'cart-store.ts', 'cart-view.ts', 'personal-store.ts', 'selection.ts'],
  },
  catalogue: { uses: [], public: ['devices.ts', 'device-kinds.ts', 'device-reads.ts', 'tariff-view.ts'] },
  checkout: { uses: ['cart'], public: ['order-store.ts', 'progress.ts'] },
  content: { uses: [], public: [] },
  fixedline: { uses: [], public: [] },
  identification: { uses: ['cart', 'checkout'], public: [] },
  porting: { uses: ['account', 'checkout'], public: [] },
};

/** A cycle among the features' `uses` (as the path round it, `[a, b, a]`), or undefined when there is none. */
export function featureCycle(features) {
  const visit = (feature, path) => {
    if (path.includes(feature)) return [...path.slice(path.indexOf(feature)), feature];
    for (const used of features[feature]?.uses ?? []) {
      const cycle = visit(used, [...path, feature]);
      if (cycle) return cycle;
    }
    return undefined;
  };
  for (const feature of Object.keys(features)) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return undefined;
}

const cycle = featureCycle(FEATURES);
if (cycle) throw new Error(`eslint.config.mjs FEATURES: features build on each other one way only (ADR 0057), not ${cycle.join(' → ')}.`);

const publicEntries = (feature) =>
  FEATURES[feature].public.length
    ? FEATURES[feature].public.map((file) => `lib/${feature}/${file}`).join(', ')
    : 'none yet: add one to FEATURES';

const featureZones = Object.entries(FEATURES).flatMap(([feature, { uses }]) =>
  Object.keys(FEATURES)
    .filter((other) => other !== feature)
    .map((other) =>
      uses.includes(other)
        ? {
            target: `./lib/${feature}`,
            from: `./lib/${other}`,
            except: FEATURES[other].public.map((file) => `./${file}`),
            message: `A feature imports another feature only through its public modules (ADR 0057): lib/${feature} may use lib/${other} through ${publicEntries(other)}. Move what both need to lib/platform or lib/domain, or make it public in eslint.config.mjs FEATURES.`,
          }
        : {
            target: `./lib/${feature}`,
            from: `./lib/${other}`,
            message: `A feature imports only the features it builds on (ADR 0057): lib/${feature} builds on ${uses.length ? uses.map((used) => `lib/${used}`).join(', ') : 'no other feature'}, not lib/${other}. Features build on each other one way only; what both need goes to lib/platform or lib/domain, or FEATURES says lib/${feature} uses lib/${other}.`,
          },
    ),
);

const pathZones = [
  ...featureZones,
  {
    target: './lib/platform',
    from: Object.keys(FEATURES).map((feature) => `./lib/${feature}`),
    message:
      'The platform never imports a feature (ADR 0057): what a feature adds to a platform mechanism, app/ passes in (app/page-views.ts, app/sitemap.xml/sources.ts), and what belongs to one feature lives in its folder.',
  },
  {
    target: './lib',
    from: ['./app', './components'],
    message: 'lib/ never imports app/ or components/ (ADR 0057): pages and components use lib, not the other way round.',
  },
  {
    target: './components',
    from: './lib/platform/bff',
    message:
      "lib/platform/bff is server-only route-handler code (session, upstream token, rate limits). Components call our route handlers with fetch('/api/…'); the request and answer schemas they share are in @/lib/platform/contracts/* or, for one feature's routes, its own contract module (@/lib/cart/cart-contract, @/lib/fixedline/contracts).",
  },
  {
    target: './components',
    from: './lib/platform/content-api/client.ts',
    message:
      'Components never call the content API client: content comes from the read calls in @/lib/platform/content-api/<domain> (server components) or from the page.',
  },
];

const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, caseSensitive: true })) }],
});

/** Where lib/ starts in an import from outside lib/: the alias or `../…/lib/`. */
const INTO_LIB = String.raw`^(@/|(\.\./)+)lib/`;
/** The same from a file directly in a lib/ folder (lib/domain), where `../` is lib/ itself. */
const WITHIN_LIB = String.raw`^(@/lib/|\.\./|\.\./\.\./lib/)`;

/**
 * The shared packages (rule 7, ADR 0053) run without the storefront: inside a package its own files by
 * relative path, across packages the package name, never the storefront's @/ alias. These are the files
 * of @storefront/wire and @storefront/markets; lib/domain (@storefront/rules) has the rule in its zone.
 */
const WIRE_AND_MARKET_FILES = [
  'lib/platform/content-api/schemas/**',
  'lib/platform/content-api/field-errors.ts',
  'lib/platform/content-api/tags.ts',
  'lib/platform/markets/markets.ts',
  'lib/platform/markets/country.ts',
];
const noAliasInPackages = {
  regex: '^@/',
  message:
    "A shared package (ADR 0053) runs without the storefront's @/ alias: import its own files by relative path and another package by name (@storefront/wire, @storefront/rules/<rule>, @storefront/markets/markets).",
};

const domainZone = restrict([
  {
    regex: String.raw`^@storefront/wire$`,
    allowTypeImports: true,
    message: "lib/domain holds pure spec rules and runs no zod: take the wire's types with `import type { … } from '@storefront/wire'`.",
  },
  {
    regex: `${WITHIN_LIB}platform/content-api(/|$)`,
    message:
      "lib/domain never calls the content API: its caller passes in what a rule needs (types: `import type` from '@storefront/wire').",
  },
  {
    // Anything but ./x, lib/domain, the wire and the market table (a path into lib/platform/content-api is reported above).
    regex: String.raw`^(?!\./|@storefront/(wire|markets/markets)$|${WITHIN_LIB.slice(1)}(domain/|platform/content-api(/|$)))`,
    message:
      "lib/domain is pure spec rules (ARCHITECTURE §2): no framework, I/O, session or other lib code. It imports only other lib/domain files (./rule), the wire's types (import type from @storefront/wire) and the market table (@storefront/markets/markets); what a rule needs from the content API, the request or the session, its caller passes in.",
  },
  noAliasInPackages,
]);

/** Components take the wire's types, never its zod schemas (rule 4): those would reach client bundles. */
const componentsZone = restrict([
  {
    regex: `${INTO_LIB}platform/content-api/schemas(/|$)`,
    allowTypeImports: true,
    message:
      "No zod schema of the wire in components (it would reach client bundles): types come with `import type { … } from '@/lib/platform/content-api/schemas'`, zod schemas a form needs from @/lib/platform/contracts/<name>.",
  },
]);

/**
 * The reference API is its own workspace (ADR 0053): what it shares with the storefront it imports by
 * package name, never by a path into lib/: each message names the package to use instead.
 */
const SHARED_PACKAGES = [
  {
    folder: String.raw`platform/content-api/(schemas(/[\w-]+)?|field-errors|tags)`,
    name: '@storefront/wire (the schemas), @storefront/wire/field-errors or @storefront/wire/tags',
  },
  { folder: String.raw`domain/[\w-]+`, name: '@storefront/rules/<rule> (lib/domain/<rule>.ts)' },
  { folder: String.raw`platform/markets/(markets|country)`, name: '@storefront/markets/markets or @storefront/markets/country' },
];

const referenceApiZone = restrict([
  ...SHARED_PACKAGES.map(({ folder, name }) => ({
    regex: `${INTO_LIB}${folder}$`,
    message: `The reference API is its own package (ADR 0053): import this from ${name}, not by a path into lib/.`,
  })),
  {
    regex: `${INTO_LIB}(?!(${SHARED_PACKAGES.map(({ folder }) => folder).join('|')})$)`,
    message:
      "The reference API stands in for the provider's backend: from lib/ it imports only the wire (@storefront/wire), pure rules (@storefront/rules/*) and the market table (@storefront/markets/*). A rule both sides need goes to lib/domain.",
  },
  {
    regex: String.raw`^@/(?!lib/)`,
    message:
      "The @/ alias is the storefront's: the reference API imports its own files by relative path and shared code by package name (ADR 0053).",
  },
  {
    regex: String.raw`^((next|react|react-dom|server-only|iron-session|ky)(/|$)|(\.\./)+(app|components)(/|$))`,
    message: 'The reference API is a Hono server apart from the storefront: no Next.js, React, storefront pages or components.',
  },
]);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // The browser's legacy escape()/unescape() percent-encode: a RegExp built from escape(text) matches
      // nothing, and a helper of that name removed from a file silently falls back to the global.
      'no-restricted-globals': [
        'error',
        { name: 'escape', message: 'escape() is the legacy percent-encoder; use escapeRegExp or encodeURIComponent.' },
        { name: 'unescape', message: 'unescape() is the legacy percent-decoder; use decodeURIComponent.' },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'content-api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  { files: ['lib/**', 'components/**'], rules: { 'import/no-restricted-paths': ['error', { zones: pathZones }] } },
  { files: WIRE_AND_MARKET_FILES, rules: restrict([noAliasInPackages]) },
  { files: ['lib/domain/**'], rules: domainZone },
  { files: ['components/**'], rules: componentsZone },
  { files: ['content-api/**'], rules: referenceApiZone },
  {
    // Jest loads its config as CommonJS (ARCHITECTURE §10: a .ts config would need ts-node).
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench/results/**',
  ]),
]);
