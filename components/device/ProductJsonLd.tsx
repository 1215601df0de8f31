import type { DeviceView } from '@/lib/catalogue/device-view';
import { productJsonLd, scriptJson } from '@/lib/catalogue/json-ld';

/** The device's schema.org Product/Offer for search engines (SPEC issue 4 §2). */
export function ProductJsonLd({ view, name, url }: { view: DeviceView; name: string; url: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(view, name, url)) }} />;
}
