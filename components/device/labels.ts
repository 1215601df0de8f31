import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ShopDeviceModel } from '@/lib/catalogue/devices';

/** Texts every device view needs: "128 GB" and "Apple iPhone 16, Black, 128 GB". */
export async function deviceLabels() {
  const t = await getTranslations('devices');
  const storage = (size: number) => t('storage', { size });
  const variant = (model: ShopDeviceModel) =>
    model.dataSizeInGB === undefined
      ? t('variantName', { name: model.displayName, colour: model.colorName })
      : t('variantNameWithStorage', { name: model.displayName, colour: model.colorName, storage: storage(model.dataSizeInGB) });
  return { storage, variant };
}
