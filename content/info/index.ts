import type { InfoTopic } from '@/lib/content/info-topics';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { COST_CONTROL } from './cost-control';
import { ESIM } from './esim';
import { FINANCING } from './financing';
import { FIVE_G } from './five-g';
import { PORTING } from './porting';
import { ROAMING } from './roaming';
import { infoContext, localiseForMarket, type InfoContext } from './text';
import type { InfoDocument, InfoLanguage } from './types';
import { VOLTE } from './volte';
import { WIFI_CALLING } from './wifi-calling';

const DOCUMENTS: Record<InfoTopic, Record<InfoLanguage, (ctx: InfoContext) => InfoDocument>> = {
  esim: ESIM,
  volte: VOLTE,
  'wifi-calling': WIFI_CALLING,
  porting: PORTING,
  'cost-control': COST_CONTROL,
  roaming: ROAMING,
  '5g': FIVE_G,
  financing: FINANCING,
};

/** The information page on a topic for a market in a language, with the market's figures in its currency. */
export function infoDocument(topic: InfoTopic, market: MarketCode, language: InfoLanguage): InfoDocument {
  return localiseForMarket(market, language, DOCUMENTS[topic][language](infoContext(market, language)));
}
