import type { Stroke } from '@/lib/domain/signature-image';

const INK = '#111827';
const LINE_WIDTH = 2.5;

/** Draws the strokes (in CSS pixels) onto a canvas whose pixels are `scale` times as many, over whatever was there. */
export function paintStrokes(canvas: HTMLCanvasElement, strokes: readonly Stroke[], scale: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, canvas.width / scale, canvas.height / scale);
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
  ctx.lineWidth = LINE_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const [first, ...rest] of strokes) {
    if (!first) continue;
    ctx.beginPath();
    if (rest.length === 0) {
      ctx.arc(first.x, first.y, LINE_WIDTH / 2, 0, 2 * Math.PI);
      ctx.fill();
      continue;
    }
    ctx.moveTo(first.x, first.y);
    for (const point of rest) ctx.lineTo(point.x, point.y);
    ctx.stroke();
  }
}

/** The strokes as a PNG data URL of a `width` × `height` pad at `scale` (transparent, ink only). */
export function strokesPng(strokes: readonly Stroke[], width: number, height: number, scale: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  paintStrokes(canvas, strokes, scale);
  return canvas.toDataURL('image/png');
}
