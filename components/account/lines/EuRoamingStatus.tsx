'use client';

import { useTranslations } from 'next-intl';
import { FieldLink } from '@/components/form/FieldLink';
import { useSite } from '@/components/site/SiteProvider';
import type { EuRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';
import { formatNumber } from '@/lib/platform/i18n/format';
import type { SpendingCaps } from '@/lib/platform/content-api/schemas';
import { useEuRoamingAfterAllowance } from './useEuRoamingAfterAllowance';

/**
 * The EU roaming data status of the spending caps screen: whether the cut-off is on and what happens
 * once the EU allowance is used up, as saved (the query cache: it follows the forms below). From 80 %
 * of the allowance used (lib/domain/eu-roaming-warning.ts) a warning says what comes next and leads to
 * the two controls that change it, the cut-off and the EU roaming cap; they stay in their forms, one
 * control a setting.
 */
export function EuRoamingStatus({ caps, warning }: { caps: SpendingCaps; warning?: EuRoamingDataWarning }) {
  const t = useTranslations('accountLines.euRoaming');
  const { locale } = useSite();
  const { cutoff, euCap, cap, after, now } = useEuRoamingAfterAllowance(caps);
  if (!cutoff && !euCap) return null;
  const on = cutoff?.value ?? false;
  const effect = after(on);
  const amount = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  return (
    <section aria-labelledby="eu-roaming-heading">
      <h2 id="eu-roaming-heading">{t('heading')}</h2>
      {warning && (
        <div role="alert" className="notice notice--warning line-roaming-warning">
          <p>
            <strong>
              {t(warning.usedUp ? 'usedUp' : 'near', {
                percent: warning.usedPercent,
                used: amount(warning.used),
                limit: amount(warning.limit),
                unit: warning.unit,
              })}
            </strong>
          </p>
          {effect && <p>{warning.usedUp ? now(on) : t('next', { effect: effect.kind, cap: cap ?? '' })}</p>}
          <ul>
            {cutoff && (
              <li>
                <FieldLink target={`service-${cutoff.id}`}>{t(on ? 'switchOff' : 'switchOn')}</FieldLink>
              </li>
            )}
            {euCap?.customizable && (
              <li>
                <FieldLink target={`cap-${euCap.id}`}>{t('changeCap')}</FieldLink>
              </li>
            )}
          </ul>
        </div>
      )}
      {cutoff && <p>{t(on ? 'cutoffOn' : 'cutoffOff')}</p>}
      {effect && <p>{now(on)}</p>}
    </section>
  );
}
