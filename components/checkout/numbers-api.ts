import type { Contract, Posted } from '@/components/form/post';
import {
  captchaChallengeContract,
  numbersExtendContract,
  numbersReserveContract,
  type CaptchaChallenge,
  type CaptchaProof,
  type NumbersExtended,
  type OfferedNumbers,
} from '@/lib/platform/contracts/checkout-numbers';

/** The island's calls to /api/checkout/numbers (lib/platform/contracts/checkout-numbers.ts), answers read with the route's contract. */

async function send<T>(
  method: 'GET' | 'POST' | 'PUT',
  query: string,
  body: Record<string, unknown> | undefined,
  contract: Contract<T>,
): Promise<Posted<T>> {
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(`/api/checkout/numbers${query}`, {
      method,
      headers: body ? { Accept: 'application/json', 'Content-Type': 'application/json' } : { Accept: 'application/json' },
      body: body && JSON.stringify(body),
      cache: 'no-store',
    });
    json = await response.json();
  } catch {
    return { ok: false, error: 'unavailable' };
  }
  const ok = response.ok ? contract.ok.safeParse(json) : undefined;
  if (ok?.success) return { ok: true, data: ok.data };
  const failed = contract.error.safeParse(json);
  return failed.success ? { ok: false, ...failed.data } : { ok: false, error: 'unavailable' };
}

/** A new captcha challenge, its question in the visitor's language. */
export const fetchChallenge = (locale: string): Promise<Posted<CaptchaChallenge>> =>
  send('GET', `?locale=${encodeURIComponent(locale)}`, undefined, captchaChallengeContract);

/** New numbers for every SIM card of the cart, with the captcha's proof (the sandbox's answer or the widget's token). */
export const reserveNumbers = async (proof: CaptchaProof, locale: string): Promise<Posted<OfferedNumbers[]>> => {
  const reserved = await send('POST', '', { ...proof, locale }, numbersReserveContract);
  return reserved.ok ? { ok: true, data: reserved.data.reservations } : reserved;
};

/** Holds the reservations longer; `reservation_expired` when they ended. */
export const extendNumbers = (numberingPlanAssignmentIds: string[], locale: string): Promise<Posted<NumbersExtended>> =>
  send('PUT', '', { numberingPlanAssignmentIds, locale }, numbersExtendContract);
