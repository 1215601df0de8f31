'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SaveFeedback } from '@/components/account/SaveFeedback';
import { useAccountForm } from '@/components/account/useAccountForm';
import { ChoiceGroup } from '@/components/checkout/ChoiceGroup';
import { FormErrors } from '@/components/form/FormErrors';
import { useSite } from '@/components/site/SiteProvider';
import { UpstreamError } from '@/lib/account/upstream';
import { customerTariffChange, type CustomerTariffChange } from '@/lib/contracts/account-lines';
import { formatCalendarDay } from '@/lib/i18n/format';
import type { CustomerTariff } from '@/lib/content-api/schemas';
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
        setLimitUntil(await readTariff(line.productKey).then((fresh) => fresh.nextFreeTariffChange, () => undefined));
      }
      throw error;
    }
  };

  const { form, onSubmit, field, feedback, save, upgrade } = useAccountForm({
    resolver: zodResolver(customerTariffChange),
    defaultValues: { tariffModelSalesId: '' },
    fields: { names: ['tariffModelSalesId'] as const, id: () => FIELD_ID, label: () => t('legend'), message: (_name, code) => (code === 'not_allowed' ? errors('invalid') : t('choose')) },
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
        <form onSubmit={onSubmit} noValidate className="form">
          <FormErrors {...feedback} />
          <ChoiceGroup
            id={FIELD_ID}
            legend={t('legend')}
            hint={t('hint', { date: formatCalendarDay(line.nextFreeTariffChange, locale) })}
            error={field('tariffModelSalesId').error}
            options={line.tariffChangeOptions.map((option) => ({
              value: option.tariffModelSalesId,
              // The options share the line's payment type, and so its bill period.
              label: t('option', { tariff: option.tariffName, price: priceText(option.money), period: line.tariff.billPeriodTranslation }),
            }))}
            input={form.register('tariffModelSalesId')}
          />
          <button type="submit" className="button button--primary" disabled={save.state === 'saving'}>
            {t('submit')}
          </button>
          <SaveFeedback {...save} failure={failure} saved={t('saved', { tariff: line.tariff.tariffName })} />
        </form>
      )}
      {upgrade}
    </section>
  );
}
