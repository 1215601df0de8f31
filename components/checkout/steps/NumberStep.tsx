import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { captchaConfig } from '@/lib/platform/captcha/captcha-config';
import { faultField, heldOffers, numberFormDefaults } from '@/lib/checkout/steps/number-form';
import { numberRules } from '@/lib/checkout/steps/number';
import { serverConfig } from '@/lib/platform/config/server-config';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { NumberForm } from '../NumberForm';
import type { StepViewProps } from '../step-view';

/**
 * Checkout step 2, the phone number (issue 14 §3.2): the market's rules (porting providers of every
 * contract type, free porting dates, phone patterns) read here and handed to the form island with the
 * stored step (or what a post refused without JavaScript sent), the reservations it still holds, the
 * order's refusals of its fields and the configured captcha (ADR 49).
 */
export async function NumberStep({ site, selection, cart, view, progress, faults, error, draft }: StepViewProps) {
  const t = await getTranslations('checkoutNumber');
  const rules = await numberRules(site);
  if (!rules) return <p className="notice notice--error">{t('rulesUnavailable')}</p>;
  const tariffs = cart.simCards.map(({ tariffId }) => {
    const line = view.lines.find((l) => l.kind === 'tariff' && l.id === tariffId);
    return line?.kind === 'tariff' ? line.view.tariff.tariffName : tariffId;
  });
  const line = selection.items.find((item) => item.kind === 'fixedline');
  const stored = progress.number;
  const initialError = bffErrorCode.safeParse(error);
  const defaults = numberFormDefaults(stored, cart, line?.buildingType ?? '');
  return (
    <>
      {faults.length > 0 && <p className="notice notice--error">{t('faults')}</p>}
      <ClientMessages namespaces={['checkoutNumber', 'form']}>
        <NumberForm
          rules={rules}
          tariffs={tariffs}
          defaults={draft ? valuesFromPost(defaults, draft.values) : defaults}
          held={heldOffers(stored, faults)}
          faults={faults.map((fault) => ({ field: faultField(fault.field, stored), code: fault.code }))}
          initialError={initialError.success ? initialError.data : undefined}
          initialFields={draft?.fields}
          captcha={captchaConfig(serverConfig())}
        />
      </ClientMessages>
    </>
  );
}
