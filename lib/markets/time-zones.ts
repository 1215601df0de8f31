import type { MarketCode } from './markets';

/** The time zone a market's shops and dates live in (CAMP sells in Austria). */
export const MARKET_TIME_ZONE: Record<MarketCode, string> = {
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  CH: 'Europe/Zurich',
  UK: 'Europe/London',
  IT: 'Europe/Rome',
  CAMP: 'Europe/Vienna',
};
