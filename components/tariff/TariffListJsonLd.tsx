import { JsonLd } from '@/components/seo/JsonLd';
import { publicTariffs } from '@/lib/domain/hidden-tariffs';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import { itemList } from '@/lib/platform/seo/json-ld';
import { absoluteUrl } from '@/lib/platform/site/metadata';
import type { Site } from '@/lib/platform/site/site';

/**
 * The overview's tariffs as schema.org ItemList (a summary page: each entry points to the tariff's own
 * page, which carries its Product). Only public tariffs: a visitor's shown hidden ones stay out (ADR 16).
 */
export function TariffListJsonLd({ tariffs, site }: { tariffs: Tariff[]; site: Site }) {
  const items = publicTariffs(tariffs).map((t) => ({
    name: t.tariffName,
    url: absoluteUrl(site, '/tariffs/[slug]', { slug: t.tariffDetailLink }),
  }));
  return <JsonLd data={itemList(items)} />;
}
