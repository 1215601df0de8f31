import { tokenizeHtml, type HtmlToken } from './html-tokens';
import { stripInvisible } from '@/lib/domain/invisible';

/** SPEC §9: a device shows at most 3 highlights, read from its description. */
export const MAX_HIGHLIGHTS = 3;

const BLOCKS = new Set(['p', 'li', 'ul', 'ol', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'tr', 'section']);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The items of the first list (ul or ol), as plain text. */
function firstListItems(tokens: HtmlToken[]): string[] | null {
  const start = tokens.findIndex((t) => t.type === 'start' && (t.name === 'ul' || t.name === 'ol'));
  if (start === -1) return null;
  const list = (tokens[start] as { name: string }).name;
  const items: string[] = [];
  let depth = 0;
  let current: string | null = null;
  for (const token of tokens.slice(start + 1)) {
    if (token.type === 'start' && (token.name === 'ul' || token.name === 'ol')) depth++;
    if (token.type === 'end' && token.name === list && depth === 0) break;
    if (token.type === 'end' && (token.name === 'ul' || token.name === 'ol')) depth--;
    if (depth > 0) continue;
    if (token.type === 'start' && token.name === 'li') {
      if (current !== null) items.push(current);
      current = '';
    } else if (token.type === 'end' && token.name === 'li') {
      if (current !== null) items.push(current);
      current = null;
    } else if (token.type === 'text' && current !== null) {
      current += token.text;
    }
  }
  if (current !== null) items.push(current);
  return items.map(clean).filter(Boolean);
}

/** The description as plain text, blocks separated by line breaks. */
export function descriptionText(html: string): string {
  return tokenizeHtml(stripInvisible(html))
    .map((t) => (t.type === 'text' ? t.text : BLOCKS.has(t.name) ? '\n' : ''))
    .join('')
    .split('\n')
    .map(clean)
    .filter(Boolean)
    .join('\n');
}

/**
 * Sentences end with . ! ? (or …) followed by a space and a capital letter or digit, or a block break;
 * a one-letter abbreviation ("z. B.") ends none.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?…])(?<!(?:^|[\s.])\p{L}\.)\s+(?=[\p{Lu}\p{N}«"„“])/u)
    .map(clean)
    .filter(Boolean);
}

/**
 * SPEC §9 highlights: the items of the description's first list, else its first sentences; at most
 * three, as plain text (invisible characters stripped, no markup).
 */
export function extractHighlights(html: string, max = MAX_HIGHLIGHTS): string[] {
  const tokens = tokenizeHtml(stripInvisible(html));
  const items = firstListItems(tokens);
  const highlights = items && items.length > 0 ? items : sentencesOf(descriptionText(html));
  return highlights.slice(0, max);
}
