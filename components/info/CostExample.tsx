import { getTranslations } from 'next-intl/server';
import { LegalTable } from '@/components/legal/LegalTable';
import { COST_EXAMPLE } from '@/content/info/cost-control';
import { applyCostLimit, DEFAULT_RATES, overageCost, THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Site } from '@/lib/platform/site/site';
import '@/components/legal/legal.css';

/** The worked example of the cost-control page: what the example usage costs and what three cost limits do. */
export async function CostExample({ site }: { site: Site }) {
  const t = await getTranslations('info.costExample');
  const money = (value: number, unitRate = false) => formatMoney(value, site.market.currency, site.locale, { unitRate });
  const { usage, limits } = COST_EXAMPLE;
  const cost = overageCost(usage);
  const speed = THROTTLED_SPEED_KBITS;
  const usageRows = [
    {
      key: 'data',
      header: t('data', { amount: usage.dataMb }),
      cells: [t('perMb', { rate: money(DEFAULT_RATES.perMb, true) }), money(cost.data)],
    },
    {
      key: 'calls',
      header: t('calls', { count: usage.minutes }),
      cells: [t('perMinute', { rate: money(DEFAULT_RATES.perMinute, true) }), money(cost.voice)],
    },
    ...(usage.sms > 0
      ? [
          {
            key: 'sms',
            header: t('sms', { count: usage.sms }),
            cells: [t('perSms', { rate: money(DEFAULT_RATES.perSms, true) }), money(cost.sms)],
          },
        ]
      : []),
    { key: 'total', header: t('total'), cells: ['', <strong key="total">{money(cost.total)}</strong>] },
  ];
  const limitRows = limits.map((limit) => {
    const outcome = applyCostLimit(cost.total, limit);
    const effect = !outcome.reached ? t('within') : limit === 0 ? t('blocked', { speed }) : t('reached', { speed });
    return {
      key: String(limit),
      header: <span className="legal-table__number">{money(limit)}</span>,
      cells: [money(outcome.charged), effect],
    };
  });
  return (
    <>
      <LegalTable caption={t('usageCaption')} columns={[t('item'), t('rate'), t('cost')]} rows={usageRows} numeric={[2]} />
      <LegalTable caption={t('limitCaption')} columns={[t('limit'), t('charged'), t('effect')]} rows={limitRows} numeric={[1]} />
    </>
  );
}
