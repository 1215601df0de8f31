/**
 * A small HTML tokenizer for the content API's device descriptions (no DOM on the server). It knows
 * just enough HTML to be safe: comments, doctype and processing instructions are skipped, attribute
 * values may hold ">" inside quotes, and the contents of raw-text elements (script, style …) never
 * come out as text.
 */
export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string }
  | { type: 'end'; name: string };

/** Elements whose whole content is dropped together with them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'noscript', 'template', 'textarea', 'title', 'object', 'embed', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes']);

/** Index just after the end of a start tag beginning at `from` (the "<"), skipping quoted values. */
function endOfTag(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '>') {
      return i + 1;
    }
  }
  return html.length;
}

/** Index after the closing tag of a dropped element, or the end of the input when it is never closed. */
function endOfDropped(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}[\\s/>]`, 'i');
  const match = close.exec(html.slice(from));
  if (!match) return html.length;
  return endOfTag(html, from + match.index);
}

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const rest = html.slice(lt, lt + 4);
    if (rest.startsWith('<!--')) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      i = endOfTag(html, lt);
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!tag) {
      // A "<" that opens no tag is text ("a < b").
      text += '<';
      i = lt + 1;
      continue;
    }
    flush();
    const name = tag[2]!.toLowerCase();
    const after = endOfTag(html, lt);
    if (tag[1]) {
      tokens.push({ type: 'end', name });
      i = after;
    } else if (DROPPED_WITH_CONTENT.has(name)) {
      i = endOfDropped(html, name, after);
    } else {
      tokens.push({ type: 'start', name });
      i = after;
    }
  }
  flush();
  return tokens;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of a text token with character references decoded (for plain-text uses, rendered escaped). */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));/gi, (reference, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? reference;
    const codePoint = hex ? parseInt(hex, 16) : Number(decimal);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
  });
}
