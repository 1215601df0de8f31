import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import './device.css';

/** Relative luminance of a #rrggbb colour, to draw outlines that stay visible on light and dark bodies. */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.6;
}

function Phone({ fill, line }: { fill: string; line: string }) {
  return (
    <>
      <rect x="22" y="4" width="76" height="152" rx="14" fill={fill} stroke={line} strokeWidth="2" />
      <rect x="28" y="12" width="64" height="136" rx="9" fill="#1b2230" />
      <rect x="50" y="16" width="20" height="6" rx="3" fill={fill} />
      <rect x="34" y="30" width="52" height="10" rx="3" fill="#2f3b52" />
      <rect x="34" y="46" width="36" height="6" rx="3" fill="#2f3b52" />
      <rect x="98" y="40" width="3" height="22" rx="1.5" fill={line} />
    </>
  );
}

function Router({ fill, line }: { fill: string; line: string }) {
  return (
    <>
      <rect x="38" y="14" width="5" height="44" rx="2.5" fill={line} />
      <rect x="77" y="14" width="5" height="44" rx="2.5" fill={line} />
      <rect x="14" y="56" width="92" height="70" rx="12" fill={fill} stroke={line} strokeWidth="2" />
      <circle cx="34" cy="108" r="4" fill="#2e7d32" />
      <circle cx="50" cy="108" r="4" fill="#2e7d32" />
      <circle cx="66" cy="108" r="4" fill={line} />
      <rect x="30" y="72" width="60" height="8" rx="4" fill={line} opacity="0.35" />
    </>
  );
}

function Repeater({ fill, line }: { fill: string; line: string }) {
  return (
    <>
      <rect x="30" y="30" width="60" height="96" rx="18" fill={fill} stroke={line} strokeWidth="2" />
      <path d="M44 62a24 24 0 0 1 32 0M50 70a14 14 0 0 1 20 0" fill="none" stroke={line} strokeWidth="4" strokeLinecap="round" />
      <circle cx="60" cy="78" r="4" fill={line} />
      <rect x="50" y="126" width="6" height="14" fill={line} />
      <rect x="64" y="126" width="6" height="14" fill={line} />
    </>
  );
}

const SHAPES = { smartphone: Phone, router: Router, repeater: Repeater } as const;

/**
 * The seed has no product photos: a neat silhouette of the device kind, tinted with the variant's
 * colour. With a label it is an image with that text; without one it is decorative.
 */
export function DeviceImage({
  kind,
  colorHex,
  label,
  size = 'md',
}: {
  kind: DeviceKind;
  colorHex: string;
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}) {
  const Shape = SHAPES[kind];
  const line = isLight(colorHex) ? '#4a5468' : '#c9d0dd';
  return (
    <svg
      className={`device-image device-image--${size}`}
      viewBox="0 0 120 160"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <Shape fill={colorHex} line={line} />
    </svg>
  );
}
