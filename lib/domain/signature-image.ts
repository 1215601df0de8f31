/**
 * A drawn signature (SPEC §4 "Porting signature", §7 form:sign with signatureBase64): the strokes a
 * signature pad records from mouse, finger or pen, whether they make a signature, and the PNG it sends
 * as base64, within the content API's size limit.
 */

export type Point = { x: number; y: number };
/** One line drawn without lifting the pointer. */
export type Stroke = Point[];
type Box = { left: number; top: number; width: number; height: number };

/** Less ink than this (stroke length in CSS pixels) is a dot or a slip, not a signature. */
export const MIN_INK = 40;

/** Scales at which the pad exports its image, largest first: the next one when an image is over the limit. */
export const EXPORT_SCALES = [1, 0.5] as const;

/** The length of all strokes together; a stroke of one point (a tap) draws a dot and adds nothing. */
export function inkLength(strokes: readonly Stroke[]): number {
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i++) length += Math.hypot(stroke[i]!.x - stroke[i - 1]!.x, stroke[i]!.y - stroke[i - 1]!.y);
  }
  return length;
}

export const isSignature = (strokes: readonly Stroke[]) => inkLength(strokes) >= MIN_INK;

/** A pointer's position in the pad (`box`: its bounding rectangle), kept inside it. */
export function padPoint(box: Box, clientX: number, clientY: number): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return { x: clamp(clientX - box.left, box.width), y: clamp(clientY - box.top, box.height) };
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The base64 of a canvas's PNG data URL; undefined for anything else (an empty canvas answers "data:,"). */
export function pngBase64(dataUrl: string): string | undefined {
  return PNG_DATA_URL.exec(dataUrl)?.[1];
}

/** How many bytes a base64 text stands for. */
export function decodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The signature as the content API takes it: the first export (`render(scale)`, a data URL) that is a
 * PNG of at most `maxBytes`; 'too_large' when even the smallest is over it, 'unreadable' when the
 * canvas gave no PNG.
 */
export function signatureBase64(render: (scale: number) => string, maxBytes: number): string | 'too_large' | 'unreadable' {
  for (const scale of EXPORT_SCALES) {
    const base64 = pngBase64(render(scale));
    if (base64 === undefined) return 'unreadable';
    if (decodedBytes(base64) <= maxBytes) return base64;
  }
  return 'too_large';
}
