import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { NumberFormValues } from '@/lib/checkout/steps/number-form';
import { asksContractNumber, asksTerminationType, usesSwitchingCodes, type NumberRules } from '@/lib/checkout/steps/number-schema';
import { formatCalendarDay } from '@/lib/platform/i18n/format';
import { CONTRACT_TYPES, TERMINATION_TYPES } from './number-choices';
import type { NumberControls } from './number-controls';

type Props = {
  /** The SIM card's position and its values. */
  index: number;
  sim: NumberFormValues['simCards'][number];
  rules: NumberRules;
  locale: string;
  controls: NumberControls;
  /** Called when the chosen contract type rules out the chosen provider. */
  clearProvider: () => void;
  /** The choice of the temporary number, when the card asks for one. */
  temporaryNumber: ReactNode;
};

/** A ported number's fields: the number, its contract and holder, the PUK or PAC, the porting date and the confirmations. */
export function PortFields({
  index: i,
  sim,
  rules,
  locale,
  controls: { text, choice, select, checkbox },
  clearProvider,
  temporaryNumber,
}: Props) {
  const t = useTranslations('checkoutNumber');
  const switching = usesSwitchingCodes(rules.market);
  const contractType = sim.contractType;
  const providers = rules.providers.filter(
    (p) => !contractType || p.supportedContractTypes.includes(contractType as (typeof CONTRACT_TYPES)[number]),
  );
  const onContractType = (type: string) => {
    const provider = rules.providers.find((p) => p.id === sim.previousProviderId);
    if (provider && !provider.supportedContractTypes.includes(type as (typeof CONTRACT_TYPES)[number])) clearProvider();
  };
  return (
    <>
      {text(`simCards.${i}.transferPhoneNumber`, { type: 'tel', autoComplete: 'tel' })}
      {choice(
        `simCards.${i}.contractType`,
        CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contractTypes.${type}`) })),
        { onChange: onContractType },
      )}
      {select(
        `simCards.${i}.previousProviderId`,
        providers.map((p) => ({ value: p.id, label: p.displayName })),
      )}
      {text(`simCards.${i}.holderFirstName`, { hint: t('holderHint'), autoComplete: 'given-name' })}
      {text(`simCards.${i}.holderLastName`, { hint: t('holderHint'), autoComplete: 'family-name' })}
      {text(`simCards.${i}.externalCustomerId`, { autoComplete: 'off' })}
      {switching
        ? text(`simCards.${i}.code`, { hint: t('pacHint'), autoComplete: 'off', autoCapitalize: 'characters' })
        : text(`simCards.${i}.code`, { hint: t('pukHint'), autoComplete: 'off', inputMode: 'numeric' })}
      {asksContractNumber(rules.market, sim) &&
        text(`simCards.${i}.contractNumber`, { hint: t('contractNumberHint'), autoComplete: 'off' })}
      {select(
        `simCards.${i}.date`,
        rules.freeDates.map((day) => ({ value: day, label: formatCalendarDay(day, locale) })),
        t('dateHint'),
      )}
      {asksTerminationType(rules.market, contractType || undefined) &&
        choice(
          `simCards.${i}.terminationType`,
          TERMINATION_TYPES.map((type) => ({ value: type, label: t(`terminationTypes.${type}`) })),
        )}
      {checkbox(`simCards.${i}.terminationConfirmed`)}
      {!switching && checkbox(`simCards.${i}.smsSent`)}
      {checkbox(`simCards.${i}.temporary`)}
      {sim.temporary && temporaryNumber}
    </>
  );
}
