'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useFocusNext } from '@/components/account/login/useFocusNext';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import {
  codeCheckContract,
  codeFields,
  codeSentContract,
  typedSignatureFields,
  type SmsSent,
} from '@/lib/platform/contracts/porting-signature';
import { codeExpired, RESEND_AFTER_SECONDS } from '@/lib/domain/porting-signature';
import { formatClockTime } from '@/lib/platform/i18n/format';
import type { Messages } from '@/lib/platform/i18n/messages';
import { ENDING_CODES, signatureUrl } from './signature-api';
import { useCountdown } from './useCountdown';
import { useSignatureMessage } from './useSignatureMessage';

const nameResolver = zodResolver(typedSignatureFields);
const codeResolver = zodResolver(codeFields);

type FieldCode = keyof Messages['portingSignature']['typed']['fieldErrors'];
const FIELD_CODES = ['required', 'too_short', 'too_long', 'invalid_format', 'mismatch', 'expired'] as const satisfies readonly FieldCode[];
const fieldCode = (code: string | undefined): FieldCode => FIELD_CODES.find((known) => known === code) ?? 'invalid_format';
const expiredNow = (sent: SmsSent) => codeExpired(sent.expiresAt, Date.now());

type Props = {
  id: string;
  /** The number being ported, where the code goes. */
  number: string;
  /** On the phone: the signing link's token. */
  signingToken?: string;
  busy: boolean;
  /** Signs with the typed name once the code is confirmed; answers the refusal's code, if any. */
  onConfirmed: (typedName: string) => Promise<BffErrorCode | undefined>;
  /** A refusal after which nothing can be signed here (link used up, porting past signing, logged out). */
  onEnded: (code: BffErrorCode) => void;
};

/**
 * The keyboard alternative to drawing (issue 16 §2, SPEC §4 "Verification code by SMS"): the full name,
 * a 6-digit code texted to the number being ported (resent after a visible wait), then the typed name
 * signs. A wrong or expired code is "verification failed" at the field; a code past its 10 minutes is
 * refused here already, with the advice to ask for a new one. What was typed stays in the fields.
 */
export function TypedSignature({ id, number, signingToken, busy, onConfirmed, onEnded }: Props) {
  const t = useTranslations('portingSignature.typed');
  const status = useTranslations('portingSignature.status');
  const reason = useSignatureMessage();
  const { locale, market } = useSite();
  const [sent, setSent] = useState<SmsSent>();
  const [verified, setVerified] = useState(false);
  const [wait, startWait] = useCountdown();
  const onPhone = signingToken ? { signingToken } : {};
  const message = (_name: string, code: string | undefined) => t(`fieldErrors.${fieldCode(code)}`);

  const name = useFormPost({
    resolver: nameResolver,
    defaultValues: { typedName: '' },
    fields: { names: ['typedName'] as const, id: () => 'typed-name', label: () => t('name'), message },
    url: signatureUrl(id, 'verification/send'),
    contract: codeSentContract,
    body: () => ({ ...onPhone, locale }),
    onSuccess: (answer) => {
      setSent(answer);
      setVerified(false);
      startWait(RESEND_AFTER_SECONDS);
      code.form.reset({ verificationCode: '' });
      focusCode();
    },
    focus: 'field',
  });

  const code = useFormPost({
    resolver: codeResolver,
    defaultValues: { verificationCode: '' },
    fields: { names: ['verificationCode'] as const, id: () => 'typed-code', label: () => t('code'), message },
    url: signatureUrl(id, 'verification/validate'),
    contract: codeCheckContract,
    body: (values) => ({ verificationCode: values.verificationCode, ...onPhone, locale }),
    onSuccess: () => {
      setVerified(true);
      void signTyped();
    },
    focus: 'field',
  });

  // The code field appears with the first answer: it takes the focus once it is there (and again on a new code).
  const focusCode = useFocusNext(sent !== undefined, () => code.form.setFocus('verificationCode'));

  const sendFailure = name.feedback.failure;
  const codeFailure = code.feedback.failure;
  useEffect(() => {
    const ended = [sendFailure, codeFailure].find((failure) => failure !== undefined && ENDING_CODES.includes(failure));
    if (ended) onEnded(ended);
  }, [sendFailure, codeFailure, onEnded]);

  async function signTyped() {
    if (!(await name.form.trigger('typedName'))) return name.form.setFocus('typedName');
    const refused = await onConfirmed(name.form.getValues('typedName').trim());
    // The confirmation lasts 15 minutes: after that the content API wants a new code.
    if (refused === 'verification_required') setVerified(false);
  }

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    if (busy) return event.preventDefault();
    if (verified) {
      event.preventDefault();
      return void signTyped();
    }
    if (sent && expiredNow(sent)) {
      event.preventDefault();
      code.form.setError('verificationCode', { type: 'expired', message: 'expired' });
      return code.form.setFocus('verificationCode');
    }
    void code.onSubmit(event);
  };

  const resend = () => {
    if (wait > 0 || busy) return;
    void name.onSubmit();
  };

  return (
    <div className="typed-signature">
      <p>{t('intro', { number })}</p>
      <form onSubmit={name.onSubmit} noValidate className="form">
        <FormErrors {...name.feedback} failure={undefined} />
        <div role="alert" className="form__alert">
          {sendFailure && (
            <div className="notice notice--error">
              <p>{t('sendFailed')}</p>
              {sendFailure !== 'unavailable' && <p>{reason(sendFailure)}</p>}
            </div>
          )}
        </div>
        <Field {...name.field('typedName')} hint={t('nameHint')}>
          {(control) => <input {...control} autoComplete="name" {...name.form.register('typedName')} />}
        </Field>
        {!sent && (
          <button type="submit" className="button button--secondary" aria-disabled={name.form.formState.isSubmitting || undefined}>
            {t('send')}
          </button>
        )}
      </form>
      <div role="status">
        {sent && (
          <p className="notice">
            {t('sent', { sentTo: sent.sentTo, time: formatClockTime(new Date(sent.expiresAt), locale, market.timeZone) })}
          </p>
        )}
        {verified && <p className="notice">{status('verified')}</p>}
      </div>
      {sent && (
        <form onSubmit={submitCode} noValidate className="form">
          <FormErrors {...code.feedback} />
          <Field {...code.field('verificationCode')} hint={t('codeHint')}>
            {(control) => (
              <input
                {...control}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                {...code.form.register('verificationCode')}
              />
            )}
          </Field>
          <div className="form__actions">
            <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
              {t('confirm')}
            </button>
            <button
              type="button"
              className="button button--link"
              aria-disabled={wait > 0 || undefined}
              aria-describedby={wait > 0 ? 'typed-wait' : undefined}
              onClick={resend}
            >
              {t('resend')}
            </button>
          </div>
          {wait > 0 && (
            <p id="typed-wait" className="field__hint">
              {t('wait', { seconds: wait })}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
