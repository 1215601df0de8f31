'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import { bffErrorCode, type FieldError } from '@/lib/platform/contracts/answer';
import type { WalletSheet } from '@/lib/checkout/wallet-sheet';
import { orderContract, summaryStep } from '@/lib/platform/contracts/checkout';
import { walletMerchantContract } from '@/lib/platform/contracts/checkout-wallet';
import { post } from '@/components/form/post';
import { PostForm } from '@/components/form/PostForm';
import { payWithWallet, type WalletPayment } from './wallet/payment-request';

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
  /** Where the mobile wallet pays what is due now: its sheet, and the amount formatted for the button. */
  wallet?: { sheet: WalletSheet; amount: string };
};

/**
 * The summary's terms and order button. The button is disabled while the order is on its way, and
 * the server places one order per attempt whatever arrives twice (ADR 17). Success sends the browser
 * where the server says (the payment provider's page or the thank-you page); "one or more steps
 * faulty" reloads the summary, which lists the steps; anything else shows in the alert. With the
 * mobile wallet (ADR 47) the button opens its sheet with the amount due; the sheet's merchant
 * validation goes through our handler, its token with the order, and the sheet closes once the shop
 * has answered. A sheet the customer closes posts nothing.
 */
export function SummaryForm({ termsHref, feesHref, withdrawalHref, values, initialError, initialFields, wallet }: Props) {
  const t = useTranslations('checkoutSummary');
  const { locale } = useSite();
  const router = useRouter();
  const known = bffErrorCode.safeParse(initialError);
  const paid = useRef<WalletPayment | undefined>(undefined);
  const [sheetClosed, setSheetClosed] = useState(false);
  const validateMerchant = async (validationURL: string) => {
    const answer = await post(
      '/api/checkout/wallet',
      { validationURL, clientToken: wallet!.sheet.clientToken, locale },
      walletMerchantContract,
    );
    if (!answer.ok) throw new Error(answer.error);
    return answer.data.merchantSession;
  };
  const orderBody = async (values: Record<string, unknown>) => {
    if (!wallet) return { ...values, locale };
    setSheetClosed(false);
    paid.current = await payWithWallet(wallet.sheet, validateMerchant);
    if (!paid.current) setSheetClosed(true);
    return paid.current && { ...values, locale, walletToken: paid.current.token };
  };
  const { form, onSubmit, field, feedback, tick } = useFormPost({
    resolver,
    defaultValues: values,
    fields: { names: FIELDS, id: (name) => `summary-${name}`, label: (name) => t(`${name}Label`), message: (name) => t(`${name}Error`) },
    url: '/api/checkout/order',
    contract: orderContract,
    body: orderBody,
    onSuccess: async ({ next }) => {
      await paid.current?.complete('unknown');
      window.location.assign(next);
    },
    onFailure: () => {
      void paid.current?.complete('fail');
      router.refresh();
    },
    initialError: known.success ? known.data : undefined,
    initialFields,
    dismissible: true,
  });
  const { formState } = form;
  const accepted = { setValueAs: (v: unknown) => v === true || v === 'true' };
  const busy = formState.isSubmitting || (formState.isSubmitSuccessful && !sheetClosed);
  return (
    <PostForm
      className="form checkout-summary__order"
      action="/api/checkout/order"
      onSubmit={onSubmit}
      locale={locale}
      aria-labelledby="summary-order"
    >
      <h2 id="summary-order">{t('orderHeading')}</h2>
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
        {busy ? t('ordering') : wallet ? t('walletOrder', { amount: wallet.amount }) : t('order')}
      </button>
    </PostForm>
  );
}
