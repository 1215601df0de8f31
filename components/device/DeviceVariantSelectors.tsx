import { getLocale, getTranslations } from 'next-intl/server';
import { DEVICE_ROUTES, detailParams, findModel } from '@/lib/catalogue/devices';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { variantChoices, type VariantChoice } from '@/lib/catalogue/variants';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { deviceLabels } from './labels';
import { VariantSelectors, type VariantGroup, type VariantOption } from './VariantSelectors';

/** The colour and storage selectors of a variant page, with each option's URL worked out on the server. */
export async function DeviceVariantSelectors({ view, site }: { view: DeviceView; site: Site }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const locale = await getLocale();
  const { storage, variant } = await deviceLabels();
  const { colours, storages } = variantChoices(view.group, view.model);
  const option = (choice: VariantChoice, label: string): VariantOption => {
    const target = findModel([view.group], choice.targetId)!;
    return {
      value: choice.value,
      label,
      href: localizedPath(site, DEVICE_ROUTES[view.kind].detail, detailParams(target.group, target.model)),
      selected: choice.selected,
      colorHex: choice.colorHex,
      note: choice.inStock ? undefined : o('outOfStock'),
    };
  };
  const groups: VariantGroup[] = [];
  if (colours.length > 1) groups.push({ name: 'colour', legend: t('colour'), options: colours.map((c) => option(c, c.value)) });
  if (storages.length > 1)
    groups.push({ name: 'storage', legend: t('storageLabel'), options: storages.map((s) => option(s, storage(s.dataSizeInGB!))) });
  if (groups.length === 0) return null;
  const summary = t('variantSummary', {
    variant: variant(view.model),
    price: formatMoney(view.gross, view.currency, locale),
    stock: view.model.inStock ? o('inStock') : o('outOfStock'),
  });
  return <VariantSelectors groups={groups} summary={summary} />;
}
