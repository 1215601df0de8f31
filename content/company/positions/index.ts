import { legalMarket } from '@/content/legal/text';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { Position } from '../types';
import { accessibilitySpecialist } from './accessibility-specialist';
import { customerServiceAgent } from './customer-service-agent';
import { fibreNetworkEngineer } from './fibre-network-engineer';
import { frontendDeveloper } from './frontend-developer';
import { productManager } from './product-manager';
import { shopAdvisor } from './shop-advisor';

const ALL: Position[] = [
  customerServiceAgent,
  shopAdvisor,
  frontendDeveloper,
  accessibilitySpecialist,
  fibreNetworkEngineer,
  productManager,
];

/** The open positions of a market (CAMP is run by the Austrian company), newest first. */
export function openPositions(market: MarketCode): Position[] {
  return ALL.filter((p) => p.markets[legalMarket(market)]).sort((a, b) => b.posted.localeCompare(a.posted));
}

/** One open position of a market by its id. */
export function openPosition(market: MarketCode, id: string): Position | undefined {
  return openPositions(market).find((p) => p.id === id);
}
