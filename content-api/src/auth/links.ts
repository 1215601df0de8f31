/**
 * Links into the storefront that e-mails and SMS carry (one-time login, password reset, first
 * password): the market's public origin and the localised path of the page that takes the token.
 * The origin comes from the environment (STOREFRONT_ORIGIN_<MARKET>, e.g. STOREFRONT_ORIGIN_UK=
 * https://www.example.co.uk, else http://<market>.localhost:<STOREFRONT_PORT or 3000>), never from the
 * request: a link built from a request field would let anyone have a customer's token mailed to a
 * host of their choice.
 */
import { accountLinkPath, type AccountLinkPage } from '@storefront/rules/account-links';
import { defaultLocaleOf } from '@storefront/rules/market-locale';
import { MARKETS, type Locale, type MarketCode } from '@storefront/markets/markets';
import type { Store } from '../store';

/** The storefront's public origin of a market. */
export type StorefrontOrigin = (market: MarketCode) => string;

export function storefrontOrigin(env: Record<string, string | undefined>): StorefrontOrigin {
  return (market) =>
    env[`STOREFRONT_ORIGIN_${market}`]?.replace(/\/+$/, '') || `http://${MARKETS[market].slug}.localhost:${env.STOREFRONT_PORT || '3000'}`;
}

export type LinkTo = (market: MarketCode, acceptLanguage: string | undefined, page: AccountLinkPage, token: string) => string;

/** The locale a link is for: the one the request named when the market has it, else the market's default (both returned). */
export function linkLocale(
  { config }: Pick<Store, 'config'>,
  market: MarketCode,
  acceptLanguage: string | undefined,
): { locale: Locale; defaultLocale: Locale } {
  const defaultLocale = defaultLocaleOf(market, config.mandant(market) ?? {});
  const asked = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return { locale: MARKETS[market].locales.find((l) => l.toLowerCase() === asked) ?? defaultLocale, defaultLocale };
}

/** The link to `page` with ?token=, in the locale the request named when the market has it, else the market's default. */
export function storefrontLinks(store: Pick<Store, 'config'>, origin: StorefrontOrigin): LinkTo {
  return (market, acceptLanguage, page, token) => {
    const { locale, defaultLocale } = linkLocale(store, market, acceptLanguage);
    return `${origin(market)}${accountLinkPath(page, locale, defaultLocale, token)}`;
  };
}
