'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { spendingCapsChange, type SpendingCapsChange } from '@/lib/platform/contracts/account-lines';
import { EU_ROAMING_DATA_CUTOFF } from '@/lib/domain/eu-roaming-cutoff';
import type { SpendingCaps } from '@/lib/platform/content-api/schemas';
import { lineKeys, writeSpendingCaps } from './line-queries';
import { useEuRoamingAfterAllowance } from './useEuRoamingAfterAllowance';

type ServiceField = `services.${number}.value`;

function applied(current: SpendingCaps, change: SpendingCapsChange): SpendingCaps {
  const chosen = new Map(change.services?.map((s) => [s.id, s.value]));
  return { ...current, services: current.services.map((s) => ({ ...s, value: chosen.get(s.id) ?? s.value })) };
}

/**
 * The line's cost-control services, each a labelled checkbox with the content API's explanation. The
 * EU-roaming data cut-off also says what it means with the line's saved EU roaming cap.
 */
export function ServicesForm({ productKey, caps }: { productKey: string; caps: SpendingCaps }) {
  const t = useTranslations('accountLines.services');
  const errors = useTranslations('accountLines.errors');
  const { now } = useEuRoamingAfterAllowance(caps);
  const names = caps.services.map((_, i) => `services.${i}.value` as ServiceField);
  const serviceOf = (name: ServiceField) => caps.services[Number(name.split('.')[1])]!;

  const { form, field, shell } = useAccountForm({
    resolver: zodResolver(spendingCapsChange),
    defaultValues: { services: caps.services.map(({ id, value }) => ({ id, value })) },
    fields: {
      names,
      id: (name) => `service-${serviceOf(name).id}`,
      label: (name) => serviceOf(name).name,
      message: () => errors('invalid'),
    },
    write: (body: SpendingCapsChange) => writeSpendingCaps(productKey, body),
    query: {
      key: lineKeys.spendingCaps(productKey),
      optimistic: (current: SpendingCaps | undefined, body) => current && applied(current, body),
      fromAnswer: (answer: SpendingCaps) => answer,
    },
  });

  return (
    <AccountForm {...shell} submit={t('submit')}>
      <fieldset className="choice-group">
        <legend>{t('legend')}</legend>
        {caps.services.map((service, index) => {
          const name = names[index]!;
          const hint = service.id === EU_ROAMING_DATA_CUTOFF ? `${service.description} ${now(service.value)}` : service.description;
          return (
            <Field key={service.id} {...field(name)} hint={hint.trim()} choice>
              {(control) => <input {...control} type="checkbox" {...form.register(name)} />}
            </Field>
          );
        })}
      </fieldset>
    </AccountForm>
  );
}
