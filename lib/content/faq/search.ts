import type { FaqGroup } from '@/lib/platform/content-api/schemas';

/** SPEC §5: a search needs more than 1 character. */
export const MIN_QUERY_LENGTH = 2;
/** Longer queries are cut: nobody types more, and it bounds the work per request. */
const MAX_QUERY_LENGTH = 100;

export type FaqSearch =
  { kind: 'browse' } | { kind: 'tooShort'; query: string } | { kind: 'results'; query: string; groups: FaqGroup[]; count: number };

export type Segment = { text: string; match: boolean };

/**
 * The `q` of the FAQ page's query string as the search reads it: its first value, trimmed, each run of
 * white space one space, cut to a sane length (whole characters); undefined when absent. Applying it
 * twice changes nothing, so it is also the search's part of the page's cached view (ADR 24).
 */
export function queryParam(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return [...first.trim().replace(/\s+/g, ' ')].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** Case, accents and typographic quotes do not matter: "Portabilita" finds "portabilità", "l'eSIM" finds "l’eSIM". */
function foldChar(char: string): string {
  return char
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘‚`´]/g, "'")
    .replace(/[“”„«»]/g, '"');
}

/** The folded text and, for each folded character, where its character starts in the original. */
function foldWithPositions(text: string): { folded: string; starts: number[] } {
  let folded = '';
  const starts: number[] = [];
  let index = 0;
  for (const char of text) {
    const f = foldChar(char);
    for (let i = 0; i < f.length; i++) starts.push(index);
    folded += f;
    index += char.length;
  }
  return { folded, starts };
}

/** A text as the search compares it: case, accents and typographic quotes folded away. */
export const fold = (text: string): string => foldWithPositions(text).folded;

/** The distinct folded words of a query. */
export function searchTerms(query: string): string[] {
  return [...new Set(foldWithPositions(query.trim()).folded.split(/\s+/).filter(Boolean))];
}

/** Splits a text into matched and unmatched parts for <mark>; overlapping matches are merged. */
export function highlight(text: string, terms: string[]): Segment[] {
  const { folded, starts } = foldWithPositions(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + 1)) {
      const end = at + term.length;
      ranges.push([starts[at]!, end < folded.length ? starts[end]! : text.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    const last = segments.at(-1);
    if (last?.match) last.text += text.slice(from, end);
    else segments.push({ text: text.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}

/**
 * The FAQ page's search (SPEC §5, §8): no query browses everything; a query of 1 character or less
 * is not searched; otherwise the questions whose question or answer contains every word, by group.
 */
export function searchFaq(groups: FaqGroup[], query: string | undefined): FaqSearch {
  if (query === undefined) return { kind: 'browse' };
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return { kind: 'tooShort', query };
  const terms = searchTerms(trimmed);
  const matches = (text: string) => {
    const folded = fold(text);
    return terms.every((term) => folded.includes(term));
  };
  const found = groups
    .map((group) => ({ ...group, questions: group.questions.filter((q) => matches(`${q.question}\n${q.answer}`)) }))
    .filter((group) => group.questions.length > 0);
  return { kind: 'results', query: trimmed, groups: found, count: found.reduce((n, g) => n + g.questions.length, 0) };
}
