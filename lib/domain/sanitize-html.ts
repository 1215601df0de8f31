import { decodeEntities, tokenizeHtml } from './html-tokens';
import { stripInvisible } from './invisible';

/** The markup a device description may keep; every attribute is dropped. */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h3', 'h4']);
const VOID = new Set(['br']);

/** Text re-escaped for HTML: decoded first, so "&amp;" stays one ampersand and "&lt;" stays text. */
const escapeText = (text: string) => decodeEntities(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A device description made safe to render (SPEC §5): invisible characters stripped, only the
 * allow-listed elements kept without any attribute (so no event handler, style or link), the content
 * of script, style, iframe and the like dropped, other elements unwrapped to their text, and every
 * element closed, so the result cannot break out of the element it is rendered into.
 */
export function sanitizeDescription(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  for (const token of tokenizeHtml(stripInvisible(html))) {
    if (token.type === 'text') {
      out.push(escapeText(token.text));
    } else if (!ALLOWED.has(token.name)) {
      // Unknown or unsafe element: its tags go, its text stays.
    } else if (token.type === 'start') {
      out.push(`<${token.name}>`);
      if (!VOID.has(token.name)) open.push(token.name);
    } else if (open.includes(token.name)) {
      // Close what was left open inside, then the element itself.
      for (let name = open.pop(); name !== undefined; name = open.pop()) {
        out.push(`</${name}>`);
        if (name === token.name) break;
      }
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('').trim();
}
