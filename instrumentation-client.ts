/**
 * Runs in the browser before the app (Next's client instrumentation). zod's schemas would probe
 * whether `new Function` is allowed for their compiled fast path; under our CSP (no eval, ADR 26) the
 * probe is a reported violation. Jitless parsing is the same validation, interpreted.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
