import type { JobPosting, WithContext } from 'schema-dts';
import type { Position, PositionMarket } from '@/content/company/types';

type Texts = { title: string; description: string; city: string };

/**
 * schema.org JobPosting of an open position in a market: title, description, date, employer, place
 * and pay (monthly for Austria's collective-agreement salaries, yearly elsewhere).
 */
export function jobPostingJsonLd(
  position: Position,
  market: PositionMarket,
  {
    title,
    description,
    city,
    company,
    country,
    currency,
    url,
  }: Texts & { company: string; country: string; currency: string; url: string },
): WithContext<JobPosting> {
  const { salary } = market;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description,
    datePosted: position.posted,
    url,
    employmentType: position.employment === 'FULL_TIME' ? ['FULL_TIME'] : ['FULL_TIME', 'PART_TIME'],
    hiringOrganization: { '@type': 'Organization', name: company },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country } },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: salary.from,
        maxValue: salary.to,
        unitText: salary.kind === 'monthly' ? 'MONTH' : 'YEAR',
      },
    },
  };
}
