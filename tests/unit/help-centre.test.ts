import type { InfoDocument } from '@/content/info/types';
import { score, searchHelp, topicEntries, type HelpEntry } from '@/lib/content/help/search';
import { faqAnswersOf, helpTopicsOf, HELP_TOPICS, HELP_TOPIC_SOURCES, infoPagesOf, topicsOfQuestion } from '@/lib/content/help/topics';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';

const question = (id: string, text: string, answer = 'An answer.') => ({ id, question: text, answer });
const GROUPS: FaqGroup[] = [
  { id: 'esim', name: 'eSIM', questions: [question('esim-activate', 'How do I activate my eSIM?', 'Scan the QR code in the settings.')] },
  {
    id: 'porting',
    name: 'Porting',
    questions: [question('porting-how', 'How do I keep my number?', 'Send SMS 503 to get the porting code.')],
  },
  {
    id: 'product',
    name: 'Products',
    questions: [
      question('product-first-month', 'How is my first month billed?', 'Pro rata from the day of activation.'),
      question('product-data-used-up', 'What happens when my data is used up?', 'Data continues at 64 kbit/s, also abroad.'),
      question('product-unmapped', 'Is there a student discount?', 'Not at present.'),
    ],
  },
];
const ROAMING: InfoDocument = {
  title: 'Roaming',
  intro: 'Using your phone abroad.',
  sections: [{ id: 'eu', heading: 'Roaming in the EU', paragraphs: ['Your allowance applies in the EU like at home.'] }],
};

describe('the help centre’s topics (issue 27 §4)', () => {
  it('lists order, porting, eSIM, bills, roaming and fibre, fibre only where the market sells fixed lines', () => {
    expect(helpTopicsOf(MARKETS.AT)).toEqual(['order', 'porting', 'esim', 'bills', 'roaming', 'fibre']);
    expect(helpTopicsOf(MARKETS.CAMP)).not.toContain('fibre');
  });

  it('takes a topic’s answers from whole FAQ groups and from single questions of other groups', () => {
    expect(faqAnswersOf('esim', GROUPS).map((q) => q.id)).toEqual(['esim-activate']);
    expect(faqAnswersOf('bills', GROUPS).map((q) => q.id)).toEqual(['product-first-month']);
    expect(topicsOfQuestion('product', 'product-data-used-up')).toEqual(['roaming']);
    expect(topicsOfQuestion('product', 'product-unmapped')).toEqual([]);
  });

  it('links only the information pages the market shows (no instalments page without devices)', () => {
    expect(infoPagesOf('order', MARKETS.AT)).toEqual(['financing']);
    expect(infoPagesOf('order', MARKETS.CAMP)).toEqual([]);
  });

  it('gives every topic at least one way to reach us, and the bills topic the customer area first', () => {
    for (const topic of HELP_TOPICS) expect(HELP_TOPIC_SOURCES[topic].channels.length).toBeGreaterThan(0);
    expect(HELP_TOPIC_SOURCES.bills.channels[0]).toEqual({ kind: 'account' });
    expect(HELP_TOPIC_SOURCES.fibre.channels[0]).toEqual({ kind: 'fibreCheck' });
    expect(HELP_TOPIC_SOURCES.porting.channels).toContainEqual({ kind: 'form', subject: 'porting' });
  });

  it('turns an information page into its introduction and one entry per section', () => {
    const entries = topicEntries('roaming', GROUPS, { roaming: ROAMING });
    expect(entries.map((e) => [e.kind, e.id])).toEqual([
      ['faq', 'product-data-used-up'],
      ['info', ''],
      ['info', 'eu'],
    ]);
  });
});

describe('the help centre’s search', () => {
  const topics = (['esim', 'porting', 'bills', 'roaming'] as const).map((topic) => ({
    topic,
    entries: topicEntries(topic, GROUPS, { roaming: ROAMING }),
  }));

  it('browses without a query and does not search one character (SPEC §5)', () => {
    expect(searchHelp(topics, undefined)).toEqual({ kind: 'browse' });
    expect(searchHelp(topics, ' a ')).toEqual({ kind: 'tooShort', query: ' a ' });
  });

  it('finds FAQ answers and information pages by every word, ignoring case and accents, grouped by topic', () => {
    const search = searchHelp(topics, 'ABROAD');
    expect(search.kind === 'results' && search.topics.map((t) => [t.topic, t.entries.map((e) => e.id)])).toEqual([
      ['roaming', ['product-data-used-up', '']],
    ]);
  });

  it('answers "no search result" with an empty list (SPEC §8)', () => {
    expect(searchHelp(topics, 'satellite phone')).toMatchObject({ kind: 'results', count: 0, topics: [] });
  });

  it('ranks a word in the title above a word in the text, and the topic with the best answer first', () => {
    const inTitle: HelpEntry = { kind: 'faq', id: 'a', group: 'g', title: 'Roaming costs', text: 'None.' };
    const inText: HelpEntry = { kind: 'faq', id: 'b', group: 'g', title: 'Abroad', text: 'Roaming is free.' };
    expect(score(inTitle, ['roaming'])).toBeGreaterThan(score(inText, ['roaming']));
    expect(score(inText, ['roaming', 'satellite'])).toBe(0);
    const search = searchHelp(topics, 'number');
    expect(search.kind === 'results' && search.topics[0]?.topic).toBe('porting');
  });
});
