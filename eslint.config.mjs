import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Boundaries (ARCHITECTURE §2: lib/domain knows the spec's rules, lib/platform/content-api the wire, components
 * how things look, app wires them; imports point that way only). One zone per folder, each a list of
 * no-restricted-imports patterns with the message that says where to import from instead. Patterns are
 * regular expressions over the import source, so they catch the @/ alias and relative paths alike.
 * A pattern with allowTypeImports lets `import type` through (erased from bundles: ADR 54 takes the
 * shop's types from the wire schemas without zod reaching client code) and refuses any value import.
 * tests/unit/lint-boundaries.test.ts proves each one fires.
 */
const restrict = (patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ ...p, caseSensitive: true })) }],
});

/** Where lib/ starts in an import from outside lib/: the alias or `../…/lib/`. */
const INTO_LIB = String.raw`^(@/|(\.\./)+)lib/`;
/** The same from a file directly in a lib/ folder (lib/domain), where `../` is lib/ itself. */
const WITHIN_LIB = String.raw`^(@/lib/|\.\./|\.\./\.\./lib/)`;

const domainZone = restrict([
  {
    regex: `${WITHIN_LIB}content-api/schemas(/[\\w-]+)?$`,
    allowTypeImports: true,
    message:
      "lib/domain holds pure spec rules and runs no zod: take the wire's types with `import type { … } from '@/lib/platform/content-api/schemas'`.",
  },
  {
    regex: `${WITHIN_LIB}content-api(/(?!schemas(/[\\w-]+)?$)|$)`,
    message: "lib/domain never calls the content API: its caller passes in what a rule needs (types: `import type` from '@/lib/platform/content-api/schemas').",
  },
  {
    // Anything but ./x, lib/domain and the market table (lib/platform/content-api is reported above).
    regex: String.raw`^(?!\./|${WITHIN_LIB.slice(1)}(domain/|markets/markets$|content-api(/|$)))`,
    message:
      "lib/domain is pure spec rules (ARCHITECTURE §2): no framework, I/O, session or other lib code. It imports only other lib/domain files, the wire's types (import type from @/lib/platform/content-api/schemas) and the market table (@/lib/platform/markets/markets); what a rule needs from the content API, the request or the session, its caller passes in.",
  },
]);

const componentsZone = restrict([
  {
    regex: `${INTO_LIB}bff(/|$)`,
    message:
      "lib/platform/bff is server-only route-handler code (session, upstream token, rate limits). Components call our route handlers with fetch('/api/…'); the request and answer schemas they share are in @/lib/platform/contracts/*.",
  },
  {
    regex: `${INTO_LIB}content-api/schemas(/|$)`,
    allowTypeImports: true,
    message:
      "No zod schema of the wire in components (it would reach client bundles): types come with `import type { … } from '@/lib/platform/content-api/schemas'`, zod schemas a form needs from @/lib/platform/contracts/<name>.",
  },
  {
    regex: `${INTO_LIB}content-api/client(/|$)`,
    message: 'Components never call the content API client: content comes from the read calls in @/lib/platform/content-api/<domain> (server components) or from the page.',
  },
]);

/**
 * The reference API is its own workspace (ADR 0053): what it shares with the storefront it imports by
 * package name, never by a path into lib/: each message names the package to use instead.
 */
const SHARED_PACKAGES = [
  { folder: String.raw`content-api/(schemas(/[\w-]+)?|field-errors|tags)`, name: '@storefront/wire (the schemas), @storefront/wire/field-errors or @storefront/wire/tags' },
  { folder: String.raw`domain/[\w-]+`, name: '@storefront/rules/<rule> (lib/domain/<rule>.ts)' },
  { folder: String.raw`markets/(markets|country)`, name: '@storefront/markets/markets or @storefront/markets/country' },
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
    message: "The @/ alias is the storefront's: the reference API imports its own files by relative path and shared code by package name (ADR 0053).",
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
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'content-api/src/main.ts'],
    rules: { 'no-console': 'off' },
  },
  { files: ['lib/domain/**'], rules: domainZone },
  { files: ['components/**'], rules: componentsZone },
  { files: ['content-api/**'], rules: referenceApiZone },
  {
    // Jest loads its config as CommonJS (ARCHITECTURE §10: a .ts config would need ts-node).
    files: ['jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  globalIgnores(['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'bench/results/**']),
]);
