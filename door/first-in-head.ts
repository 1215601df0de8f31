/**
 * Inline head scripts marked `data-first-in-head` go to the start of the head, right after the charset
 * (ADR 28). React puts the page's stylesheet links first in the head, and a parser-inserted script
 * waits for every stylesheet before it: the consent boot script (lib/platform/consent/consent.ts) behind the
 * links kept the parser in the head until the CSS had arrived, and the page then painted in slices, the
 * cookie banner last. Before the links it runs at once, and the parser reads the whole page while the
 * CSS is on its way. React 19 hydrates a head's children by kind, not by position, so the move is safe.
 */
const MARKED = /<script\b[^>]*\bdata-first-in-head\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const HEAD_START = /<head\b[^>]*>(\s*<meta\s+charset=[^>]*>)?/i;

/** The HTML with the marked scripts moved to the start of its head; unchanged when there are none. */
export function firstInHead(html: string): string {
  const head = html.search(/<\/head\s*>/i);
  if (head === -1) return html;
  const marked = [...html.slice(0, head).matchAll(MARKED)].map(([script]) => script);
  if (marked.length === 0) return html;
  let rest = html;
  for (const script of marked) rest = rest.replace(script, '');
  const start = HEAD_START.exec(rest);
  if (!start) return html;
  const at = start.index + start[0].length;
  return rest.slice(0, at) + marked.join('') + rest.slice(at);
}
