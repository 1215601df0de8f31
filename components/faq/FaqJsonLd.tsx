import { JsonLd } from '@/components/seo/JsonLd';
import { faqPageJsonLd } from '@/lib/content/faq/json-ld';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';

/** The FAQ as schema.org FAQPage for search engines: every question, whatever the search shows. */
export function FaqJsonLd({ groups, url }: { groups: FaqGroup[]; url: string }) {
  return <JsonLd data={faqPageJsonLd(groups, url)} />;
}
