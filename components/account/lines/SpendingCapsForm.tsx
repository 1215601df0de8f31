'use client';

import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { Field } from '@/components/form/Field';
import { useSite } from '@/components/site/SiteProvider';
import { capsFormSchema, capsFormValues, type SpendingCapsChange } from '@/lib/platform/contracts/account-lines';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { SpendingCap, SpendingCaps } from '@/lib/platform/content-api/schemas';
import { lineKeys, writeSpendingCaps } from './line-queries';
import './lines.css';

type CapField = `caps.${number}.value`;

/** The caps as they will be once the change is saved (shown at once, ADR 18). */
function applied(current: SpendingCaps, change: SpendingCapsChange): SpendingCaps {
  const chosen = new Map(change.caps?.map((cap) => [cap.id, cap.value]));
  return {
    ...current,
    groups: current.groups.map((g) => ({ ...g, caps: g.caps.map((cap) => ({ ...cap, value: chosen.get(cap.id) ?? cap.value })) })),
  };
}

/**
 * The line's spending caps by group (SPEC §3, §4): a customizable cap is an amount from 0 to its
 * maximum, checked here as the content API checks it (a larger one is refused at its field); a cap
 * the tariff fixes is shown, not offered for change.
 */
export function SpendingCapsForm({ productKey, caps }: { productKey: string; caps: SpendingCaps }) {
  const t = useTranslations('accountLines.caps');
  const errors = useTranslations('accountLines.errors');
  const { locale } = useSite();
  const all = caps.groups.flatMap((g) => g.caps);
  const editable = all.filter((cap) => cap.customizable);
  const money = (cap: SpendingCap, amount: number) => formatMoney(amount, cap.unit, locale);
  // The form's rows: its caps keep their order and ids; the values count only on the first render.
  const defaults = capsFormValues(all);
  const names = editable.map((_, i) => `caps.${i}.value` as CapField);
  const capOf = (name: CapField) => editable.find((cap) => cap.id === defaults.caps[Number(name.split('.')[1])]?.id)!;

  const { form, field, shell } = useAccountForm({
    resolver: zodResolver(capsFormSchema(all)),
    defaultValues: defaults,
    fields: {
      names,
      id: (name) => `cap-${capOf(name).id}`,
      label: (name) => capOf(name).name,
      message: (name, code) =>
        code === 'required'
          ? errors('capRequired')
          : code === 'too_large'
            ? errors('capTooLarge', { max: money(capOf(name), capOf(name).maxValue) })
            : code === 'invalid_format'
              ? errors('capFormat')
              : errors('invalid'),
    },
    write: (body: SpendingCapsChange) => writeSpendingCaps(productKey, body),
    query: {
      key: lineKeys.spendingCaps(productKey),
      optimistic: (current: SpendingCaps | undefined, body) => current && applied(current, body),
      fromAnswer: (answer: SpendingCaps) => answer,
    },
  });

  const fixed = (cap: SpendingCap) => (
    <p key={cap.id} className="line-cap">
      <span className="line-cap__name">{cap.name}</span>: {t(cap.value === 0 ? 'fixedZero' : 'fixed', { amount: money(cap, cap.value) })}
    </p>
  );
  const groups = caps.groups.map((group) => (
    <fieldset key={group.name} className="line-caps__group">
      <legend>{group.name}</legend>
      {group.caps.map((cap) => {
        const index = defaults.caps.findIndex((row) => row.id === cap.id);
        if (index < 0) return fixed(cap);
        const name = names[index]!;
        return (
          <Field key={cap.id} {...field(name)} hint={t('hint', { max: money(cap, cap.maxValue), currency: cap.unit })}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="line-caps__amount"
                {...form.register(name)}
              />
            )}
          </Field>
        );
      })}
    </fieldset>
  ));

  if (editable.length === 0) return <div className="line-caps">{groups}</div>;
  return (
    <AccountForm {...shell} className="form line-caps" submit={t('submit')}>
      {groups}
    </AccountForm>
  );
}
