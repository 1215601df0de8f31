'use client';

import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { PrepaidBalance } from '@/lib/platform/content-api/schemas';
import '@/components/account/usage/usage.css';

/** The line's credit now, in its currency; a top-up puts its new balance here. */
export function CreditSummary({ credit }: { credit: PrepaidBalance }) {
  const t = useTranslations('accountRecharge');
  const { locale } = useSite();
  return (
    <section aria-labelledby="recharge-credit" className="recharge__credit">
      <h2 id="recharge-credit">{t('creditHeading')}</h2>
      <p className="usage-credit">{t('credit', { amount: formatMoney(credit.balance, credit.currencyISO, locale) })}</p>
    </section>
  );
}
