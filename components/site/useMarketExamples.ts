import { MARKET_EXAMPLES, type MarketExamples } from '@/lib/platform/markets/examples';
import { useSite } from './SiteProvider';

/** The example values a form's hints show, in the page's market's formats (lib/platform/markets/examples.ts). */
export const useMarketExamples = (): MarketExamples => MARKET_EXAMPLES[useSite().market.code];
