import { limitedStream } from '@/lib/platform/bff/body';
import { checkUploadFile, maxMegabytesOf, maxUploadBodyOf, sniffUpload, UPLOAD_LIMITS } from '@/lib/domain/identification-upload';
import { furthestStatus, handoffView, isFollowing } from '@/lib/identification/upload-progress';
import { phoneRefusalOf } from '@/lib/identification/upload-refusal';
import { GIF, JPEG, MP4, PNG } from '@/content-api/tests/support/multipart';

const MB = 1024 * 1024;
const head = (bytes: Uint8Array) => bytes.subarray(0, 16);

describe('what the phone may send (SPEC §7 ID upload and selfie video)', () => {
  it('takes front and back as JPEG or PNG of at most 8 MB each', () => {
    expect(UPLOAD_LIMITS.id.fields).toEqual(['front', 'back']);
    expect(maxMegabytesOf(UPLOAD_LIMITS.id)).toBe(8);
    expect(checkUploadFile('id', 2048, head(JPEG()))).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkUploadFile('id', 8 * MB, head(PNG()))).toEqual({ ok: true, type: 'image/png' });
    expect(checkUploadFile('id', 8 * MB + 1, head(JPEG()))).toEqual({ ok: false, problem: 'too_large' });
    expect(checkUploadFile('id', 2048, head(GIF()))).toEqual({ ok: false, problem: 'wrong_type' });
    expect(checkUploadFile('id', 0, new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
  });

  it('takes one video, MP4, QuickTime or WebM of at most 25 MB; a photo is no video', () => {
    expect(UPLOAD_LIMITS.video.fields).toEqual(['video']);
    expect(checkUploadFile('video', 25 * MB, head(MP4()))).toEqual({ ok: true, type: 'video/mp4' });
    expect(checkUploadFile('video', 4096, new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toEqual({ ok: true, type: 'video/webm' });
    expect(checkUploadFile('video', 25 * MB + 1, head(MP4()))).toEqual({ ok: false, problem: 'too_large' });
    expect(checkUploadFile('video', 2048, head(JPEG()))).toEqual({ ok: false, problem: 'wrong_type' });
  });

  it('reads the type from the bytes, never from a name', () => {
    const quickTime = new Uint8Array([0, 0, 0, 0x14, ...Buffer.from('ftypqt  ')]);
    expect(sniffUpload(quickTime)).toBe('video/quicktime');
    expect(sniffUpload(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
  });

  it('bounds a whole body by its files at their largest and the framing', () => {
    expect(maxUploadBodyOf(UPLOAD_LIMITS.id)).toBe(16 * MB + 64 * 1024);
    expect(maxUploadBodyOf(UPLOAD_LIMITS.video)).toBe(25 * MB + 64 * 1024);
  });
});

describe('a request body passed on with a limit (lib/platform/bff/body limitedStream)', () => {
  /** `total` bytes in 64 kB chunks, made as they are read; `pulled()` says how many were. */
  function source(total: number) {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => sent };
  }

  const drain = async (stream: ReadableStream<Uint8Array>) => {
    let read = 0;
    const reader = stream.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) read += next.value.byteLength;
    return read;
  };

  it('passes a body within the limit through unchanged', async () => {
    const body = source(MB);
    const limited = limitedStream(body.stream, MB);
    expect(await drain(limited.stream)).toBe(MB);
    expect(limited.exceeded()).toBe(false);
  });

  it('fails past the limit and stops reading the source there, however long it is', async () => {
    const body = source(50 * MB);
    const limited = limitedStream(body.stream, 2 * MB);
    await expect(drain(limited.stream)).rejects.toThrow(RangeError);
    expect(limited.exceeded()).toBe(true);
    expect(body.pulled()).toBeLessThanOrEqual(2 * MB + 3 * 64 * 1024);
  });
});

describe('what the desktop shows while the phone uploads', () => {
  it('follows the furthest of its links: verified, then being checked, then failed, then waiting', () => {
    expect(furthestStatus(['WAITING', 'UPLOADED'])).toBe('UPLOADED');
    expect(furthestStatus(['FAILED', 'WAITING'])).toBe('FAILED');
    expect(furthestStatus(['UPLOADED', 'FAILED'])).toBe('UPLOADED');
    expect(furthestStatus(['VERIFIED', 'UPLOADED'])).toBe('VERIFIED');
    expect(furthestStatus([])).toBe('WAITING');
  });

  it('says the links expired only while nothing came, and stops asking once decided or expired', () => {
    const expiresAt = Date.parse('2026-11-23T10:15:00Z');
    const before = expiresAt - 1;
    expect(handoffView('WAITING', expiresAt, before)).toBe('waiting');
    expect(handoffView('WAITING', expiresAt, expiresAt)).toBe('expired');
    expect(handoffView('UPLOADED', expiresAt, expiresAt + 60_000)).toBe('checking');
    expect(handoffView('VERIFIED', expiresAt, before)).toBe('verified');
    expect(handoffView('FAILED', expiresAt, before)).toBe('failed');
    expect(['waiting', 'checking'].every((view) => isFollowing(view as never))).toBe(true);
    expect(['expired', 'verified', 'failed'].some((view) => isFollowing(view as never))).toBe(false);
  });
});

describe('what the phone makes of a refused upload', () => {
  it('a used, expired or unknown link ends the form: a new one comes from the computer', () => {
    expect(phoneRefusalOf({ error: 'token_invalid' })).toEqual({ kind: 'link' });
  });

  it('puts the content API refusals at the file they concern', () => {
    expect(phoneRefusalOf({ error: 'too_large', fields: [{ field: 'back', code: 'too_large' }] })).toEqual({
      kind: 'file',
      field: 'back',
      problem: 'too_large',
    });
    expect(phoneRefusalOf({ error: 'unsupported_type', fields: [{ field: 'video', code: 'invalid_format' }] })).toEqual({
      kind: 'file',
      field: 'video',
      problem: 'wrong_type',
    });
    expect(phoneRefusalOf({ error: 'invalid_request', fields: [{ field: 'front', code: 'required' }] })).toEqual({
      kind: 'file',
      field: 'front',
      problem: 'missing',
    });
    expect(phoneRefusalOf({ error: 'too_large' })).toEqual({ kind: 'file', field: undefined, problem: 'too_large' });
  });

  it('leaves anything else to a retry with its own message', () => {
    expect(phoneRefusalOf({ error: 'invalid_request' })).toEqual({ kind: 'retry', code: 'invalid_request' });
    expect(phoneRefusalOf({ error: 'rate_limited', retryAfter: 30 })).toEqual({ kind: 'retry', code: 'rate_limited' });
    expect(phoneRefusalOf({ error: 'unavailable' })).toEqual({ kind: 'retry', code: 'unavailable' });
  });
});
