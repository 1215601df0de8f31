/**
 * The shop's own types (lib/model): the shapes pages, components and lib/domain work with. They are
 * declared here, apart from the wire: lib/content-api/schemas parses what the content API sends, and
 * the call functions in lib/content-api/<domain>.ts return these types (tsc checks that each answer
 * fits; where the wire has a quirk the shop should not see, the call reshapes it there). Types only:
 * safe for client islands and for lib/domain, which never import the wire. One file per domain.
 */

/** SPEC §3 Money: a gross amount; currency as ISO 4217 (EUR, CHF, GBP). */
export type Money = { amount: number; currencyCode: string };

/** SPEC §3 Net price: total = netAmount × (1 + vatRate / 100). */
export type NetPrice = { netAmount: number; currencyCode: string; vatRate: number };

/** A price is either gross (consumer) or net with VAT (business). */
export type Price = Money | NetPrice;

/** SPEC §3 Data amount; also minutes and SMS allowances. */
export type Amount = { value: number; unit: string; isUnlimited: boolean };

/** SPEC §2 page contexts on which special deals may show (the spec's spelling of UKNOWN). */
export type PageContext = 'LANDING' | 'DETAIL' | 'OVERVIEW' | 'APPONBOARDING' | 'SUPPLIER' | 'INTERNET' | 'UKNOWN_FIXEDLINE_ADDRESS';

/** SPEC §3 special deal names, including the further labelled kinds. */
export type SpecialDealName =
  | 'ExpiringSpecialDeal' | 'ExpiringSpecialDealUntil' | 'CrossedOutPrice' | 'MandatoryCustomReferer'
  | 'SpecialDealBanner' | 'Collapsed' | 'Hidden' | 'CustomTariffCardColor' | 'HighlightedPrice'
  | 'HighlightedData' | 'LoyaltyPlan' | 'UpgradePlan' | 'HighlightedSpeed' | 'PromotionSmartphone'
  | 'PromotionNetworkDevice' | 'HalloweenDeal' | 'UVPPrice' | 'NewProduct' | 'ZeroCostFinancing'
  | 'PromotionDataTariff' | 'PromotionMobileTariff' | 'OverviewProductBanner';

/**
 * SPEC §3 Special deal as read; lib/domain/special-deals turns the text into the value each kind needs.
 * validUntil (ISO date-time) ends the deal's window.
 */
export type SpecialDeal = { name: SpecialDealName; pages: PageContext[]; specialDealText?: string; validUntil?: string };

/** A product's legal document (price sheet, terms). */
export type LegalDocument = { name: string; url: string };
