import type { DeviceModel } from '@/lib/platform/content-api/schemas';
import { getTranslations } from 'next-intl/server';

type Label = NonNullable<DeviceModel['energyLabel']>;

/** The EU energy label's facts: efficiency class (with its scale colour, and in words), battery, repairability. */
export async function EnergyLabel({ label }: { label: Label }) {
  const t = await getTranslations('devices');
  return (
    <dl className="facts energy-label">
      <div className="facts__row">
        <dt>{t('energyClass')}</dt>
        <dd>
          <span className={`energy-class energy-class--${label.energyClass.toLowerCase()}`}>
            {t('classValue', { value: label.energyClass })}
          </span>
        </dd>
      </div>
      {label.batteryEnduranceHours !== undefined && (
        <div className="facts__row">
          <dt>{t('batteryEndurance')}</dt>
          <dd>{t('hours', { hours: label.batteryEnduranceHours })}</dd>
        </div>
      )}
      {label.repairabilityClass && (
        <div className="facts__row">
          <dt>{t('repairability')}</dt>
          <dd>{t('classValue', { value: label.repairabilityClass })}</dd>
        </div>
      )}
      {label.labelUrl && (
        <div className="facts__row">
          <dt>{t('energyLabelSheet')}</dt>
          <dd>
            <a href={label.labelUrl}>{t('energyLabelLink')}</a>
          </dd>
        </div>
      )}
    </dl>
  );
}
