import 'server-only';
import { getMandant, getRegions } from '@/lib/content-api/config';
import { personalSchema, type PersonalRules } from '@/lib/contracts/checkout-personal';
import { dayIn } from '@/lib/domain/opening-hours';
import type { Site } from '@/lib/site/site';

/**
 * The personal-data step's rules of the site's market: the patterns of /config/mandant, the regions of
 * /config/countries/regions, the UK's house name and the market's today. Undefined when the content
 * API cannot say them (the handler answers 503, the page its error).
 */
export async function loadPersonalRules(site: Site, now: Date = new Date()): Promise<PersonalRules | undefined> {
  const [mandant, regions] = await Promise.all([getMandant(site.content), getRegions(site.content)]);
  if (!mandant.ok || !regions.ok) return undefined;
  const { zipCodeRegex, vatNumberRegex, mobilePhoneNumberRegex, phoneNumberRegex } = mandant.data.countryConfig;
  return {
    patterns: { zipCodeRegex, vatNumberRegex, mobilePhoneNumberRegex, phoneNumberRegex },
    regions: regions.data,
    houseName: site.market.code === 'UK',
    today: dayIn(site.market.timeZone, now),
  };
}

/** The body of POST /api/checkout/personal for the site: lib/contracts/checkout personalStep with the market's rules. */
export async function personalRules(site: Site) {
  const rules = await loadPersonalRules(site);
  return rules && personalSchema(rules);
}
