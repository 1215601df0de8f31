import { isValidServiceNumber } from '@/lib/domain/service-numbers';
import type { Mandant } from '@/lib/model/config';

/** schema.org BreadcrumbList: the trail from the home page to the page itself, absolute URLs. */
export function breadcrumbList(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/**
 * schema.org Organization of a market's shop: name, home page, logo, the service line (and camp line)
 * as customer-service contact points with the market's languages, and the social profiles, all from
 * /config/mandant. Numbers that are not valid service numbers (SPEC §5) are left out.
 */
export function organization({
  name,
  url,
  logo,
  mandant,
}: {
  name: string;
  url: string;
  logo: string;
  mandant: Mandant;
}): Record<string, unknown> {
  const { serviceLine, countryConfig, supportedLanguages, socialMediaConfig, campConfig } = mandant;
  const contact = (telephone: string, email: string) => ({
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone,
    email,
    areaServed: countryConfig.countryId,
    availableLanguage: supportedLanguages,
  });
  const contactPoint = [
    ...(isValidServiceNumber(serviceLine.international) ? [contact(serviceLine.international, mandant.email)] : []),
    ...(campConfig && isValidServiceNumber(campConfig.serviceLineCamp) ? [contact(campConfig.serviceLineCamp, campConfig.emailCamp)] : []),
  ];
  const sameAs = Object.values(socialMediaConfig).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    email: mandant.email,
    ...(contactPoint.length > 0 ? { contactPoint } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
