'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { SubmitButton } from '@/components/form/SubmitButton';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import type { FieldError } from '@/lib/platform/contracts/answer';
import type { PhoneRules } from '@/lib/platform/contracts/contact-message';
import type { AddressValues, BuildingType } from '@/lib/fixedline/contracts';
import { LEAD_RETENTION_MONTHS } from '@/lib/domain/fibre';
import { addressBody, loadLeadContract, loadLeadForm } from './check-client';
import { useFieldMessage } from './useFieldMessage';

const LEAD_FIELDS = ['name', 'email', 'phone', 'consent'] as const;

/**
 * SPEC §2 not-found state: the visitor leaves name, e-mail and phone for the entered address, with the
 * consent text and the retention notice (SPEC §9: contact requests are kept 6 months). The answer's
 * errors on the address go to the address form (`onAddressErrors`).
 */
export function ContactLeadForm({
  address,
  buildingType,
  phoneRules,
  onSent,
  onAddressErrors,
}: {
  address: AddressValues;
  buildingType: BuildingType;
  phoneRules: PhoneRules;
  onSent: () => void;
  onAddressErrors: (fields: FieldError[]) => void;
}) {
  const t = useTranslations('fibre');
  const { locale } = useSite();
  const message = useFieldMessage();
  const resolver = useMemo(() => lazyZodResolver(() => loadLeadForm(phoneRules)), [phoneRules]);
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: { name: '', email: '', phone: '', consent: false },
    fields: { names: LEAD_FIELDS, id: (name) => `fibre-lead-${name}`, label: (name) => t(name), message },
    url: '/api/fixedline/contact',
    contract: loadLeadContract,
    body: (lead) => ({ ...lead, address: addressBody(address), buildingType, locale }),
    onSuccess: () => onSent(),
    onOtherFields: onAddressErrors,
    focus: 'field',
  });
  const { register } = form;
  return (
    <form className="form fibre-contact" onSubmit={onSubmit} noValidate aria-labelledby="fibre-contact-heading">
      <h4 id="fibre-contact-heading">{t('contactHeading')}</h4>
      <FormErrors {...feedback} unavailable={<p>{t('contactFailed')}</p>} />
      <Field {...field('name')}>{(control) => <input {...control} autoComplete="name" {...register('name')} />}</Field>
      <Field {...field('email')}>{(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}</Field>
      <Field {...field('phone')}>{(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}</Field>
      <Field {...field('consent')} hint={t('retention', { months: LEAD_RETENTION_MONTHS })} choice>
        {(control) => <input {...control} type="checkbox" {...register('consent')} />}
      </Field>
      <SubmitButton busy={form.formState.isSubmitting} label={t('contactSubmit')} busyLabel={t('contactSending')} />
    </form>
  );
}
