import { scriptJson } from '@/lib/catalogue/json-ld';

/** Structured data for search engines, as a JSON-LD script that no text in it can break out of. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
