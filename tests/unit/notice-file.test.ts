import { MAX_NOTICE_BYTES, noticeProblem, noticeTypeOf } from '@/lib/domain/notice-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const PDF = new TextEncoder().encode('%PDF-1.4\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);

describe('the notice upload of a social-tariff application', () => {
  it('recognises PDF, JPEG and PNG by their first bytes', () => {
    expect(noticeTypeOf(PDF)).toBe('application/pdf');
    expect(noticeTypeOf(JPEG)).toBe('image/jpeg');
    expect(noticeTypeOf(PNG)).toBe('image/png');
  });

  it('refuses a text file whatever it is called', () => {
    expect(noticeTypeOf(new TextEncoder().encode('Bescheid vom 1.3.2026'))).toBeNull();
    expect(noticeProblem(20, new TextEncoder().encode('PDF-1.4 but not really'))).toBe('wrong_type');
  });

  it('accepts 5 MB and refuses one byte more', () => {
    expect(noticeProblem(MAX_NOTICE_BYTES, PDF)).toBeNull();
    expect(noticeProblem(MAX_NOTICE_BYTES + 1, PDF)).toBe('too_large');
  });

  it('asks for a file when it is empty', () => {
    expect(noticeProblem(0, bytes())).toBe('required');
  });
});
