/**
 * Content-API calls in the metrics (ADR 38): counted by call pattern, method and outcome, timed by
 * call pattern. The pattern is the call's path with every segment that is not one of the API's own
 * words replaced by `{id}` (`tariffs/AT-MOBILE-S` → `tariffs/{id}`, `simcards/K1/action:lock` →
 * `simcards/{id}/action:lock`): ids, slugs, keys and tokens never become labels, so the series stay as
 * few as the calls of SPEC §7. A call added with a new word shows that word as `{id}` until it is added
 * to CALL_WORDS: less precise, never unbounded.
 */
import { metrics } from './registry.ts';

/** The literal path segments (and the parts around a `:`) of the calls in lib/platform/content-api. */
const CALL_WORDS = new Set(
  `action addresses allowed applepay applications authentication authorisationcode autologin available banklist bics billingcontracts
  byip calculate captcha changemethod changepassword choose config confirm connections contact continue contract cookietracking
  countries creditcard customer customerarea customvoicemail deliveries document e-id ebill email eps esim extend faq features
  fermopoint files finish fixedline form freedates getToken google identification info initpassword invoice invoices issigned
  itemised landingpageitems latest link lock login mandant maps method methods mobile numberreservations onetimelink openid
  openid2fa openposition order orders password payment phoneaccounts porting portings products providers qrcode ratepayment
  rechargeprepaid redirecturl regions repeater replacements represent resetpassword reviews router sandbox search send sepa
  settings shops sign simcards smartphones sms socialtariff speaker spendingcaps start state status suppliers
  takeoveridaustriadataandfinish tan tariff tariffs terminate token transactions upgrade upload usage user validate validatemerchant
  verification voicemail`.split(/\s+/),
);

const ID = '{id}';
const wordOrId = (part: string) => (CALL_WORDS.has(part) ? part : ID);

/** The bounded pattern of a call's path under the API's URL (no query; leading and trailing slashes left out). */
export function callPattern(path: string): string {
  const segments = path
    .split('?')[0]!
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.split(':').map(wordOrId).join(':'));
  // `files/a/b/c.pdf`: a run of ids is one.
  return segments.filter((segment, i) => segment !== ID || segments[i - 1] !== ID).join('/') || '/';
}

export type CallOutcome = 'ok' | `${1 | 2 | 3 | 4 | 5}xx` | 'timeout' | 'network_error';

/** A call's answer: its status, or the error that came instead. */
export type CallAnswer = { status: number } | { error: unknown };

/** The outcome of a call that answered with `status`, or failed with `error` before any answer. */
export function callOutcome(answer: CallAnswer): CallOutcome {
  if ('status' in answer)
    return answer.status >= 200 && answer.status < 300
      ? 'ok'
      : (`${Math.min(5, Math.max(1, Math.floor(answer.status / 100)))}xx` as CallOutcome);
  const name = answer.error instanceof Error || answer.error instanceof DOMException ? answer.error.name : '';
  return name === 'TimeoutError' ? 'timeout' : 'network_error';
}

/** Starts timing a call to `path`; the returned function counts it with its answer (its start) or error. */
export function timeContentApiCall(path: string, method: string, now: () => number = () => performance.now()) {
  const started = now();
  const call = callPattern(path);
  return (answer: CallAnswer): void => {
    const { contentApiCalls, contentApiSeconds } = metrics();
    contentApiCalls.inc({ call, method: method.toUpperCase(), outcome: callOutcome(answer) });
    contentApiSeconds.observe({ call }, (now() - started) / 1000);
  };
}
