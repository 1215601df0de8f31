/**
 * SPEC §4 mobile porting status and how a porting moves through it. The provider's processing is not
 * shown in the SPEC; the sandbox stands in for it (PUT /sandbox/portings/{id}) with these rules:
 *   OPEN → READY_FOR_PROCESSING (only signed and pre-validated) | FAILED
 *   READY_FOR_PROCESSING → IN_PROCESS | FAILED | OPEN
 *   IN_PROCESS → FINISHED | FAILED
 *   FAILED → OPEN only by the customer's action:represent, after a correction that answers the reason
 *   FINISHED is final.
 */
import type { MobilePortingStatus, PortingFailureReason, SandboxPortingMove } from '@storefront/wire';
import type { MobilePortingRecord } from '../store/porting-cases';
import { sameData } from './correction';

type Outcome = { ok: true; porting: MobilePortingRecord } | { ok: false; status: 400 | 409; code: string; message: string };

const NEXT: Record<MobilePortingStatus, MobilePortingStatus[]> = {
  OPEN: ['READY_FOR_PROCESSING', 'FAILED'],
  READY_FOR_PROCESSING: ['IN_PROCESS', 'FAILED', 'OPEN'],
  IN_PROCESS: ['FINISHED', 'FAILED'],
  FAILED: [],
  FINISHED: [],
};

/** Reasons a new signature answers (the power of attorney was missing, late, wrong or unsigned). */
const SIGNATURE_REASONS = new Set<PortingFailureReason>(['POA_NOT_RECEIVED_ON_TIME', 'POA_INCORRECT', 'POA_NOT_SIGNED', 'POA_REQUIRED']);

/** The sandbox's move of a porting (status and/or pre-validation). */
export function movePorting(porting: MobilePortingRecord, move: SandboxPortingMove, now: Date): Outcome {
  let next: MobilePortingRecord = move.isPreValidated === undefined ? porting : { ...porting, isPreValidated: move.isPreValidated };
  const status = move.status;
  if (status === undefined || status === porting.status) {
    if (move.reason !== undefined && status !== 'FAILED')
      return { ok: false, status: 400, code: 'reason_not_allowed', message: 'A reason goes only with FAILED.' };
    return { ok: true, porting: next };
  }
  if (status === 'FAILED' && move.reason === undefined)
    return { ok: false, status: 400, code: 'reason_required', message: 'FAILED needs a failure reason.' };
  if (status !== 'FAILED' && move.reason !== undefined)
    return { ok: false, status: 400, code: 'reason_not_allowed', message: 'A reason goes only with FAILED.' };
  if (!NEXT[porting.status].includes(status)) {
    return { ok: false, status: 409, code: 'invalid_transition', message: `A porting cannot move from ${porting.status} to ${status}.` };
  }
  if (status === 'READY_FOR_PROCESSING' && !(next.isSigned && next.isPreValidated)) {
    return {
      ok: false,
      status: 409,
      code: next.isSigned ? 'not_pre_validated' : 'not_signed',
      message: 'Only a signed, pre-validated porting is ready for processing.',
    };
  }
  if (status === 'FAILED') {
    next = { ...next, status, reason: move.reason!, failure: { reason: move.reason!, data: porting.data, at: now.toISOString() } };
  } else {
    const { reason: _reason, ...rest } = next;
    next = { ...rest, status };
  }
  return { ok: true, porting: next };
}

/** Whether the customer's changes since the failure answer its reason. */
export function isCorrected(porting: MobilePortingRecord): boolean {
  const failure = porting.failure;
  const reason = porting.reason ?? failure?.reason ?? 'OTHER';
  const before = failure?.data;
  const signedSince = porting.isSigned && porting.signature !== undefined && (!failure || porting.signature.at > failure.at);
  if (SIGNATURE_REASONS.has(reason)) return signedSince;
  if (!before) return signedSince;
  const now = porting.data;
  switch (reason) {
    case 'WRONG_NAME':
      return now.firstname !== before.firstname || now.lastname !== before.lastname || now.companyName !== before.companyName;
    case 'WRONG_CONTYPE':
      return now.contractType !== before.contractType;
    case 'WRONG_WISH_DATE':
      return now.desiredPortingDate !== before.desiredPortingDate;
    default:
      return !sameData(now, before) || signedSince;
  }
}

/** PUT …/action:represent: a FAILED porting, corrected, goes back to OPEN (409 otherwise, with a code). */
export function represent(porting: MobilePortingRecord): Outcome {
  if (porting.status !== 'FAILED')
    return { ok: false, status: 409, code: 'not_failed', message: 'Only a failed porting can be re-presented.' };
  if (!isCorrected(porting)) {
    return {
      ok: false,
      status: 409,
      code: 'correction_required',
      message: `Correct the porting data first (${porting.reason ?? 'OTHER'}).`,
    };
  }
  const { reason: _reason, failure: _failure, ...rest } = porting;
  return { ok: true, porting: { ...rest, status: 'OPEN' } };
}
