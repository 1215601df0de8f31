import { faqPageJsonLd } from '@/lib/content/faq/json-ld';
import { highlight, queryParam, searchFaq, searchTerms } from '@/lib/content/faq/search';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';

const GROUPS: FaqGroup[] = [
  {
    id: 'esim',
    name: 'eSIM',
    questions: [
      { id: 'esim-activate', question: 'How do I activate my eSIM?', answer: 'Scan the QR code under “Add eSIM”.' },
      { id: 'esim-new-phone', question: 'I have a new phone.', answer: 'Request a new eSIM in the customer area.' },
    ],
  },
  {
    id: 'porting',
    name: 'Portabilità del numero',
    questions: [
      {
        id: 'porting-when',
        question: 'Quando avviene la portabilità?',
        answer: 'La mattina presto; alle 8:00 sei raggiungibile con l’eSIM.',
      },
    ],
  },
];

describe('FAQ search (SPEC §5, §8)', () => {
  it('browses everything without a query', () => {
    expect(searchFaq(GROUPS, undefined)).toEqual({ kind: 'browse' });
  });

  it('does not search with 1 character or less, blanks included', () => {
    expect(searchFaq(GROUPS, 'e')).toEqual({ kind: 'tooShort', query: 'e' });
    expect(searchFaq(GROUPS, '')).toEqual({ kind: 'tooShort', query: '' });
    expect(searchFaq(GROUPS, '  x ')).toEqual({ kind: 'tooShort', query: '  x ' });
  });

  it('searches from 2 characters in questions and answers, keeping the groups', () => {
    const result = searchFaq(GROUPS, 'QR');
    expect(result).toMatchObject({ kind: 'results', query: 'QR', count: 1 });
    expect(result.kind === 'results' && result.groups.map((g) => [g.id, g.questions.map((q) => q.id)])).toEqual([
      ['esim', ['esim-activate']],
    ]);
  });

  it('ignores case and accents and needs every word', () => {
    const result = searchFaq(GROUPS, ' ESIM  portabilita ');
    expect(result).toMatchObject({ kind: 'results', query: 'ESIM  portabilita', count: 1 });
    expect(result.kind === 'results' && result.groups[0]!.questions[0]!.id).toBe('porting-when');
  });

  it('reports no result as an empty result', () => {
    expect(searchFaq(GROUPS, 'fax')).toEqual({ kind: 'results', query: 'fax', groups: [], count: 0 });
  });

  it('takes the first query value and cuts very long ones', () => {
    expect(queryParam(['esim', 'x'])).toBe('esim');
    expect(queryParam(undefined)).toBeUndefined();
    expect(queryParam('a'.repeat(500))).toHaveLength(100);
  });

  it('reads a term as the search does: trimmed, each run of spaces one space, cut by whole characters', () => {
    expect(queryParam('  eSIM \t\n aktivieren ')).toBe('eSIM aktivieren');
    expect(queryParam('')).toBe('');
    expect(queryParam(`${'a'.repeat(99)}😀😀`)).toBe(`${'a'.repeat(99)}😀`);
    expect(queryParam(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
    const long = `  x ${'ab  '.repeat(60)}`;
    expect(queryParam(queryParam(long))).toBe(queryParam(long));
  });
});

describe('highlighting matches', () => {
  it('marks every occurrence in the original spelling', () => {
    expect(highlight('Add eSIM or ESIM', searchTerms('esim'))).toEqual([
      { text: 'Add ', match: false },
      { text: 'eSIM', match: true },
      { text: ' or ', match: false },
      { text: 'ESIM', match: true },
    ]);
  });

  it('marks accented text found by an unaccented word, and typographic apostrophes', () => {
    expect(highlight('La portabilità', searchTerms('PORTABILITA'))).toEqual([
      { text: 'La ', match: false },
      { text: 'portabilità', match: true },
    ]);
    expect(highlight('con l’eSIM', searchTerms("l'esim"))).toEqual([
      { text: 'con ', match: false },
      { text: 'l’eSIM', match: true },
    ]);
  });

  it('merges overlapping matches and leaves text without matches whole', () => {
    expect(highlight('roaming', searchTerms('roam oami'))).toEqual([
      { text: 'roami', match: true },
      { text: 'ng', match: false },
    ]);
    expect(highlight('nothing here', ['esim'])).toEqual([{ text: 'nothing here', match: false }]);
  });
});

describe('FAQPage structured data', () => {
  it('lists every question with its plain-text answer and deep link', () => {
    const data = faqPageJsonLd(GROUPS, 'https://www.example.at/faq');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    const entities = data.mainEntity as readonly { name: string; url: string; acceptedAnswer: { text: string } }[];
    expect(entities).toHaveLength(3);
    expect(entities[0]).toEqual({
      '@type': 'Question',
      name: 'How do I activate my eSIM?',
      url: 'https://www.example.at/faq#esim-activate',
      acceptedAnswer: { '@type': 'Answer', text: 'Scan the QR code under “Add eSIM”.' },
    });
  });
});
