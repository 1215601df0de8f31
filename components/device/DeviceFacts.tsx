import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { DeviceView } from '@/lib/catalogue/device-view';
import { deviceLabels } from './labels';

/** Technical details: maker, operating system, colour, storage, SIM slots, part number and EAN. */
export async function DeviceFacts({ view }: { view: DeviceView }) {
  const t = await getTranslations('devices');
  const o = await getTranslations('overview');
  const { storage } = await deviceLabels();
  const { model } = view;
  const rows: [key: string, label: string, value: ReactNode][] = [['manufacturer', t('manufacturer'), model.manufacturer]];
  if (view.kind === 'smartphone' && model.operatingSystem) rows.push(['os', o('operatingSystem'), o('os', { os: model.operatingSystem })]);
  rows.push(['colour', t('colour'), model.colorName]);
  if (model.dataSizeInGB !== undefined) rows.push(['storage', t('storageLabel'), storage(model.dataSizeInGB)]);
  if (view.kind === 'smartphone' || model.numPhysicalSimSlots + model.numESimSlots > 0) {
    rows.push([
      'sim',
      t('simSlots'),
      <>
        {t('physicalSims', { count: model.numPhysicalSimSlots })}
        <br />
        {t('eSims', { count: model.numESimSlots })}
      </>,
    ]);
  }
  if (model.manufacturerPartNumber) rows.push(['mpn', t('partNumber'), model.manufacturerPartNumber]);
  if (model.eanCode) rows.push(['ean', t('ean'), model.eanCode]);
  return (
    <dl className="facts">
      {rows.map(([key, label, value]) => (
        <div key={key} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
