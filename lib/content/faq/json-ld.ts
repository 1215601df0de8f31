import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqGroup } from '@/lib/platform/content-api/schemas';

/** schema.org FAQPage with every question of every group; answers are plain text. */
export function faqPageJsonLd(groups: FaqGroup[], url: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: groups.flatMap((group) =>
      group.questions.map((q) => ({
        '@type': 'Question',
        name: q.question,
        url: `${url}#${encodeURIComponent(q.id)}`,
        acceptedAnswer: { '@type': 'Answer', text: q.answer },
      })),
    ),
  };
}
