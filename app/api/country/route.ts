import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { getCountryByIp } from '@/lib/platform/content-api/config';
import { countryContract } from '@/lib/platform/contracts/country';
import { marketOfCountry } from '@/lib/platform/markets/country';
import { devPort, marketHosts } from '@/lib/platform/markets/env';
import { marketOrigin } from '@/lib/platform/markets/hosts';

const country = z.string().regex(/^[A-Za-z]{2}$/);
const NO_STORE = { 'Cache-Control': 'private, no-store' };
const none = () => success({ offer: null }, { headers: NO_STORE });

/**
 * The country-redirect offer for this visitor (issue 5 §1, GET /config/countries/byip). The visitor's
 * country is what the edge in front of the shop tells: `X-Client-Country`, or Cloudflare's
 * `CF-IPCountry`. A route of its own, called by the banner after load, so that pages stay cacheable.
 * Anything but an offer of another market (no header, same market, API failure) answers `{ offer: null }`:
 * the banner is a courtesy, never an error. The offer carries its link's words in the page's language,
 * so the banner formats nothing.
 */
export const GET = defineHandler({
  contract: countryContract,
  async handle({ request, site }) {
    const visitor = country.safeParse(request.headers.get('x-client-country') ?? request.headers.get('cf-ipcountry'));
    if (!visitor.success) return none();
    const result = await getCountryByIp(site.content, visitor.data.toUpperCase());
    if (!result.ok) return none();
    const target = marketOfCountry(result.data.countryCode);
    if (!target || target === site.market.code) return none();
    const t = await getTranslations({ locale: site.locale, namespace: 'country' });
    const countryName = new Intl.DisplayNames([site.locale], { type: 'region' }).of(result.data.countryCode) ?? result.data.countryCode;
    const offer = {
      market: target,
      countryCode: result.data.countryCode,
      href: `${marketOrigin(target, marketHosts, devPort)}/`,
      header: result.data.redirectHeader,
      text: result.data.redirectText,
      go: t('go', { country: countryName }),
    };
    return success({ offer }, { headers: NO_STORE });
  },
});
