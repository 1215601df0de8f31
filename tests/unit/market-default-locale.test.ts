/**
 * Issue 27 §0: a market's default locale has one rule (lib/domain/market-locale.ts). The pages
 * (lib/platform/site/market-defaults.ts) and the proxy (lib/platform/i18n/default-locale-cache.ts) each read the mandant
 * themselves; whatever it answers, or when it cannot be read, both must come to what the rule says,
 * or links would point to the other's URLs.
 */
import { getMandant } from '@/lib/platform/content-api/config';
import { defaultLocaleOf } from '@/lib/domain/market-locale';
import { createDefaultLocaleCache } from '@/lib/platform/i18n/default-locale-cache';
import { MARKET_CODES, MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import { marketDefaultLocale } from '@/lib/platform/site/market-defaults';

jest.mock('@/lib/platform/content-api/config', () => ({ getMandant: jest.fn() }));
const mandantRead = getMandant as jest.MockedFunction<typeof getMandant>;

/** What /config/mandant may say about the locale: one of the market's, none, another market's; or nothing, when it cannot be read. */
const answers = (market: MarketCode) => [...MARKETS[market].locales, undefined, 'xx-XX', 'unreadable'] as const;

describe("a market's default locale", () => {
  it.each(MARKET_CODES)('%s: the pages and the proxy follow the one rule, whatever the mandant says', async (market) => {
    for (const answer of answers(market)) {
      const unreadable = answer === 'unreadable';
      mandantRead.mockResolvedValue(
        unreadable
          ? { ok: false, error: { kind: 'unavailable', path: 'config/mandant' } }
          : ({ ok: true, data: { locale: answer } } as Awaited<ReturnType<typeof getMandant>>),
      );
      const proxy = createDefaultLocaleCache(async () => {
        if (unreadable) throw new Error('content API unreachable');
        return answer;
      });
      const rule = defaultLocaleOf(market, unreadable ? undefined : { locale: answer });
      expect({ answer, pages: await marketDefaultLocale(market), proxy: await proxy(market) }).toEqual({
        answer,
        pages: rule,
        proxy: rule,
      });
    }
  });
});
