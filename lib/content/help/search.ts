import type { InfoDocument } from '@/content/info/types';
import { fold, MIN_QUERY_LENGTH, searchTerms } from '@/lib/content/faq/search';
import type { InfoTopic } from '@/lib/content/info-topics';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';
import { faqAnswersOf, HELP_TOPIC_SOURCES, type HelpTopic } from './topics';

/** One thing the help centre's search can find: a FAQ answer, or a section of an information page. */
export type HelpEntry =
  | { kind: 'faq'; id: string; group: string; title: string; text: string }
  | { kind: 'info'; id: string; page: InfoTopic; pageTitle: string; title: string; text: string };

export type HelpTopicEntries = { topic: HelpTopic; entries: HelpEntry[] };

export type HelpSearch =
  { kind: 'browse' } | { kind: 'tooShort'; query: string } | { kind: 'results'; query: string; topics: HelpTopicEntries[]; count: number };

const sectionText = (section: InfoDocument['sections'][number]) =>
  [
    ...section.paragraphs,
    ...(section.list ?? []),
    ...(section.steps ?? []),
    ...(section.guides ?? []).flatMap((guide) => [guide.heading, ...guide.steps, guide.note ?? '']),
  ].join('\n');

/**
 * Everything a topic answers with: its FAQ answers, then each section of its information pages (the
 * page's introduction as its first "section", under the page's title).
 */
export function topicEntries(topic: HelpTopic, groups: readonly FaqGroup[], pages: Partial<Record<InfoTopic, InfoDocument>>): HelpEntry[] {
  const faq: HelpEntry[] = faqAnswersOf(topic, groups).map((q) => ({
    kind: 'faq',
    id: q.id,
    group: q.group,
    title: q.question,
    text: q.answer,
  }));
  const info: HelpEntry[] = HELP_TOPIC_SOURCES[topic].info.flatMap((page) => {
    const document = pages[page];
    if (!document) return [];
    return [
      { kind: 'info' as const, id: '', page, pageTitle: document.title, title: document.title, text: document.intro },
      ...document.sections.map((section) => ({
        kind: 'info' as const,
        id: section.id,
        page,
        pageTitle: document.title,
        title: section.heading,
        text: sectionText(section),
      })),
    ];
  });
  return [...faq, ...info];
}

/**
 * How well an entry answers the words, 0 when a word is missing from it (every word must be found,
 * like the FAQ's search): a word in the title counts three times a word in the text, so a question
 * named by the words comes before one that mentions them.
 */
export function score(entry: HelpEntry, terms: readonly string[]): number {
  const title = fold(entry.title);
  const text = fold(entry.text);
  let total = 0;
  for (const term of terms) {
    const inTitle = title.includes(term);
    const inText = text.includes(term);
    if (!inTitle && !inText) return 0;
    total += (inTitle ? 3 : 0) + (inText ? 1 : 0);
  }
  return total;
}

/**
 * The help centre's one search across FAQ answers and information pages (SPEC §5: more than one
 * character; §8: no search result): the matching entries by topic, best first within a topic, and the
 * topics by their best entry (ties keep the page's order). An entry of two topics is found in both.
 */
export function searchHelp(topics: readonly HelpTopicEntries[], query: string | undefined): HelpSearch {
  if (query === undefined) return { kind: 'browse' };
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH) return { kind: 'tooShort', query };
  const terms = searchTerms(trimmed);
  const found = topics
    .map(({ topic, entries }) => {
      const hits = entries
        .map((entry, order) => ({ entry, order, score: score(entry, terms) }))
        .filter((hit) => hit.score > 0)
        .sort((a, b) => b.score - a.score || a.order - b.order);
      return { topic, hits };
    })
    .filter(({ hits }) => hits.length > 0)
    .map((group, order) => ({ ...group, order, best: group.hits[0]!.score }))
    .sort((a, b) => b.best - a.best || a.order - b.order);
  return {
    kind: 'results',
    query: trimmed,
    topics: found.map(({ topic, hits }) => ({ topic, entries: hits.map((hit) => hit.entry) })),
    count: found.reduce((n, { hits }) => n + hits.length, 0),
  };
}
