'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import { bffErrorCode, type FieldError } from '@/lib/contracts/answer';
import { orderContract, summaryStep } from '@/lib/contracts/checkout';

const FIELDS = ['termsAccepted', 'noticeConfirmed'] as const;
const resolver = zodResolver(summaryStep);

type Props = {
  termsHref: string;
  feesHref: string;
  withdrawalHref: string;
  /** The boxes as ticked in an order refused without JavaScript (unticked otherwise). */
  values: Record<(typeof FIELDS)[number], boolean>;
  initialError?: string;
  initialFields?: readonly FieldError[];
};

/**
 * The summary's terms and order button. The button is disabled while the order is on its way, and
 * the server places one order per attempt whatever arrives twice (ADR 17). Success sends the browser
 * where the server says (the payment provider's page or the thank-you page); "one or more steps
 * faulty" reloads the summary, which lists the steps; anything else shows in the alert.
 */
export function SummaryForm({ termsHref, feesHref, withdrawalHref, values, initialError, initialFields }: Props) {
  const t = useTranslations('checkoutSummary');
  const { locale } = useSite();
  const router = useRouter();
  const known = bffErrorCode.safeParse(initialError);
  const { form, onSubmit, field, feedback, tick } = useFormPost({
    resolver,
    defaultValues: values,
    fields: { names: FIELDS, id: (name) => `summary-${name}`, label: (name) => t(`${name}Label`), message: (name) => t(`${name}Error`) },
    url: '/api/checkout/order',
    contract: orderContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: ({ next }) => window.location.assign(next),
    onFailure: () => router.refresh(),
    initialError: known.success ? known.data : undefined,
    initialFields,
    dismissible: true,
  });
  const { formState } = form;
  const accepted = { setValueAs: (v: unknown) => v === true || v === 'true' };
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;
  return (
    <form className="form checkout-summary__order" method="post" action="/api/checkout/order" onSubmit={onSubmit} noValidate aria-labelledby="summary-order">
      <h2 id="summary-order">{t('orderHeading')}</h2>
      <input type="hidden" name="locale" value={locale} />
      <FormErrors {...feedback} />
      <Field {...field('termsAccepted')} choice label={t('termsAcceptedLabel')}>
        {(control) => <input {...control} type="checkbox" value="true" {...tick('termsAccepted', accepted)} />}
      </Field>
      <p className="fine-print">
        {t.rich('termsLinks', {
          terms: (chunks) => <a href={termsHref}>{chunks}</a>,
          fees: (chunks) => <a href={feesHref}>{chunks}</a>,
        })}
      </p>
      <Field {...field('noticeConfirmed')} choice label={t('noticeConfirmedLabel')}>
        {(control) => <input {...control} type="checkbox" value="true" {...tick('noticeConfirmed', accepted)} />}
      </Field>
      <p className="fine-print">
        <a href={withdrawalHref} type="application/pdf">
          {t('withdrawal')}
        </a>
      </p>
      <button type="submit" className="button button--primary" disabled={busy} aria-disabled={busy}>
        {busy ? t('ordering') : t('order')}
      </button>
    </form>
  );
}
