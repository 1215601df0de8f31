'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AccountForm } from '@/components/account/AccountForm';
import { useAccountForm } from '@/components/account/useAccountForm';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import { useSite } from '@/components/site/SiteProvider';
import { UpstreamError } from '@/lib/account/upstream';
import { customerTariffChange, type CustomerTariffChange } from '@/lib/platform/contracts/account-lines';
import { customerPlanOf } from '@/lib/domain/special-deals';
import { formatCalendarDay } from '@/lib/platform/i18n/format';
import type { CustomerTariff } from '@/lib/platform/content-api/schemas';
import { lineKeys, readTariff, writeTariff } from './line-queries';
import { usePriceText } from './usePriceText';

const FIELD_ID = 'tariff-change';

/**
 * The tariff change (SPEC §9: free once per calendar month, at once). The content API refuses a second
 * change in the month (409 tariff_change_limit) instead of charging it: the form then says from when
 * the next free change is possible, read afresh (another tab may have made the change), and keeps the
 * choice. After a change the new tariff is the line's, shown above, and the choice starts empty.
 */
export function TariffChangeForm({ line }: { line: CustomerTariff }) {
  const t = useTranslations('accountLines.change');
  const errors = useTranslations('accountLines.errors');
  const { locale } = useSite();
  const priceText = usePriceText();
  const [limitUntil, setLimitUntil] = useState<string>();

  const write = async (body: CustomerTariffChange) => {
    try {
      return await writeTariff(line.productKey, body);
    } catch (error) {
      if (error instanceof UpstreamError && error.code === 'tariff_change_limit') {
        setLimitUntil(
          await readTariff(line.productKey).then(
            (fresh) => fresh.nextFreeTariffChange,
            () => undefined,
          ),
        );
      }
      throw error;
    }
  };

  const { form, field, save, shell } = useAccountForm({
    resolver: zodResolver(customerTariffChange),
    defaultValues: { tariffModelSalesId: '' },
    fields: {
      names: ['tariffModelSalesId'] as const,
      id: () => FIELD_ID,
      label: () => t('legend'),
      message: (_name, code) => (code === 'not_allowed' ? errors('invalid') : t('choose')),
    },
    write,
    query: { key: lineKeys.tariff(line.productKey), fromAnswer: (answer: CustomerTariff) => answer },
    onSuccess: () => {
      setLimitUntil(undefined);
      form.reset({ tariffModelSalesId: '' });
    },
  });

  const failure =
    save.error?.code === 'tariff_change_limit'
      ? t('limit', { date: formatCalendarDay(limitUntil ?? line.nextFreeTariffChange, locale) })
      : save.error?.code === 'terminated'
        ? t('terminated')
        : undefined;

  return (
    <section aria-labelledby="tariff-change-heading">
      <h2 id="tariff-change-heading">{t('heading')}</h2>
      {line.tariffChangeOptions.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <AccountForm {...shell} submit={t('submit')} failure={failure} saved={t('saved', { tariff: line.tariff.tariffName })}>
          <ChoiceGroup
            id={FIELD_ID}
            legend={t('legend')}
            hint={t('hint', { date: formatCalendarDay(line.nextFreeTariffChange, locale) })}
            error={field('tariffModelSalesId').error}
            options={line.tariffChangeOptions.map((option) => {
              // The options share the line's payment type, and so its bill period.
              const values = { tariff: option.tariffName, price: priceText(option.money), period: line.tariff.billPeriodTranslation };
              // Loyalty and upgrade plans are offered here only (ADR 50): named as the offer they are.
              const plan = customerPlanOf(option.specialDeals);
              return {
                value: option.tariffModelSalesId,
                label: plan ? t('optionPlan', { ...values, plan: plan.plan, offer: plan.label ?? '' }) : t('option', values),
              };
            })}
            input={form.register('tariffModelSalesId')}
          />
        </AccountForm>
      )}
    </section>
  );
}
