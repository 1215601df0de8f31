import type { Thing, WithContext } from 'schema-dts';
import { scriptJson } from '@/lib/platform/seo/json-ld';

/** Structured data for search engines, as a JSON-LD script that no text in it can break out of. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
