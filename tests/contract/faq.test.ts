/**
 * Contract of the FAQ page (issue 5 §1) with GET /faq: the SPEC §2 groups in every market and
 * language, question ids for deep links, and answers as plain text for FAQPage JSON-LD.
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';
import { searchFaq } from '@/lib/content/faq/search';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

let api: RunningApi;
let getFaq: typeof import('@/lib/platform/content-api/faq').getFaq;

beforeAll(async () => {
  api = await startStorefrontApi();
  ({ getFaq } = await import('@/lib/platform/content-api/faq'));
});
afterAll(() => api.close());

const GROUP_IDS = ['esim', 'porting', 'termination', 'iptv', 'home', 'product', 'collection', 'construction'];

async function faq(market: ContentContext['market'], locale: ContentContext['locale']): Promise<FaqGroup[]> {
  const result = await getFaq({ market, locale });
  if (!result.ok) throw new Error(`GET /faq failed: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe.each([
  ['AT', 'de-AT', 'Rufnummernmitnahme'],
  ['DE', 'de-DE', 'Rufnummernmitnahme'],
  ['CH', 'de-CH', 'Rufnummernmitnahme'],
  ['CH', 'fr-CH', 'Portabilité du numéro'],
  ['CH', 'it-CH', 'Portabilità del numero'],
  ['UK', 'en-GB', 'Keeping your number'],
  ['IT', 'it-IT', 'Portabilità del numero'],
  ['CAMP', 'en-GB', 'Keeping your number'],
] as const)('GET /faq for %s (%s)', (market, locale, portingGroup) => {
  it('has the eight groups of SPEC §2 in the visitor’s language', async () => {
    const groups = await faq(market, locale);
    expect(groups.map((g) => g.id)).toEqual(GROUP_IDS);
    expect(groups.find((g) => g.id === 'porting')!.name).toBe(portingGroup);
    for (const group of groups) expect(group.questions.length).toBeGreaterThan(0);
  });

  it('gives every question a unique id usable as a link target, and a plain-text answer', async () => {
    const questions = (await faq(market, locale)).flatMap((g) => g.questions);
    const ids = questions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    for (const q of questions) expect(q.answer).not.toMatch(/<[a-z/]/i);
  });

  it('can be searched for eSIM', async () => {
    const result = searchFaq(await faq(market, locale), 'eSIM');
    expect(result.kind === 'results' && result.count).toBeGreaterThan(0);
  });
});

it('writes Swiss German without ß', async () => {
  const text = JSON.stringify(await faq('CH', 'de-CH'));
  expect(text).not.toContain('ß');
});
