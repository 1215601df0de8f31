import { infoDocument } from '@/content/info';
import { languageOf, type Locale, type Market } from '@/lib/platform/markets/markets';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';
import { topicEntries, type HelpTopicEntries } from './search';
import { helpTopicsOf, infoPagesOf } from './topics';

/** Every topic the market shows with everything that answers it in this locale: FAQ answers and information pages. */
export function helpContent(market: Market, locale: Locale, groups: readonly FaqGroup[]): HelpTopicEntries[] {
  return helpTopicsOf(market).map((topic) => {
    const pages = Object.fromEntries(infoPagesOf(topic, market).map((page) => [page, infoDocument(page, market.code, languageOf(locale))]));
    return { topic, entries: topicEntries(topic, groups, pages) };
  });
}
