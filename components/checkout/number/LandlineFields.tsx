import { useTranslations } from 'next-intl';
import { BUILDING_TYPES } from './number-choices';
import type { NumberControls } from './number-controls';

type Props = {
  /** Whether the landline number is ported (the radio's value). */
  port: string;
  /** Whether the script runs: without it the porting fields are always served. */
  live: boolean;
  controls: NumberControls;
};

/** The fixed line's number: a new one, or the current one ported with its connection id, provider and building. */
export function LandlineFields({ port, live, controls: { text, choice } }: Props) {
  const t = useTranslations('checkoutNumber');
  return (
    <fieldset className="number-form__sim number-form__landline">
      <legend>{t('landline.heading')}</legend>
      {choice(
        'landline.port',
        (['false', 'true'] as const).map((v) => ({ value: v, label: t(`landline.ports.${v}`) })),
      )}
      {(!live || port === 'true') && (
        <div className="number-form__landline-port">
          {text('landline.phoneNumber', { type: 'tel' })}
          {text('landline.connectionId', { hint: t('landline.connectionIdHint'), autoComplete: 'off' })}
          {text('landline.previousProvider')}
          {choice(
            'landline.buildingType',
            BUILDING_TYPES.map((type) => ({ value: type, label: t(`landline.buildingTypes.${type}`) })),
          )}
        </div>
      )}
    </fieldset>
  );
}
