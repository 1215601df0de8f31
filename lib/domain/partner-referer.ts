import type { Tariff } from '@storefront/wire';

/**
 * SPEC §3 MandatoryCustomReferer (ADR 50): a partner's tariff is orderable only by a visitor who came
 * through the partner's link. The deal's text is the partner's code; the partner links to any page with
 * `?ref=<code>`, and the proxy keeps the code for a day in this httpOnly cookie, nothing else: no
 * tracking beyond the rule. The order (POST /api/cart) compares the cookie with the tariff's code.
 */
export const PARTNER_COOKIE = '__Host-partner';

/** The query parameter of a partner's link. */
export const PARTNER_PARAM = 'ref';

/** A day: long enough to order after a look around, short enough not to follow anyone. */
export const PARTNER_COOKIE_MAX_AGE = 24 * 60 * 60;

const PARTNER_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;

/** A partner code as compared (lower case), or undefined for anything that is not one. */
export function parsePartnerCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toLowerCase();
  return code && PARTNER_CODE.test(code) ? code : undefined;
}

/** The partner code a tariff requires, from its MandatoryCustomReferer deal on any page context. */
export function requiredPartner(tariff: Pick<Tariff, 'specialDeals'>): string | undefined {
  const deal = tariff.specialDeals.find((d) => d.name === 'MandatoryCustomReferer');
  return deal ? (parsePartnerCode(deal.specialDealText) ?? '') : undefined;
}

/**
 * Whether a visitor with this partner cookie may order the tariff: any tariff without the rule; a
 * partner's tariff only with its code (a deal without a readable code is orderable by no one).
 */
export function mayOrderTariff(tariff: Pick<Tariff, 'specialDeals'>, partnerCookie: string | undefined): boolean {
  const required = requiredPartner(tariff);
  if (required === undefined) return true;
  return required !== '' && parsePartnerCode(partnerCookie) === required;
}
