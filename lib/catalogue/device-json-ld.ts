import type { ProductLeaf, WithContext } from 'schema-dts';
import { productWithOffer } from '@/lib/platform/seo/json-ld';
import type { DeviceView } from './device-view';

/** A device variant as schema.org Product: name, sku, GTIN-13 (EAN), brand, colour, and its Offer (price, stock). */
export function deviceProduct(
  view: DeviceView,
  { name, url, origin }: { name: string; url: string; origin: string },
): WithContext<ProductLeaf> {
  const { model } = view;
  return productWithOffer(
    {
      name,
      url,
      sku: model.deviceModelSaleId,
      ...(model.eanCode ? { gtin13: model.eanCode } : {}),
      ...(model.manufacturerPartNumber ? { mpn: model.manufacturerPartNumber } : {}),
      brand: { '@type': 'Brand', name: model.manufacturer },
      color: model.colorName,
      ...(view.highlights.length > 0 ? { description: view.highlights.join(' · ') } : {}),
    },
    { price: view.gross, priceCurrency: view.currency, inStock: model.inStock, url, origin },
  );
}
