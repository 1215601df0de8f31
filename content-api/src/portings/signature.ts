/**
 * Signing a porting's power of attorney (SPEC §2, §4 Porting signature): a drawn signature, sent as a
 * PNG (base64, a data: URL prefix accepted, at most MAX_SIGNATURE_BYTES), or the typed name, which
 * counts only after the SMS code sent to the number being ported was validated (verification.ts).
 * A porting can be signed while OPEN or FAILED (a new signature answers a POA_* failure).
 */
import { MAX_SIGNATURE_BYTES, type FieldErrorBody, type PortingSignRequest } from '@storefront/wire';
import type { MobilePortingRecord } from '../store/porting-cases';

/** How long a validated SMS code allows the typed-name signature. */
export const VERIFIED_FOR_MS = 15 * 60_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SIGNABLE = new Set(['OPEN', 'FAILED']);

/** Whether a porting can still be signed: while OPEN or FAILED (later it is with the providers). */
export const isSignable = (porting: MobilePortingRecord) => SIGNABLE.has(porting.status);

type Outcome =
  | { ok: true; porting: MobilePortingRecord }
  | { ok: false; fields: FieldErrorBody['fields'] }
  | { ok: false; status: 409 | 413; code: string; message: string };

/** The PNG a signatureBase64 carries: undefined when it is not base64 of a PNG with a width and height. */
export function signaturePng(value: string): Buffer | 'too_large' | undefined {
  const base64 = value.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) return 'too_large';
  const isPng = bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR';
  return isPng && bytes.readUInt32BE(16) > 0 && bytes.readUInt32BE(20) > 0 ? bytes : undefined;
}

/** The porting signed as `request` asks, at `now`. */
export function signPorting(porting: MobilePortingRecord, request: PortingSignRequest, now: Date): Outcome {
  if (!isSignable(porting)) return { ok: false, status: 409, code: 'not_signable', message: 'The porting is being processed or finished.' };
  const at = now.toISOString();
  if ('typedName' in request) {
    const verifiedAt = porting.smsVerifiedAt ? Date.parse(porting.smsVerifiedAt) : undefined;
    if (verifiedAt === undefined || now.getTime() - verifiedAt > VERIFIED_FOR_MS) {
      return { ok: false, status: 409, code: 'verification_required', message: 'Confirm the typed signature with the SMS code first.' };
    }
    const { smsVerifiedAt: _used, ...rest } = porting;
    return { ok: true, porting: { ...rest, isSigned: true, signature: { method: 'TYPED', at, typedName: request.typedName } } };
  }
  const png = signaturePng(request.signatureBase64);
  if (png === 'too_large')
    return {
      ok: false,
      status: 413,
      code: 'signature_too_large',
      message: `The signature image may be at most ${MAX_SIGNATURE_BYTES} bytes.`,
    };
  if (!png) return { ok: false, fields: [{ field: 'signatureBase64', code: 'invalid_format' }] };
  return { ok: true, porting: { ...porting, isSigned: true, signature: { method: 'DRAWN', at, png: png.toString('base64') } } };
}
