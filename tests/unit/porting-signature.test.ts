import { orderItemOfPorting, orderPortingId } from '@/lib/domain/order-portings';
import { codeExpired, followsPhone, secondsUntil, signatureStateOf, stateAfterRefusal } from '@/lib/domain/porting-signature';
import { decodedBytes, inkLength, isSignature, padPoint, pngBase64, signatureBase64 } from '@/lib/domain/signature-image';

const porting = (
  status: Parameters<typeof signatureStateOf>[0]['status'],
  isSigned: boolean,
  portingErrors: Parameters<typeof signatureStateOf>[0]['portingErrors'] = [],
) => ({
  status,
  isSigned,
  portingErrors,
});

describe('where a porting signature starts (SPEC §4 "Porting signature")', () => {
  it('asks an open or failed porting that is not signed for a signature', () => {
    expect(signatureStateOf(porting('OPEN', false))).toBe('unsigned');
    expect(signatureStateOf(porting('FAILED', false, ['WRONG_NAME']))).toBe('unsigned');
  });

  it('shows a signed porting as signed, whatever its processing status', () => {
    expect(signatureStateOf(porting('OPEN', true))).toBe('signed');
    expect(signatureStateOf(porting('IN_PROCESS', true))).toBe('signed');
    expect(signatureStateOf(porting('FAILED', true, ['WRONG_NAME']))).toBe('signed');
  });

  it('asks again when the power of attorney failed, although it was signed', () => {
    expect(signatureStateOf(porting('FAILED', true, ['POA_INCORRECT']))).toBe('unsigned');
    expect(signatureStateOf(porting('FAILED', true, ['POA_NOT_RECEIVED_ON_TIME']))).toBe('unsigned');
  });

  it('closes an unsigned porting the providers already process', () => {
    expect(signatureStateOf(porting('READY_FOR_PROCESSING', false))).toBe('closed');
    expect(signatureStateOf(porting('FINISHED', false))).toBe('closed');
  });

  it('follows the phone only while the porting was never signed (issigned could not turn true otherwise)', () => {
    expect(followsPhone('unsigned', false)).toBe(true);
    expect(followsPhone('unsigned', true)).toBe(false);
    expect(followsPhone('signed', true)).toBe(false);
  });
});

describe('what a refusal means for the page', () => {
  it('makes a used or expired link invalid, a porting past signing closed, one signed meanwhile signed', () => {
    expect(stateAfterRefusal('token_invalid')).toBe('invalid');
    expect(stateAfterRefusal('not_signable')).toBe('closed');
    expect(stateAfterRefusal('already_signed')).toBe('signed');
  });

  it('leaves everything else failed, to be tried again', () => {
    for (const code of ['unavailable', 'verification_required', 'too_large', 'session_expired'])
      expect(stateAfterRefusal(code)).toBe('failed');
  });
});

describe('the SMS code (SPEC §4 "Verification code by SMS")', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('counts the wait for a new code in whole seconds, never below 0', () => {
    expect(secondsUntil(now + 30_000, now)).toBe(30);
    expect(secondsUntil(now + 29_001, now)).toBe(30);
    expect(secondsUntil(now - 5_000, now)).toBe(0);
  });

  it('treats a code as expired from its expiry on', () => {
    expect(codeExpired('2026-11-23T10:10:00Z', now)).toBe(false);
    expect(codeExpired('2026-11-23T10:00:00Z', now)).toBe(true);
  });
});

describe('a drawn signature', () => {
  it('measures the ink of the strokes; a tap adds nothing', () => {
    expect(
      inkLength([
        [
          { x: 0, y: 0 },
          { x: 3, y: 4 },
          { x: 3, y: 14 },
        ],
        [{ x: 50, y: 50 }],
      ]),
    ).toBe(15);
    expect(
      isSignature([
        [
          { x: 0, y: 0 },
          { x: 30, y: 0 },
        ],
      ]),
    ).toBe(false);
    expect(
      isSignature([
        [
          { x: 0, y: 0 },
          { x: 30, y: 0 },
        ],
        [
          { x: 0, y: 10 },
          { x: 0, y: 20 },
        ],
      ]),
    ).toBe(true);
    expect(isSignature([])).toBe(false);
  });

  it('takes a pointer position relative to the pad and keeps it inside', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(padPoint(box, 150, 70)).toEqual({ x: 50, y: 20 });
    expect(padPoint(box, 90, 300)).toEqual({ x: 0, y: 200 });
  });

  it('reads the base64 of a PNG data URL only', () => {
    expect(pngBase64('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(pngBase64('data:,')).toBeUndefined();
    expect(pngBase64('data:image/jpeg;base64,/9j/4AAQ')).toBeUndefined();
  });

  it('counts the bytes a base64 text stands for', () => {
    expect(decodedBytes(Buffer.from('signature').toString('base64'))).toBe(9);
    expect(decodedBytes(Buffer.from('sign').toString('base64'))).toBe(4);
    expect(decodedBytes(Buffer.from('signatur').toString('base64'))).toBe(8);
  });

  it('sends the first export within the limit: smaller when the full size is too large', () => {
    const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
    const scales: number[] = [];
    const render = (scale: number) => {
      scales.push(scale);
      return png(scale === 1 ? 120 : 60);
    };
    expect(signatureBase64(render, 100)).toBe(Buffer.alloc(60).toString('base64'));
    expect(scales).toEqual([1, 0.5]);
    expect(signatureBase64(() => png(120), 100)).toBe('too_large');
    expect(signatureBase64(() => 'data:,', 100)).toBe('unreadable');
  });
});

describe("an order's portings", () => {
  it('are named PA-{salesOrderId}-{itemId}, and only those are the order’s', () => {
    expect(orderPortingId('SO-1', '2')).toBe('PA-SO-1-2');
    expect(orderItemOfPorting('PA-SO-1-2', 'SO-1')).toBe('2');
    expect(orderItemOfPorting('PA-SO-12-2', 'SO-1')).toBeUndefined();
    expect(orderItemOfPorting('PA-SO-1-', 'SO-1')).toBeUndefined();
    expect(orderItemOfPorting('PA-10000001-P1', 'SO-1')).toBeUndefined();
  });
});
