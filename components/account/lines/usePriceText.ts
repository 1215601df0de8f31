'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { grossOf } from '@/lib/domain/price';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Price } from '@/lib/platform/content-api/schemas';

/** A tariff's price in its own currency, rounded as SPEC §9 shows tariff prices; a business price net with its gross beside it. */
export function usePriceText(): (price: Price) => string {
  const t = useTranslations('accountLines.tariff');
  const { locale } = useSite();
  return (price) => {
    const money = (amount: number) => formatMoney(amount, price.currencyCode, locale, { tariff: true });
    return 'amount' in price ? money(price.amount) : t('netPrice', { net: money(price.netAmount), gross: money(grossOf(price)) });
  };
}
