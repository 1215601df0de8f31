import { Parser } from 'htmlparser2';

/**
 * The content API's device descriptions as a flat list of tokens, read by htmlparser2 (a well-kept
 * HTML parser: quoted ">" in attributes, comments, doctype, character references, raw-text elements),
 * for the plain-text uses (highlights). Text comes decoded; the contents of elements that never hold
 * readable text (script, style, iframe, svg …) never come out as text.
 */
export type HtmlToken = { type: 'text'; text: string } | { type: 'start'; name: string } | { type: 'end'; name: string };

/** Elements whose whole content is dropped together with them (the sanitiser drops the same). */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'noscript',
  'template',
  'textarea',
  'title',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
];
const DROPPED: ReadonlySet<string> = new Set(DROPPED_WITH_CONTENT);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let dropped = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (DROPPED.has(name)) dropped++;
        else if (dropped === 0) tokens.push({ type: 'start', name });
      },
      onclosetag(name) {
        if (DROPPED.has(name)) dropped = Math.max(0, dropped - 1);
        else if (dropped === 0) tokens.push({ type: 'end', name });
      },
      ontext(text) {
        if (dropped > 0) return;
        const last = tokens.at(-1);
        if (last?.type === 'text') last.text += text;
        else tokens.push({ type: 'text', text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  return tokens;
}
