'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { customerTariffChange, type CustomerTariffChange } from '@/lib/platform/contracts/account-lines';
import type { CustomerTariff } from '@/lib/platform/content-api/schemas';
import { lineKeys, writeTariff } from './line-queries';
import './lines.css';

const REFERENCE_FIELDS = ['invoiceReference.name', 'invoiceReference.value'] as const;
type ReferenceField = (typeof REFERENCE_FIELDS)[number];
/** The content API's limits (customerTariffChange): a label of 30, a value of 40 characters. */
const MAX_LENGTH: Record<ReferenceField, number> = { 'invoiceReference.name': 30, 'invoiceReference.value': 40 };
const idOf = (name: ReferenceField) => name.replace('.', '-');

/** The line as it will be once the change is saved (shown at once, ADR 18). */
function applied(line: CustomerTariff, change: CustomerTariffChange): CustomerTariff {
  const chosen = new Map(change.tariffSettings?.map((s) => [s.id, s.value]));
  return {
    ...line,
    tariffSettings: line.tariffSettings.map((s) => ({ ...s, value: chosen.get(s.id) ?? s.value })),
    invoiceReference: change.invoiceReference ?? line.invoiceReference,
  };
}

/**
 * The line's on/off settings (as its tariff offers them, each with the content API's explanation) and
 * the reference printed on its invoices. Settings and reference may change any time, also in a month
 * whose free tariff change is used.
 */
export function LineSettingsForm({ line }: { line: CustomerTariff }) {
  const t = useTranslations('accountLines.settings');
  const errors = useTranslations('accountLines.errors');
  const labels: Record<ReferenceField, string> = {
    'invoiceReference.name': t('referenceName'),
    'invoiceReference.value': t('referenceValue'),
  };
  const { form, field, shell } = useAccountForm({
    resolver: zodResolver(customerTariffChange),
    defaultValues: {
      tariffSettings: line.tariffSettings.map(({ id, value }) => ({ id, value })),
      invoiceReference: line.invoiceReference,
    },
    fields: {
      names: REFERENCE_FIELDS,
      id: idOf,
      label: (name) => labels[name],
      message: (name, code) => (code === 'too_long' ? errors('tooLong', { max: MAX_LENGTH[name] }) : errors('invalid')),
    },
    write: (body: CustomerTariffChange) => writeTariff(line.productKey, body),
    query: {
      key: lineKeys.tariff(line.productKey),
      optimistic: (current: CustomerTariff | undefined, body) => current && applied(current, body),
      fromAnswer: (answer: CustomerTariff) => answer,
    },
  });

  return (
    <section aria-labelledby="line-settings-heading">
      <h2 id="line-settings-heading">{t('heading')}</h2>
      <AccountForm {...shell} submit={t('submit')}>
        <fieldset className="choice-group">
          <legend>{t('legend')}</legend>
          {line.tariffSettings.map((setting, index) => (
            <Field key={setting.id} id={`setting-${setting.id}`} label={setting.name} hint={setting.description} choice>
              {(control) => <input {...control} type="checkbox" {...form.register(`tariffSettings.${index}.value`)} />}
            </Field>
          ))}
        </fieldset>
        <fieldset className="line-settings">
          <legend>{t('referenceLegend')}</legend>
          <p className="field__hint">{t('referenceHint')}</p>
          {REFERENCE_FIELDS.map((name) => (
            <Field
              key={name}
              {...field(name)}
              hint={t(name === 'invoiceReference.name' ? 'referenceNameHint' : 'referenceValueHint', { max: MAX_LENGTH[name] })}
            >
              {(control) => <input {...control} type="text" {...form.register(name)} />}
            </Field>
          ))}
        </fieldset>
      </AccountForm>
    </section>
  );
}
