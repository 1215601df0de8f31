'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { SubmitButton } from '@/components/form/SubmitButton';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import { LEAD_RETENTION_MONTHS } from '@/lib/domain/fibre';
import { loadBuildNoticeForm, loadLeadContract } from './check-client';
import { useFieldMessage } from './useFieldMessage';

const NOTICE_FIELDS = ['email', 'consent'] as const;

/**
 * A planned fibre area's "tell me when it is built": an e-mail address and the consent, whose text
 * names the purpose (a mail about the build at this address) and the retention (SPEC §9: 6 months at
 * most), never ticked in advance. The API mails a confirmation and, once the build is decided, again.
 */
export function BuildNoticeForm({ addressId, addressLabel, onSent }: { addressId: string; addressLabel: string; onSent: () => void }) {
  const t = useTranslations('fibre');
  const { locale } = useSite();
  const message = useFieldMessage();
  const resolver = useMemo(() => lazyZodResolver(loadBuildNoticeForm), []);
  const consentLabel = t('notifyConsent', { address: addressLabel, months: LEAD_RETENTION_MONTHS });
  const { form, onSubmit, field, feedback, text, tick } = useFormPost({
    resolver,
    defaultValues: { email: '', consent: false },
    fields: {
      names: NOTICE_FIELDS,
      id: (name) => `fibre-notice-${name}`,
      label: (name) => (name === 'email' ? t('email') : consentLabel),
      message,
    },
    url: '/api/fixedline/build-notice',
    contract: loadLeadContract,
    body: (values) => ({ ...values, kind: 'BUILD_NOTICE', addressId, locale }),
    onSuccess: () => onSent(),
    focus: 'field',
  });
  return (
    <form className="form fibre-contact" onSubmit={onSubmit} noValidate aria-labelledby="fibre-notice-heading">
      <h4 id="fibre-notice-heading">{t('notifyHeading')}</h4>
      <p>{t('notifyIntro')}</p>
      <FormErrors {...feedback} />
      <Field {...field('email')}>{(control) => <input {...control} type="email" autoComplete="email" {...text('email')} />}</Field>
      <Field {...field('consent')} choice>
        {(control) => <input {...control} type="checkbox" {...tick('consent')} />}
      </Field>
      <SubmitButton busy={form.formState.isSubmitting} label={t('notifySubmit')} busyLabel={t('contactSending')} />
    </form>
  );
}
