import { getTranslations } from 'next-intl/server';
import type { Filters } from '@/lib/catalogue/filters';
import { filterFormLabels, PriceRange, RadioGroup, SortSelect } from './FilterFields';
import { GetFilterForm } from './GetFilterForm';

/** The tariff overview's filters for its category (GET form, see GetFilterForm). */
export async function FilterForm({ action, filters, clearHref }: { action: string; filters: Filters; clearHref: string }) {
  const t = await getTranslations('overview');
  const tariff = await getTranslations('tariff');
  const isTariffs = filters.category === 'tariffs';
  const isFixed = filters.category === 'internet' || filters.category === 'tv';
  const isPhones = filters.category === 'smartphones';
  return (
    <GetFilterForm action={action} clearHref={clearHref} labels={await filterFormLabels()}>
      {filters.category !== 'tariffs' && <input type="hidden" name="category" value={filters.category} />}
      {(isTariffs || isPhones) && (
        <RadioGroup
          name="sim"
          legend={t('simType')}
          value={filters.sim}
          choices={[
            { value: 'SIM', label: tariff('simType', { type: 'SIM' }) },
            { value: 'ESIM', label: tariff('simType', { type: 'ESIM' }) },
          ]}
        />
      )}
      {isTariffs && (
        <>
          <RadioGroup
            name="account"
            legend={t('accountType')}
            value={filters.account}
            choices={[
              { value: 'PRIVATE', label: tariff('customerType', { type: 'PRIVATE' }) },
              { value: 'BUSINESS', label: tariff('customerType', { type: 'BUSINESS' }) },
            ]}
          />
          <RadioGroup
            name="payment"
            legend={t('paymentOption')}
            value={filters.payment}
            choices={[
              { value: 'POST_PAY', label: tariff('paymentType', { type: 'POST_PAY' }) },
              { value: 'PRE_PAY', label: tariff('paymentType', { type: 'PRE_PAY' }) },
            ]}
          />
        </>
      )}
      {(isTariffs || isFixed) && (
        <RadioGroup
          name="commitment"
          legend={t('commitment')}
          value={filters.commitment?.toString()}
          choices={[12, 24].map((months) => ({ value: String(months), label: t('commitmentOption', { months }) }))}
        />
      )}
      {isPhones && (
        <RadioGroup
          name="os"
          legend={t('operatingSystem')}
          value={filters.os}
          choices={(['IOS', 'ANDROID'] as const).map((os) => ({ value: os, label: t('os', { os }) }))}
        />
      )}
      <PriceRange legend={t('priceRange')} min={filters.min} max={filters.max} />
      <SortSelect sort={filters.sort} />
    </GetFilterForm>
  );
}
