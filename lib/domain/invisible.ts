/**
 * SPEC §5: invisible characters are stripped from device descriptions: soft hyphen (U+00AD),
 * zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner (U+2060) and the byte-order
 * mark (U+FEFF), also when HTML names them as character references (&shy;, &#8203;, &#xFEFF; …).
 */
const INVISIBLE_CHARACTERS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const INVISIBLE_CODE_POINTS = new Set([0xad, 0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
const INVISIBLE_NAMED = /&(?:shy|ZeroWidthSpace|zwnj|zwj|NoBreak);/g;
const NUMERIC_REFERENCE = /&#(?:x([0-9a-f]{1,6})|(\d{1,7}));/gi;

export function stripInvisible(text: string): string {
  return text
    .replace(INVISIBLE_CHARACTERS, '')
    .replace(INVISIBLE_NAMED, '')
    .replace(NUMERIC_REFERENCE, (reference, hex: string | undefined, decimal: string | undefined) =>
      INVISIBLE_CODE_POINTS.has(hex ? parseInt(hex, 16) : Number(decimal)) ? '' : reference,
    );
}
