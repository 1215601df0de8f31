import type { DeviceView } from './device-view';

/** schema.org Product with its Offer: name, sku, GTIN-13 (EAN), brand, colour, price, currency, availability. */
export function productJsonLd(view: DeviceView, name: string, url: string): Record<string, unknown> {
  const { model } = view;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: model.deviceModelSaleId,
    ...(model.eanCode ? { gtin13: model.eanCode } : {}),
    ...(model.manufacturerPartNumber ? { mpn: model.manufacturerPartNumber } : {}),
    brand: { '@type': 'Brand', name: model.manufacturer },
    color: model.colorName,
    ...(view.highlights.length > 0 ? { description: view.highlights.join(' · ') } : {}),
    offers: {
      '@type': 'Offer',
      price: view.gross.toFixed(2),
      priceCurrency: view.currency,
      availability: model.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

/**
 * JSON to place inside a <script> element: "<" (and the JavaScript line separators) escaped, so
 * neither "</script>" nor "<!--" in a product text can end the element early. Still valid JSON.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
