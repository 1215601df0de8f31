'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Resolver } from 'react-hook-form';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { SelectField } from '@/components/form/SelectField';
import { useSite } from '@/components/site/SiteProvider';
import { upstream, type UpstreamError } from '@/lib/account/upstream';
import {
  mobilePorting,
  mobilePortingChange,
  PORTING_CONTRACT_TYPES,
  type MobilePortingChange,
} from '@/lib/platform/contracts/account-portings';
import { changesPorting, correctionValuesOf, type PortingCorrectionValues } from '@/lib/domain/porting-correction';
import type { CorrectionField } from '@/lib/domain/porting-failure';
import type { MobilePorting, PortingProvider } from '@/lib/platform/content-api/schemas';
import { portingDays } from './porting-day';
import { portingKeys, portingPaths } from './portings-query';

const checked = zodResolver(mobilePortingChange);

type Name = CorrectionField | 'puk';

/** The content API's refusals of a re-presentation (409), each with its own explanation. */
const REFUSALS = ['correction_required', 'porting_locked', 'not_failed'] as const;
const refusalOf = (error: UpstreamError | undefined) => REFUSALS.find((code) => code === error?.code);

/** The holder's names as the old contract has them: often the customer's own, so the browser may suggest them. */
const HOLDER_AUTOCOMPLETE = { firstname: 'given-name', lastname: 'family-name', companyName: 'organization' } as const;

type Props = {
  customer: string;
  porting: MobilePorting;
  /** The data the failure asks to correct (none: re-present alone). */
  fields: CorrectionField[];
  providers: PortingProvider[];
  /** The possible porting dates (GET /portings/freedates), earliest first. */
  freeDates: string[];
  onRepresented: () => void;
};

/** The porting with the corrected data in place, for the list shown while the write is under way. */
const corrected = (porting: MobilePorting, values: MobilePortingChange): MobilePorting => ({
  ...porting,
  ...values,
  companyName: values.companyName || undefined,
});

/**
 * "Correct and re-present" a FAILED porting (SPEC §4, §7): the data its failure names, checked with
 * the call's own schema, then PUT …/phoneaccounts/{id} and PUT …/action:represent; data that is right
 * already (a POA_* failure answered by signing again) is re-presented alone. The list shows the
 * correction at once and goes back when the write fails, while the form keeps what was typed; the
 * content API's field errors land at their fields, its refusals are explained.
 */
export function PortingCorrection({ customer, porting, fields, providers, freeDates, onRepresented }: Props) {
  const t = useTranslations('accountPortings');
  const { locale } = useSite();
  const client = useQueryClient();
  const id = porting.phoneAccountId;
  const key = portingKeys.mobile(customer);
  // The PUK goes with every correction: asked for when the porting has none on record.
  const names: Name[] = fields.length > 0 && !porting.puk ? [...fields, 'puk'] : fields;
  // Unchanged data is not sent (null: the porting is re-presented alone), so there is nothing to
  // check: a porting without a PUK on record is re-presented after a new signature without one.
  const resolver: Resolver<PortingCorrectionValues, unknown, MobilePortingChange | null> = (values, context, options) =>
    changesPorting(porting, values) ? checked(values, context, options) : { values: null, errors: {} };
  const { form, field, save, shell } = useAccountForm({
    resolver,
    defaultValues: correctionValuesOf(porting),
    fields: {
      names,
      id: (name) => `${id}-${name}`,
      label: (name) => t(`correction.labels.${name}`),
      message: (name, code) => t('correction.error', { code: code ?? 'invalid', field: name }),
    },
    write: async (change: MobilePortingChange | null) => {
      if (change) await upstream(portingPaths.change(id), mobilePorting, { method: 'PUT', body: change });
      return upstream(portingPaths.represent(id), mobilePorting, { method: 'PUT' });
    },
    query: {
      key,
      optimistic: (current: MobilePorting[] | undefined, change) =>
        current?.map((p) => (p.phoneAccountId === id && change ? corrected(p, change) : p)),
      fromAnswer: (answer: MobilePorting) =>
        (client.getQueryData<MobilePorting[]>(key) ?? []).map((p) => (p.phoneAccountId === id ? answer : p)),
    },
    onSuccess: () => {
      onRepresented();
      // The list as the content API has it now (another porting may have moved meanwhile).
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const { register } = form;
  const dates = [...new Set([porting.desiredPortingDate, ...freeDates])].sort();
  // The provider on record stays a choice even when the list could not be read.
  const choices = providers.some((p) => p.id === porting.previousProviderId)
    ? providers
    : [{ id: porting.previousProviderId, displayName: porting.previousProviderId }, ...providers];
  const refusal = refusalOf(save.error);
  const text = (name: 'firstname' | 'lastname' | 'companyName' | 'puk', hint?: string) => (
    <Field key={name} {...field(name)} hint={hint}>
      {(control) =>
        name === 'puk' ? (
          <input {...control} {...register(name)} inputMode="numeric" autoComplete="off" aria-required="true" />
        ) : (
          <input
            {...control}
            {...register(name)}
            autoComplete={HOLDER_AUTOCOMPLETE[name]}
            aria-required={name === 'companyName' ? undefined : true}
          />
        )
      }
    </Field>
  );
  const control = (name: Name) => {
    switch (name) {
      case 'firstname':
      case 'lastname':
        return text(name, t(`correction.hints.${name}`));
      case 'companyName':
        return text(name, t('correction.hints.companyName'));
      case 'puk':
        return text(name, t('correction.hints.puk'));
      case 'contractType':
        return (
          <SelectField
            key={name}
            {...field(name)}
            options={PORTING_CONTRACT_TYPES.map((type) => ({ value: type, label: t(`contractTypes.${type}`) }))}
            input={register(name)}
          />
        );
      case 'previousProviderId':
        return (
          <SelectField
            key={name}
            {...field(name)}
            options={choices.map((provider) => ({ value: provider.id, label: provider.displayName }))}
            input={register(name)}
          />
        );
      case 'desiredPortingDate':
        return (
          <SelectField
            key={name}
            {...field(name)}
            hint={t('correction.hints.desiredPortingDate')}
            options={portingDays(dates, locale)}
            input={register(name)}
          />
        );
    }
  };

  return (
    <AccountForm
      {...shell}
      className="form porting-correction"
      aria-label={t('correction.formLabel', { number: porting.phoneNumber })}
      submit={fields.length > 0 ? t('correction.submit') : t('correction.represent')}
      failure={refusal && t('correction.refused', { code: refusal })}
    >
      {names.map(control)}
    </AccountForm>
  );
}
