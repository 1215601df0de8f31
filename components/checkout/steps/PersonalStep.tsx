import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { loadPersonalRules } from '@/lib/checkout/steps/personal';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { personalFault, personalFormValues } from '@/lib/platform/contracts/checkout-personal';
import { valuesFromPost } from '@/lib/platform/contracts/posted-form';
import { PersonalForm } from '../PersonalForm';
import type { StepViewProps } from '../step-view';

/**
 * Checkout step 1, personal data (issue 14 §3.1): the form with the market's rules (patterns and
 * regions of the content API), filled with what the visitor saved before (or sent in a post refused
 * without JavaScript), and the fields the content API refused when it last checked the order shown at
 * those fields.
 */
export async function PersonalStep({ site, progress, faults, error, draft }: StepViewProps) {
  const t = await getTranslations('checkoutPersonal');
  const rules = unwrap(await loadPersonalRules(site));
  const stored = personalFormValues(progress.personal);
  return (
    <section className="checkout-step" aria-labelledby="checkout-personal-heading">
      <h2 id="checkout-personal-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['checkoutPersonal', 'form']}>
        <PersonalForm
          rules={rules}
          defaultValues={draft ? valuesFromPost(stored, draft.values) : stored}
          faults={faults.flatMap((fault) => personalFault(fault) ?? [])}
          initialError={bffErrorCode.safeParse(error).data}
          initialFields={draft?.fields}
        />
      </ClientMessages>
    </section>
  );
}
