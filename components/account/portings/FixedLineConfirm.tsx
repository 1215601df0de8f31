'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { SelectField } from '@/components/form/SelectField';
import { useSite } from '@/components/site/SiteProvider';
import { upstream } from '@/lib/account/upstream';
import { fixedLinePorting, fixedLinePortingChange, type FixedLinePortingChange } from '@/lib/platform/contracts/account-portings';
import type { FixedLinePorting } from '@/lib/platform/content-api/schemas';
import { portingDays } from './porting-day';
import { portingKeys, portingPaths } from './portings-query';

const resolver = zodResolver(fixedLinePortingChange);

type Props = { customer: string; porting: FixedLinePorting; freeDates: string[]; onConfirmed: () => void };

/**
 * The customer's action a fixed-line porting waits for (SPEC §3 isCustomerActionRequired): confirming
 * its date, the one planned or another possible porting date (PUT /portings/fixedline/phoneaccounts/{id}).
 */
export function FixedLineConfirm({ customer, porting, freeDates, onConfirmed }: Props) {
  const t = useTranslations('accountPortings.fixedLine');
  const { locale } = useSite();
  const client = useQueryClient();
  const key = portingKeys.fixedLine(customer);
  const id = porting.phoneAccountId;
  const { form, field, shell } = useAccountForm({
    resolver,
    defaultValues: { portingDate: porting.portingDate, isSignedByCustomer: true as const },
    fields: {
      names: ['portingDate'] as const,
      id: () => `${id}-date`,
      label: () => t('dateLabel'),
      message: (_name, code) => t('dateError', { code: code ?? 'invalid' }),
    },
    write: (values: FixedLinePortingChange) =>
      upstream(portingPaths.fixedLineChange(id), fixedLinePorting, { method: 'PUT', body: values }),
    query: {
      key,
      optimistic: (current: FixedLinePorting[] | undefined, values) =>
        current?.map((p) => (p.phoneAccountId === id ? { ...p, portingDate: values.portingDate } : p)),
      fromAnswer: (answer: FixedLinePorting) =>
        (client.getQueryData<FixedLinePorting[]>(key) ?? []).map((p) => (p.phoneAccountId === id ? answer : p)),
    },
    onSuccess: onConfirmed,
  });
  const dates = [...new Set([porting.portingDate, ...freeDates])].sort();
  return (
    <AccountForm
      {...shell}
      className="form porting-correction"
      aria-label={t('formLabel', { number: porting.phoneNumber })}
      submit={t('confirm')}
    >
      <SelectField
        {...field('portingDate')}
        hint={t('dateHint')}
        options={portingDays(dates, locale)}
        input={form.register('portingDate')}
      />
    </AccountForm>
  );
}
