import { useTranslations } from 'next-intl';
import { pairBalances } from '@/lib/domain/balance-pairs';
import type { Usage } from '@/lib/platform/content-api/schemas';
import type { BeyondPayment } from '@/lib/domain/beyond-allowance';
import { BalanceMeter } from './BalanceMeter';
import './usage.css';

type Props = { usage: Usage; productName: string; locale: string; today: string; beyond: BeyondPayment };

/**
 * The balances of the bill period, each domestic one with the EU-roaming balance of its group type
 * beside it (SPEC §3), so "data" at home and abroad are read together.
 */
export function UsageBalances({ usage, productName, locale, today, beyond }: Props) {
  const t = useTranslations('accountUsage');
  const pairs = pairBalances(usage.balances, usage.euRoaming);
  return (
    <section aria-labelledby="usage-balances" className="usage-section">
      <h2 id="usage-balances">{t('balancesHeading')}</h2>
      {pairs.length === 0 ? (
        <p>{t('nothingCounted', { product: productName })}</p>
      ) : (
        <ul className="usage-balances">
          {pairs.map(({ domestic, roaming }) => (
            <li key={(domestic ?? roaming)?.balanceGroupType} className="usage-balances__pair">
              {domestic && <BalanceMeter balance={domestic} locale={locale} beyond={beyond} forecast={{ usage, today }} />}
              {roaming && <BalanceMeter balance={roaming} locale={locale} beyond={beyond} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
