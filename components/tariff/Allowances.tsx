import { getLocale, getTranslations } from 'next-intl/server';
import { formatDataAmount } from '@/lib/platform/i18n/format';
import type { Amount } from '@/lib/platform/content-api/schemas';
import './tariff.css';

/** "20 GB", "Unlimited": one allowance, formatted in the page's locale. */
export async function AllowanceValue({ amount }: { amount: Amount }) {
  const t = await getTranslations();
  const parts = formatDataAmount(amount, await getLocale());
  return <>{parts.kind === 'unlimited' ? t('common.unlimited') : t('tariff.dataValue', { value: parts.value, unit: parts.unit })}</>;
}

/** Data, minutes and SMS of a tariff as a definition list. */
export async function Allowances({ data, voice, sms }: { data: Amount; voice: Amount; sms: Amount }) {
  const t = await getTranslations('tariff');
  const rows = [
    { key: 'data', label: t('data'), amount: data },
    { key: 'voice', label: t('minutes'), amount: voice },
    { key: 'sms', label: t('sms'), amount: sms },
  ];
  return (
    <dl className="allowances">
      {rows.map((row) => (
        <div key={row.key} className="allowances__row">
          <dt>{row.label}</dt>
          <dd>
            <AllowanceValue amount={row.amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
