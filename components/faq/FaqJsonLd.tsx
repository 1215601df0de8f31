import { scriptJson } from '@/lib/catalogue/json-ld';
import { faqPageJsonLd } from '@/lib/faq/json-ld';
import type { FaqGroup } from '@/lib/model/faq';

/** The FAQ as schema.org FAQPage for search engines: every question, whatever the search shows. */
export function FaqJsonLd({ groups, url }: { groups: FaqGroup[]; url: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqPageJsonLd(groups, url)) }} />;
}
