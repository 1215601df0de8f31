import 'server-only';
import { getMandant, getRegions } from '@/lib/platform/content-api/config';
import type { Result } from '@/lib/platform/content-api/result';
import { personalSchema, type PersonalRules } from '@/lib/platform/contracts/checkout-personal';
import { dayIn } from '@/lib/domain/opening-hours';
import type { Site } from '@/lib/platform/site/site';

/**
 * The personal-data step's rules of the site's market, as plain data for the schema and the form: the
 * patterns of /config/mandant, the regions of /config/countries/regions, the UK's house name and the
 * market's calendar day. A failure when the content API cannot say them.
 */
export async function loadPersonalRules(site: Site, now: Date = new Date()): Promise<Result<PersonalRules>> {
  const [mandant, regions] = await Promise.all([getMandant(site.content), getRegions(site.content)]);
  if (!mandant.ok) return mandant;
  if (!regions.ok) return regions;
  const { zipCodeRegex, vatNumberRegex, mobilePhoneNumberRegex, phoneNumberRegex } = mandant.data.countryConfig;
  return {
    ok: true,
    data: {
      patterns: { zipCodeRegex, vatNumberRegex, mobilePhoneNumberRegex, phoneNumberRegex },
      regions: regions.data,
      houseName: site.market.code === 'UK',
      today: dayIn(site.market.timeZone, now),
    },
  };
}

/** The body of POST /api/checkout/personal for the site (undefined, a 503, when the rules cannot be read). */
export async function personalRules(site: Site) {
  const rules = await loadPersonalRules(site);
  return rules.ok ? personalSchema(rules.data) : undefined;
}
