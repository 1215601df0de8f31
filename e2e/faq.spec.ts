import { faqGroups, type FaqGroup } from '@/lib/platform/content-api/schemas';
import { searchFaq } from '@/lib/content/faq/search';
import { helpContent } from '@/lib/content/help/content';
import { searchHelp } from '@/lib/content/help/search';
import { helpTopicsOf } from '@/lib/content/help/topics';
import { MARKETS } from '@/lib/platform/markets/markets';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import type { E2ESite } from './support/sites';

/** SPEC §2: the FAQ groups of every market. */
const GROUP_IDS = ['esim', 'porting', 'termination', 'iptv', 'home', 'product', 'collection', 'construction'];

/** The FAQ the reference API of the test run serves to this site, read the way the shop reads it. */
async function faqOf(site: E2ESite): Promise<FaqGroup[]> {
  const response = await fetch(`${E2E_API_URL}/faq`, { headers: { 'X-Market': site.market, 'Accept-Language': site.locale } });
  return faqGroups.parse(await response.json());
}

const faqUrl = (site: E2ESite, query?: string) => marketUrl(site.market, localizedPath(site.path, '/faq', undefined, query));
const helpUrl = (site: E2ESite, query?: string) => marketUrl(site.market, localizedPath(site.path, '/help', undefined, query));

for (const site of CONTENT_SITES) {
  const t = translator(site.locale);

  test(`${site.market} (${site.locale}): FAQ groups as headings with questions to open, and FAQPage JSON-LD`, async ({ page }) => {
    test.slow(); // the whole FAQ, rendered per request and scanned by axe
    const groups = await faqOf(site);
    expect(groups.map((g) => g.id)).toEqual(GROUP_IDS);
    await page.goto(faqUrl(site));
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expect(page.getByRole('heading', { level: 1, name: t('faq.title') })).toBeVisible();
    await expect(page.getByRole('navigation', { name: t('faq.topics') }).getByRole('link')).toHaveText(groups.map((g) => g.name));
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(groups.map((g) => g.name));

    // A question opens with the keyboard and shows its answer.
    const first = groups[0]!.questions[0]!;
    const answer = page.locator(`[id="${first.id}"] .faq-question__answer`);
    await expect(answer).toBeHidden();
    await page.locator(`[id="${first.id}"] summary`).focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(first.answer);
    await expectNoAxeViolations(page);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map(
      (text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
    );
    const faqPage = data.find((d) => d['@type'] === 'FAQPage');
    const questions = groups.flatMap((g) => g.questions);
    expect(faqPage?.mainEntity?.map((q) => q.name)).toEqual(questions.map((q) => q.question));
    expect(faqPage?.mainEntity?.map((q) => q.acceptedAnswer.text)).toEqual(questions.map((q) => q.answer));
  });

  test(`${site.market} (${site.locale}): FAQ search: too short, then matches marked, then nothing found and back to all`, async ({
    page,
  }) => {
    test.slow(); // four renders of the FAQ, each scanned by axe
    const word = 'eSIM';
    const expected = searchFaq(await faqOf(site), word);
    if (expected.kind !== 'results' || expected.count === 0) throw new Error(`the seed has no FAQ about ${word}`);
    await page.goto(faqUrl(site));
    const box = page.getByRole('searchbox', { name: t('faq.searchLabel') });
    const search = async (text: string) => {
      await box.fill(text);
      await page.getByRole('button', { name: t('faq.searchSubmit') }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}$`));
    };

    // One character: it needs more, and keeps the text.
    await search('e');
    await expect(page.locator('main').getByRole('alert')).toHaveText(t('faq.tooShort'));
    await expect(box).toHaveValue('e');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(GROUP_IDS.length);
    await expectNoAxeViolations(page);

    // A word: the matching questions open, the word marked.
    await search(word);
    await expect(page.locator('main').getByRole('status')).toHaveText(t('faq.results', { count: expected.count, query: word }));
    await expect(box).toHaveValue(word);
    await expect(page.locator('details.faq-question[open]')).toHaveCount(expected.count);
    await expect(page.locator('main mark').first()).toHaveText(/esim/i);
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(expected.groups.map((g) => g.name));
    await expectNoAxeViolations(page);

    // Nothing matches: it says so and leads back to all questions.
    await search('zzqxj');
    await expect(page.locator('main').getByRole('status')).toHaveText(t('faq.noResults', { query: 'zzqxj' }));
    await expect(page.getByText(t('faq.noResultsHint'))).toBeVisible();
    await expect(box).toHaveValue('zzqxj');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t('faq.showAll') }).click();
    await expect(page).toHaveURL(faqUrl(site));
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveCount(GROUP_IDS.length);
  });

  test(`${site.market} (${site.locale}): help centre: topics with answers and channels, one search across FAQ and guides by topic`, async ({
    page,
  }) => {
    test.slow(); // three renders of the help centre, each scanned by axe
    const market = MARKETS[site.market];
    const content = helpContent(market, site.locale, await faqOf(site));
    const topicName = (topic: string) => t('help.topic', { topic });
    await page.goto(helpUrl(site));
    const main = page.locator('main');
    await expect(main.getByRole('navigation', { name: t('help.topicsLabel') }).getByRole('link')).toHaveText(
      helpTopicsOf(market).map(topicName),
    );
    // Porting: its FAQ answers, its guide and the right channels (the contact form with the subject chosen).
    const porting = main.getByRole('region', { name: topicName('porting') });
    await expect(porting.locator('details.faq-question')).toHaveCount(
      content.find((c) => c.topic === 'porting')!.entries.filter((e) => e.kind === 'faq').length,
    );
    const subject = t('contact.subjectOption', { subject: 'porting' });
    await expect(porting.getByRole('link', { name: t('help.channelForm', { subject }) })).toHaveAttribute(
      'href',
      localizedPath(site.path, '/contact', undefined, 'subject=porting'),
    );
    await expect(
      main.getByRole('region', { name: topicName('bills') }).getByRole('link', { name: t('help.channelAccount') }),
    ).toHaveAttribute('href', localizedPath(site.path, '/account/login'));
    await expectNoAxeViolations(page);

    const box = page.getByRole('searchbox', { name: t('help.searchLabel') });
    const search = async (text: string) => {
      await box.fill(text);
      await page.getByRole('button', { name: t('faq.searchSubmit') }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}$`));
    };
    // A word found in FAQ answers and guides: the results by topic, best topic first, the word marked.
    const word = 'eSIM';
    const expected = searchHelp(content, word);
    if (expected.kind !== 'results' || expected.count === 0) throw new Error(`the help centre has nothing about ${word}`);
    await search(word);
    await expect(main.getByRole('status')).toHaveText(t('help.results', { count: expected.count, query: word }));
    await expect(main.locator('.help-topic > h2')).toHaveText(expected.topics.map((g) => topicName(g.topic)));
    await expect(main.locator('mark').first()).toHaveText(/esim/i);
    await expectNoAxeViolations(page);

    // Nothing found (SPEC §8 no search result): it says so, and leads back to every topic.
    await search('zzqxj');
    await expect(main.getByRole('status')).toHaveText(t('help.noResults', { query: 'zzqxj' }));
    await expect(page.getByText(t('help.noResultsHint'))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t('help.showAll') }).click();
    await expect(page).toHaveURL(helpUrl(site));
  });

  test(`${site.market} (${site.locale}): a deep link opens its question`, async ({ page }) => {
    const groups = await faqOf(site);
    const question = groups.find((g) => g.id === 'porting')!.questions.find((q) => q.id === 'porting-when')!;
    await page.goto(`${faqUrl(site)}#${question.id}`);
    const details = page.locator(`details[id="${question.id}"]`);
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('.faq-question__answer')).toContainText(question.answer);
    await expect(details.locator('summary')).toBeFocused();

    // Another question's link opens that one too, without a reload.
    const other = groups[0]!.questions[1]!;
    await page.evaluate((id) => {
      window.location.hash = id;
    }, other.id);
    await expect(page.locator(`details[id="${other.id}"]`)).toHaveAttribute('open', '');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('AT: the FAQ search is a plain form rendered on the server', async ({ page }) => {
    const site = CONTENT_SITES[0]!;
    const t = translator(site.locale);
    const expected = searchFaq(await faqOf(site), 'Portierung');
    if (expected.kind !== 'results') throw new Error('expected results');
    await page.goto(faqUrl(site));
    await page.getByRole('searchbox', { name: t('faq.searchLabel') }).fill('Portierung');
    await page.getByRole('button', { name: t('faq.searchSubmit') }).click();
    await expect(page).toHaveURL(/[?&]q=Portierung$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(t('faq.results', { count: expected.count, query: 'Portierung' }));
  });

  test('AT: the help centre’s search is a plain form rendered on the server', async ({ page }) => {
    const site = CONTENT_SITES[0]!;
    const t = translator(site.locale);
    const expected = searchHelp(helpContent(MARKETS.AT, site.locale, await faqOf(site)), 'Roaming');
    if (expected.kind !== 'results' || expected.count === 0) throw new Error('expected results');
    await page.goto(helpUrl(site));
    await page.getByRole('searchbox', { name: t('help.searchLabel') }).fill('Roaming');
    await page.getByRole('button', { name: t('faq.searchSubmit') }).click();
    await expect(page).toHaveURL(/[?&]q=Roaming$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(t('help.results', { count: expected.count, query: 'Roaming' }));
    await expect(page.locator('main .help-topic > h2').first()).toHaveText(t('help.topic', { topic: expected.topics[0]!.topic }));
  });
});
