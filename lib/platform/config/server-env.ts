/**
 * Every environment variable the storefront server reads (issue 26 §3), defined once: type, default
 * and rule. The door (door/server.ts main()) checks them all before Next starts and stops with one message
 * naming every problem; code in Next reads the checked values through serverConfig() (server-config.ts).
 * Node runs this file as it is (type stripping; package.json here makes it an ES module): it imports
 * packages, and of our files only those of such folders, by their .ts path.
 * Messages name the variable and the rule, never a secret's value (it would end up in the logs); of
 * the two lists they quote the entries that are wrong.
 */
import net from 'node:net';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from '../captcha/captcha-config.ts';

/** Shortest secret accepted (scripts/lib/secrets.mjs generates 43 characters; lib/platform/bff/secret.ts refuses shorter ones). */
export const MIN_SECRET_LENGTH = 32;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const text = z.string({ error: 'is not set' });

function wholeNumber(min: number, max: number, fallback: number) {
  const rule = `must be a whole number from ${min} to ${max}`;
  return text
    .regex(/^\d+$/, rule)
    .transform(Number)
    .refine((value) => value >= min && value <= max, rule)
    .default(fallback);
}

const isUrl = (value: string, protocols: string[]) => URL.canParse(value) && protocols.includes(new URL(value).protocol);
const url = (protocols = ['http:', 'https:']) =>
  text.refine((value) => isUrl(value, protocols), `must be an absolute URL (${protocols.map((p) => p.replace(':', '')).join(' or ')})`);
/** An address a browser is sent to or loads from: absolute http(s), or a path of this site. */
const urlOrPath = text.refine(
  (value) => isUrl(value, ['http:', 'https:']) || /^\/(?!\/)/.test(value),
  'must be an http(s) URL or a path starting with /',
);
const secret = text.min(MIN_SECRET_LENGTH, `must have at least ${MIN_SECRET_LENGTH} characters`);

/** The entries of a comma-separated setting, trimmed, empty ones left out. */
const entriesOf = (setting: string) =>
  setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

type ProxyEntry = { address: string; bits?: number; type: 'ipv4' | 'ipv6' };

/** One TRUSTED_PROXIES entry, an address ("127.0.0.1") or a CIDR range ("10.0.0.0/8"); undefined when it is neither. */
function proxyEntry(entry: string): ProxyEntry | undefined {
  const [address = '', bits, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const type = version === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) return { address, type };
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128) ? { address, bits: Number(bits), type } : undefined;
}

const badProxyEntries = (setting: string) => entriesOf(setting).filter((entry) => !proxyEntry(entry));

/**
 * "10.0.0.0/8, 127.0.0.1" as the list the door checks a peer against (empty trusts none). The
 * configuration yields it for TRUSTED_PROXIES, which the schema has checked; an entry that is no
 * address or range is left out.
 */
export function trustedProxyList(setting: string): net.BlockList {
  const list = new net.BlockList();
  for (const { address, bits, type } of entriesOf(setting).flatMap((entry) => proxyEntry(entry) ?? [])) {
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/**
 * "at=www.example.at,uk=https://www.example.co.uk" (lib/platform/markets/hosts.ts parseMarketHosts reads it):
 * each entry a market code and a host or origin. Which codes exist is lib/platform/markets/markets.ts's to say,
 * which Node cannot load as it is (its folder is no ES module package); parseMarketHosts skips others.
 */
function badMarketHostEntries(setting: string): string[] {
  return entriesOf(setting).filter((entry) => {
    const [code = '', host = '', extra] = entry.split('=').map((part) => part.trim());
    return !/^[a-z]{2,4}$/i.test(code) || extra !== undefined || !URL.canParse(host.includes('://') ? host : `https://${host}`);
  });
}

/** OpenTelemetry's samplers (OTEL_TRACES_SAMPLER, unset: parentbased_always_on); the SDK would take a typo for its default. */
const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;
const ratio = text.refine((value) => /^(0(\.\d+)?|1(\.0+)?)$/.test(value), 'must be a number from 0 to 1');

const listed = (what: string, bad: (setting: string) => string[]) =>
  text.superRefine((setting, ctx) => {
    const entries = bad(setting);
    const quoted = entries.map((entry) => `"${entry}"`).join(', ');
    if (entries.length > 0)
      ctx.addIssue({ code: 'custom', message: `has ${quoted}, ${entries.length === 1 ? 'which is' : 'which are'} no ${what}` });
  });

/**
 * The configuration as the server can be built and developed with. SESSION_SECRET is optional here
 * (`next build` needs none); serving needs it (startEnv).
 */
const settings = z.object({
  /** The port the door listens on. */
  PORT: wholeNumber(1, 65535, 3000),
  /** The interface it listens on. */
  HOSTNAME: text.default('0.0.0.0'),
  CONTENT_API_URL: url().default('http://localhost:4000'),
  CONTENT_API_TIMEOUT_MS: wholeNumber(1, 600_000, 5000),
  CONTENT_REVALIDATE_SECONDS: wholeNumber(1, 31_536_000, 300),
  /** How long the TWINT page waits for the app's answer before it says the time is up (lib/platform/provider-trip/app-approval.ts). */
  TWINT_WAIT_SECONDS: wholeNumber(30, 3600, 300),
  SESSION_SECRET: secret.optional(),
  PREVIEW_SECRET: secret.optional(),
  REVALIDATE_SECRET: secret.optional(),
  MARKET_HOSTS: listed('market=host entry', badMarketHostEntries).optional(),
  /** The proxies whose X-Forwarded-For and X-Forwarded-Host the door believes, as a net.BlockList. */
  TRUSTED_PROXIES: listed('IP address or CIDR range', badProxyEntries).default('').transform(trustedProxyList),
  DOOR_CACHE_SECONDS: wholeNumber(0, 86_400, 5),
  DOOR_CACHE_MB: wholeNumber(1, 65_536, 64),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  PAYMENT_PROVIDER_ORIGIN: url().optional(),
  /** The instalment financing provider's, whose fingerprint form the thank-you page posts to it (ADR 49). */
  FINANCING_PROVIDER_ORIGIN: url().optional(),
  IDENTITY_PROVIDER_ORIGIN: url().optional(),
  /** The number reservation's captcha (lib/platform/captcha/captcha-config.ts, ADR 49); the widget needs CAPTCHA_SITE_KEY. */
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS, { error: `must be one of ${CAPTCHA_PROVIDERS.join(', ')}` }).default('sandbox'),
  CAPTCHA_SCRIPT_SRC: url(['https:']).optional(),
  CAPTCHA_SITE_KEY: text.max(200, 'must have at most 200 characters').optional(),
  ANALYTICS_GTM_SRC: urlOrPath.optional(),
  ANALYTICS_MATOMO_SRC: urlOrPath.optional(),
  LOGOUT_URL: urlOrPath.optional(),
  AUTOLOGIN_LOGOUT_URL: urlOrPath.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** How long a stopping server lets requests in flight finish (door/drain.ts). */
  DRAIN_SECONDS: wholeNumber(0, 600, 10),
  /**
   * How long an idle keep-alive connection stays open. Longer than a balancer's idle timeout (60 s is
   * common), so the balancer closes first; Node's 5 s also cut connections whose next request had
   * arrived while the event loop was busy (nodejs/node#54293): the browser saw a reset.
   */
  KEEP_ALIVE_SECONDS: wholeNumber(1, 600, 65),
  /** The port of the metrics endpoint, GET /metrics (lib/platform/metrics/metrics-server.ts); 0 turns it off. */
  METRICS_PORT: wholeNumber(0, 65535, 9464),
  /** The interface it listens on: this machine only unless set (the series are no business of the public). */
  METRICS_HOSTNAME: text.default('127.0.0.1'),
  /**
   * Traces over OTLP/HTTP (ADR 39): on when one of the endpoints is set (lib/platform/tracing/enabled.ts). The
   * SDK reads these and OpenTelemetry's other variables itself; checked here so a typo stops the start.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: url().optional(),
  OTEL_TRACES_SAMPLER: z.enum(TRACES_SAMPLERS, { error: `must be one of ${TRACES_SAMPLERS.join(', ')}` }).optional(),
  OTEL_TRACES_SAMPLER_ARG: ratio.optional(),
});

/** Settings that only make sense together. */
const together = (config: { CAPTCHA_PROVIDER: string; CAPTCHA_SITE_KEY?: string }, ctx: z.RefinementCtx) => {
  if (config.CAPTCHA_PROVIDER === 'turnstile' && !config.CAPTCHA_SITE_KEY) {
    ctx.addIssue({ code: 'custom', path: ['CAPTCHA_SITE_KEY'], message: 'is not set (CAPTCHA_PROVIDER=turnstile needs it)' });
  }
};

export const serverEnv = settings.superRefine(together);

/** What serving needs on top: the secret that seals the session cookies. */
export const startEnv = settings.extend({ SESSION_SECRET: secret }).superRefine(together);

export type ServerConfig = z.infer<typeof serverEnv>;
export type StartConfig = z.infer<typeof startEnv>;
type Env = Readonly<Record<string, string | undefined>>;

/** The variables the schema knows, an empty value counted as unset (`FOO=` in a unit file). */
function known(schema: { shape: object }, env: Env): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, env[name] === '' ? undefined : env[name]]));
}

/** The one message for every problem: "SESSION_SECRET is not set; PORT must be a whole number …". */
export function problemsMessage(error: z.ZodError): string {
  const problems = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '(environment)');
    return issue.message === 'is not set' ? `${name} is not set` : `${name} ${issue.message}`;
  });
  return `The storefront's configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${problems.join('; ')}`;
}

export type Checked<T> = { ok: true; config: T } | { ok: false; message: string };

/** Checks `env` against `schema` (serverEnv, or startEnv before serving). */
export function checkEnv<T>(env: Env, schema: z.ZodType<T> & { shape: object }): Checked<T> {
  const parsed = schema.safeParse(known(schema, env));
  return parsed.success ? { ok: true, config: parsed.data } : { ok: false, message: problemsMessage(parsed.error) };
}
