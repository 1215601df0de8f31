/** The type of a file from its first bytes (never from what the client claims). */

export const SNIFF_BYTES = 16;

export type Sniffed = 'image/jpeg' | 'image/png' | 'video/mp4' | 'video/quicktime' | 'video/webm';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniff(bytes: Uint8Array): Sniffed | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return ascii(bytes, 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  return undefined;
}
