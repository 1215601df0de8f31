import type { Route } from '@/lib/platform/i18n/pathnames';
import type { Market } from '@/lib/platform/markets/markets';

/** The information pages of SPEC §2, in the order the footer lists them. */
export const INFO_TOPICS = ['esim', 'volte', 'wifi-calling', 'porting', 'cost-control', 'roaming', '5g', 'financing'] as const;
export type InfoTopic = (typeof INFO_TOPICS)[number];

/** Internal route of each page (app/[market]/[locale]/(shop)/info/[topic]); public paths in PATHNAMES. */
export const INFO_ROUTES = {
  esim: '/info/esim',
  volte: '/info/volte',
  'wifi-calling': '/info/wifi-calling',
  porting: '/info/porting',
  'cost-control': '/info/cost-control',
  roaming: '/info/roaming',
  '5g': '/info/5g',
  financing: '/info/financing',
} as const satisfies Record<InfoTopic, Route>;

/** The FAQ group that answers more questions on a topic (its anchor on the FAQ page). */
export const INFO_FAQ_GROUP: Partial<Record<InfoTopic, string>> = {
  esim: 'esim',
  porting: 'porting',
  'cost-control': 'product',
  financing: 'product',
};

export function isInfoTopic(value: string): value is InfoTopic {
  return (INFO_TOPICS as readonly string[]).includes(value);
}

/** The pages a market shows: instalment financing only where the market sells devices. */
export function infoTopicsOf(market: Market): InfoTopic[] {
  return INFO_TOPICS.filter((topic) => topic !== 'financing' || market.sellsDevices);
}
