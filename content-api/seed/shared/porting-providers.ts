/**
 * The mobile providers of each market a number can be ported from (GET /portings/providers), with the
 * contract types each sells (SPEC §3 Provider for porting). Networks sell all three; discount brands
 * mostly prepaid or SIM-only contracts. The camp site sells in Austria and ports from Austrian providers.
 */
import type { PortingContractType, PortingProvider } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';

const ALL: PortingContractType[] = ['POSTPAID', 'PREPAID', 'BUSINESS'];

const p = (id: string, displayName: string, supportedContractTypes: PortingContractType[]): PortingProvider => ({
  id,
  displayName,
  supportedContractTypes,
});

const AUSTRIA: PortingProvider[] = [
  p('a1', 'A1 Telekom Austria', ALL),
  p('magenta', 'Magenta Telekom', ALL),
  p('drei', 'Drei', ALL),
  p('bob', 'bob', ['POSTPAID', 'PREPAID']),
  p('yesss', 'yesss!', ['POSTPAID', 'PREPAID']),
  p('telering', 'tele.ring', ['POSTPAID']),
  p('hot', 'HoT (Hofer Telekom)', ['PREPAID']),
  p('spusu', 'spusu', ['POSTPAID', 'BUSINESS']),
  p('educom', 'educom', ['POSTPAID']),
  p('lycamobile-at', 'Lycamobile', ['PREPAID']),
];

const PROVIDERS: Record<MarketCode, PortingProvider[]> = {
  AT: AUSTRIA,
  CAMP: AUSTRIA,
  DE: [
    p('telekom-de', 'Telekom Deutschland', ALL),
    p('vodafone-de', 'Vodafone', ALL),
    p('o2-de', 'O2 Telefónica', ALL),
    p('1und1', '1&1', ['POSTPAID', 'BUSINESS']),
    p('congstar', 'congstar', ['POSTPAID', 'PREPAID']),
    p('freenet', 'freenet', ['POSTPAID']),
    p('fraenk', 'fraenk', ['POSTPAID']),
    p('aldi-talk', 'ALDI TALK', ['PREPAID']),
    p('lidl-connect', 'Lidl Connect', ['PREPAID']),
    p('lebara-de', 'Lebara', ['PREPAID']),
  ],
  CH: [
    p('swisscom', 'Swisscom', ALL),
    p('sunrise', 'Sunrise', ALL),
    p('salt', 'Salt', ALL),
    p('wingo', 'Wingo', ['POSTPAID']),
    p('yallo', 'yallo', ['POSTPAID', 'PREPAID']),
    p('m-budget', 'M-Budget Mobile', ['POSTPAID', 'PREPAID']),
    p('coop-mobile', 'Coop Mobile', ['PREPAID']),
    p('lebara-ch', 'Lebara', ['PREPAID']),
  ],
  UK: [
    p('ee', 'EE', ALL),
    p('o2-uk', 'O2', ALL),
    p('vodafone-uk', 'Vodafone', ALL),
    p('three-uk', 'Three', ALL),
    p('tesco-mobile', 'Tesco Mobile', ['POSTPAID', 'PREPAID']),
    p('sky-mobile', 'Sky Mobile', ['POSTPAID']),
    p('id-mobile', 'iD Mobile', ['POSTPAID']),
    p('giffgaff', 'giffgaff', ['PREPAID']),
    p('lebara-uk', 'Lebara', ['PREPAID']),
  ],
  IT: [
    p('tim', 'TIM', ALL),
    p('vodafone-it', 'Vodafone', ALL),
    p('windtre', 'WINDTRE', ALL),
    p('iliad', 'Iliad', ['PREPAID', 'BUSINESS']),
    p('fastweb', 'Fastweb', ['POSTPAID', 'BUSINESS']),
    p('postemobile', 'PosteMobile', ['PREPAID']),
    p('ho-mobile', 'ho. Mobile', ['PREPAID']),
    p('kena', 'Kena Mobile', ['PREPAID']),
    p('very-mobile', 'very Mobile', ['PREPAID']),
    p('coopvoce', 'CoopVoce', ['PREPAID']),
  ],
};

export function portingProvidersFor(market: MarketCode): PortingProvider[] {
  return PROVIDERS[market];
}
