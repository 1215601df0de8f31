/**
 * The storefront server's one logger (issue 26 §3): pino, one JSON object per line on stdout, level
 * from LOG_LEVEL. Every line written while a request is handled carries that request's id, and when
 * traced (ADR 39) the trace's id. Like the request context it is shared through globalThis: the door
 * creates it from the checked configuration (installLogger), and the copies of this module in Next's
 * bundles write through the same one.
 *
 * Nothing secret or personal is written: what such fields are called is redacted wherever a line
 * carries them (REDACTED_PATHS), and the access lines (door/request-log.ts) name only method, path,
 * status, duration and id.
 */
import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger } from 'pino';
import { LOG_LEVELS } from '../config/server-env.ts';
import { currentRequestId } from './request-context.ts';

export type { Logger };
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Fields that may hold a secret, token, cookie, card or personal data, at the top level or one object down. */
const SENSITIVE = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-revalidate-secret',
  'x-upload-token',
  'x-order-token',
  'password',
  'secret',
  'token',
  'pan',
  'cardNumber',
  'cvc',
  'iban',
  'email',
  'phoneNumber',
  'birthDate',
];
const paths = (field: string) => {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`;
  return [`*${key}`, `*.headers${key}`, ...(key.startsWith('.') ? [field] : [])];
};
export const REDACTED_PATHS = [...new Set(SENSITIVE.flatMap(paths))];
export const REDACTED = '[redacted]';

/**
 * A logger at `level`, writing to `destination`; by default to stdout, synchronously: in order, and
 * nothing lost when the process exits right after a line (a failed start, the end of a drain).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: REDACTED },
      mixin: () => {
        const requestId = currentRequestId();
        // With traces on (ADR 39), the trace of the work that wrote the line.
        const traceId = trace.getActiveSpan()?.spanContext().traceId;
        return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const SHARED = Symbol.for('storefront.logger');
const shared = globalThis as typeof globalThis & { [SHARED]?: Logger };

/** Makes `log` the process's logger (the door, at start). */
export function installLogger(log: Logger): Logger {
  shared[SHARED] = log;
  return log;
}

/** The process's logger; without a door (`next dev`, `next build`) one at LOG_LEVEL, or info when that is no level. */
export function logger(): Logger {
  const level = LOG_LEVELS.find((name) => name === process.env.LOG_LEVEL) ?? 'info';
  return (shared[SHARED] ??= createLogger(level));
}
