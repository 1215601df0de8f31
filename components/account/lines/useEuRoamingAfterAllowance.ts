import { useTranslations } from 'next-intl';
import { useSite } from '@/components/site/SiteProvider';
import {
  EU_ROAMING_CAP,
  EU_ROAMING_DATA_CUTOFF,
  euRoamingDataAfterAllowance,
  type EuRoamingDataAfterAllowance,
} from '@/lib/domain/eu-roaming-cutoff';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { SpendingCaps } from '@/lib/platform/content-api/schemas';

/**
 * A line's EU-roaming data cut-off (the service, where the tariff has it), its EU roaming cap, and what
 * happens to EU data once the allowance is used up with the cut-off on or off (lib/domain rule), as
 * the services and the EU roaming status of the spending caps screen say it.
 */
export function useEuRoamingAfterAllowance(caps: SpendingCaps) {
  const t = useTranslations('accountLines.services');
  const { locale } = useSite();
  const cutoff = caps.services.find((service) => service.id === EU_ROAMING_DATA_CUTOFF);
  const euCap = caps.groups.flatMap((g) => g.caps).find((cap) => cap.id === EU_ROAMING_CAP);
  const cap = euCap && formatMoney(euCap.value, euCap.unit, locale);
  const after = (on: boolean): EuRoamingDataAfterAllowance | undefined => euRoamingDataAfterAllowance(on, euCap?.value);
  /** "Now: …" for the cut-off on or off ('' when nothing is known). */
  const now = (on: boolean) => {
    const effect = after(on);
    if (!effect) return '';
    return effect.kind === 'chargedUpTo' ? t('chargedUpTo', { cap: cap! }) : t(effect.kind);
  };
  return { cutoff, euCap, cap, after, now };
}
