import type { CSSProperties } from 'react';

/** Colour names with a small swatch each (the name is the text; the swatch is decoration). */
export function SwatchList({ colours }: { colours: { name: string; hex: string }[] }) {
  return (
    <ul className="swatch-list">
      {colours.map((c) => (
        <li key={c.name}>
          <span className="swatch swatch--sm" style={{ '--swatch': c.hex } as CSSProperties} aria-hidden="true" />
          {c.name}
        </li>
      ))}
    </ul>
  );
}
