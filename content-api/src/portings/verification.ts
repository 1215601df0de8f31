/**
 * SPEC §4 "Verification code by SMS" for the typed-name signature: a 6-digit code texted to the number
 * being ported (SPEC §9: the porting consent comes from SMS 499), stored hashed, single use, valid
 * TAN_MS. Sends are limited per porting like the login TANs (3 in 10 minutes, then 429), and wrong
 * codes are throttled per porting (the login's guessing protection).
 */
import { randomInt } from 'node:crypto';
import type { PortingCodeSent } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import { TAN_DIGITS, TAN_MS } from '../auth/kit';
import type { Throttle } from '../auth/throttle';
import type { Clock } from '../clock';
import type { Language } from '../localise';
import { internationalNumber } from '../phone';
import { leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import type { MobilePortingRecord } from '../store/porting-cases';
import { PORTING_TEXTS } from './texts';

export type VerificationDeps = { store: Pick<Store, 'oneTimeCodes' | 'outbox' | 'portingCases'>; clock: Clock; throttle: Throttle };

const sendKey = (porting: MobilePortingRecord) => `porting-sms:${porting.phoneAccountId}`;
const guessKey = (porting: MobilePortingRecord) => `porting-code:${porting.phoneAccountId}`;

/** "+43 676 5550101" → "+43 676 •••0101": where the code went, without handing out the whole number. */
export function maskedNumber(number: string): string {
  const count = number.replace(/\D/g, '').length;
  let seen = 0;
  return number.replace(/\d/g, (digit) => {
    seen += 1;
    return seen <= 5 || seen > count - 4 ? digit : '•';
  });
}

/** Texts a new code (earlier ones stop working); the seconds to wait instead when the sends are used up. */
export function sendConsentCode(
  deps: VerificationDeps,
  market: MarketCode,
  porting: MobilePortingRecord,
  language: Language,
): { ok: true; sent: PortingCodeSent } | { ok: false; retryAfter: number } {
  const retryAfter = deps.throttle.send(market, sendKey(porting));
  if (retryAfter > 0) return { ok: false, retryAfter };
  const code = String(randomInt(0, 10 ** TAN_DIGITS)).padStart(TAN_DIGITS, '0');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + TAN_MS);
  deps.store.oneTimeCodes.add(market, 'PORTING_TAN', porting.phoneAccountId, porting.customerNumber, code, expiresAt, now);
  const to = internationalNumber(porting.data.phoneNumber, market) ?? porting.data.phoneNumber;
  const text = PORTING_TEXTS[language].consentCode(porting.data.phoneNumber, code, TAN_MS / 60_000);
  deps.store.outbox.send(market, { channel: 'SMS', to, text, customerNumber: porting.customerNumber }, now, leadRetentionCutoff(now));
  return { ok: true, sent: { sentTo: maskedNumber(porting.data.phoneNumber), expiresAt: expiresAt.toISOString() } };
}

/** Checks a code: the porting as verified, 'wrong' (counted), or the seconds to wait after too many wrong ones. */
export function validateConsentCode(
  deps: VerificationDeps,
  market: MarketCode,
  porting: MobilePortingRecord,
  code: string,
): { ok: true; porting: MobilePortingRecord } | { ok: false; wrong: true } | { ok: false; retryAfter: number } {
  const retryAfter = deps.throttle.secondsToWait(market, guessKey(porting));
  if (retryAfter > 0) return { ok: false, retryAfter };
  const now = deps.clock.now();
  if (deps.store.oneTimeCodes.redeemTan(market, 'PORTING_TAN', porting.phoneAccountId, code, now) === undefined) {
    deps.throttle.failed(market, guessKey(porting));
    return { ok: false, wrong: true };
  }
  deps.throttle.succeeded(market, guessKey(porting));
  return { ok: true, porting: { ...porting, smsVerifiedAt: now.toISOString() } };
}
