import { checkGreeting, GREETING_MAX_BYTES, greetingTypeOfBytes } from '@/lib/domain/voicemail-greeting';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)));

describe('greeting type by its bytes', () => {
  it('knows MP3 (ID3 or frame sync), WAV, Ogg and WebM, whatever the file claims', () => {
    expect(greetingTypeOfBytes(bytes('ID3', [4, 0]))).toBe('audio/mpeg');
    expect(greetingTypeOfBytes(bytes([0xff, 0xfb, 0x90]))).toBe('audio/mpeg');
    expect(greetingTypeOfBytes(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBe('audio/wav');
    expect(greetingTypeOfBytes(bytes('OggS', [0]))).toBe('audio/ogg');
    expect(greetingTypeOfBytes(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe('audio/webm');
  });

  it('knows nothing else (a RIFF that is no WAVE, text, a PDF)', () => {
    expect(greetingTypeOfBytes(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeUndefined();
    expect(greetingTypeOfBytes(bytes('hello'))).toBeUndefined();
    expect(greetingTypeOfBytes(bytes('%PDF-1.4'))).toBeUndefined();
  });
});

describe('checkGreeting', () => {
  const ogg = bytes('OggS');
  it('takes accepted audio up to 2 MB, typed by its bytes', () => {
    expect(checkGreeting(GREETING_MAX_BYTES, ogg)).toEqual({ ok: true, type: 'audio/ogg' });
  });
  it('names what is wrong: nothing, too large, not accepted audio', () => {
    expect(checkGreeting(0, new Uint8Array())).toEqual({ ok: false, problem: 'required' });
    expect(checkGreeting(GREETING_MAX_BYTES + 1, ogg)).toEqual({ ok: false, problem: 'too_large' });
    expect(checkGreeting(5, bytes('hello'))).toEqual({ ok: false, problem: 'wrong_type' });
  });
});
