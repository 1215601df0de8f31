/**
 * Runs in the browser before the app (Next's client instrumentation). zod's schemas would probe
 * whether `new Function` is allowed for their compiled fast path; under our CSP (no eval, ADR 26) the
 * probe is a reported violation. Jitless parsing is the same validation, interpreted.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` and takes an object found there, so the
 * setting costs no import of zod on pages that never load it (tests/unit/zod-jitless.test.ts holds zod
 * to that).
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
