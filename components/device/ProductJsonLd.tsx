import { JsonLd } from '@/components/seo/JsonLd';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { deviceProduct } from '@/lib/catalogue/device-json-ld';

/** The device's schema.org Product/Offer for search engines (SPEC issue 4 §2). */
export function ProductJsonLd({ view, name, url, origin }: { view: DeviceView; name: string; url: string; origin: string }) {
  return <JsonLd data={deviceProduct(view, { name, url, origin })} />;
}
