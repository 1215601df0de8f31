import { getTranslations } from 'next-intl/server';
import { FactList, type Fact } from '@/components/layout/FactList';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { deviceLabels } from './labels';

/** Technical details: maker, operating system, colour, storage, SIM slots, part number and EAN. */
export async function DeviceFacts({ view }: { view: DeviceView }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const { storage } = await deviceLabels();
  const { model } = view;
  const rows: Fact[] = [{ key: 'manufacturer', label: t('manufacturer'), value: model.manufacturer }];
  if (view.kind === 'smartphone' && model.operatingSystem)
    rows.push({ key: 'os', label: o('operatingSystem'), value: o('os', { os: model.operatingSystem }) });
  rows.push({ key: 'colour', label: t('colour'), value: model.colorName });
  if (model.dataSizeInGB !== undefined) rows.push({ key: 'storage', label: t('storageLabel'), value: storage(model.dataSizeInGB) });
  if (view.kind === 'smartphone' || model.numPhysicalSimSlots + model.numESimSlots > 0) {
    rows.push({
      key: 'sim',
      label: t('simSlots'),
      value: (
        <>
          {t('physicalSims', { count: model.numPhysicalSimSlots })}
          <br />
          {t('eSims', { count: model.numESimSlots })}
        </>
      ),
    });
  }
  if (model.manufacturerPartNumber) rows.push({ key: 'mpn', label: t('partNumber'), value: model.manufacturerPartNumber });
  if (model.eanCode) rows.push({ key: 'ean', label: t('ean'), value: model.eanCode });
  return <FactList facts={rows} />;
}
