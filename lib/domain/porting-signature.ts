/**
 * SPEC §4 "Porting signature": not yet signed, signing, signed, failed, or an invalid link; plus
 * "closed" for a porting the providers already process, which can no longer be signed (the content
 * API signs only OPEN and FAILED portings). The rules the desktop and phone pages decide by.
 */
import type { MobilePortingStatus, PortingFailureReason } from '@storefront/wire';

export type SignatureState = 'unsigned' | 'signing' | 'signed' | 'failed' | 'closed' | 'invalid';

/** Where a porting stands before anything happens on the page. */
export type InitialSignatureState = Extract<SignatureState, 'unsigned' | 'signed' | 'closed'>;

const SIGNABLE: readonly MobilePortingStatus[] = ['OPEN', 'FAILED'];

/** SPEC §4 failure reasons that a new signature answers (the power of attorney missing, late, wrong or unsigned). */
const SIGNATURE_REASONS: readonly PortingFailureReason[] = ['POA_NOT_RECEIVED_ON_TIME', 'POA_INCORRECT', 'POA_NOT_SIGNED', 'POA_REQUIRED'];

type PortingFacts = { status: MobilePortingStatus; isSigned: boolean; portingErrors: readonly PortingFailureReason[] };

/** A porting failed for its power of attorney: signed once, it needs a new signature. */
const needsNewSignature = (porting: PortingFacts) =>
  porting.status === 'FAILED' && porting.portingErrors.some((reason) => SIGNATURE_REASONS.includes(reason));

/** A customer's porting as its signature page starts: signed, to be signed, or past signing. */
export function signatureStateOf(porting: PortingFacts): InitialSignatureState {
  if (porting.isSigned && !needsNewSignature(porting)) return 'signed';
  return SIGNABLE.includes(porting.status) ? 'unsigned' : 'closed';
}

/**
 * Whether the desktop page can follow a signature made on the phone by polling `issigned`: only while
 * the porting was never signed, because a porting signed before (a failed power of attorney) answers
 * `isSigned: true` already.
 */
export const followsPhone = (state: InitialSignatureState, isSigned: boolean) => state === 'unsigned' && !isSigned;

/**
 * What a refused signature (or a refused step towards it) means for the page: a used or expired link
 * makes it invalid, a porting past signing is closed, one signed meanwhile (on the phone) is signed;
 * everything else failed (and may be tried again).
 */
export function stateAfterRefusal(code: string): Extract<SignatureState, 'failed' | 'closed' | 'invalid' | 'signed'> {
  if (code === 'token_invalid') return 'invalid';
  if (code === 'not_signable') return 'closed';
  if (code === 'already_signed') return 'signed';
  return 'failed';
}

/**
 * How long "send a new code" waits after a code was sent. Our own pacing (the content API allows 3
 * codes in 10 minutes, SPEC §4 "Verification code by SMS: requested, resent"): time for the SMS to
 * arrive before a second one overtakes it.
 */
export const RESEND_AFTER_SECONDS = 30;

/** Whole seconds from `now` until `until` (both epoch ms), never negative. */
export const secondsUntil = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

/** Whether the code sent with expiry `expiresAt` (ISO instant) has expired at `now`: then only a new code helps. */
export const codeExpired = (expiresAt: string, now: number) => Date.parse(expiresAt) <= now;
