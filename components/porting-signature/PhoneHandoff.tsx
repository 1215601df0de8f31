'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { post } from '@/components/form/post';
import { useFormPost } from '@/components/form/useFormPost';
import { useSite } from '@/components/site/SiteProvider';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { linkSmsContract, linkSmsFields, qrCodeContract, type SigningLink, type SmsSent } from '@/lib/platform/contracts/porting-signature';
import { formatClockTime } from '@/lib/platform/i18n/format';
import type { Messages } from '@/lib/platform/i18n/messages';
import { ENDING_CODES, signatureUrl } from './signature-api';

const resolver = zodResolver(linkSmsFields);
const noSubscription = () => () => undefined;

type FieldCode = keyof Messages['portingSignature']['phone']['fieldErrors'];
const fieldCode = (code: string | undefined): FieldCode => (code === 'required' || code === 'too_long' ? code : 'invalid_format');

type Props = {
  id: string;
  /** The number being ported (the QR code's text alternative names it). */
  number: string;
  /** The link made with the page; undefined when it could not be made. */
  initialLink: SigningLink | undefined;
  onEnded: (code: BffErrorCode) => void;
};

/**
 * "Sign on your smartphone" (SPEC §2): the signing link as a QR code (made with the page, so it shows
 * without JavaScript; a new one on request) or texted to a number. Failures as SPEC §8 names them: the
 * QR code could not be created (sign here or get the link by SMS), the SMS could not be sent to the
 * given number.
 */
export function PhoneHandoff({ id, number, initialLink, onEnded }: Props) {
  const t = useTranslations('portingSignature.phone');
  const { locale, market } = useSite();
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [link, setLink] = useState(initialLink);
  const [qrFailed, setQrFailed] = useState(initialLink === undefined);
  const [making, setMaking] = useState(false);
  const [sent, setSent] = useState<SmsSent>();
  const time = (instant: string) => formatClockTime(new Date(instant), locale, market.timeZone);

  const sms = useFormPost({
    resolver,
    defaultValues: { number: '' },
    fields: {
      names: ['number'] as const,
      id: () => 'link-number',
      label: () => t('number'),
      message: (_name, code) => t(`fieldErrors.${fieldCode(code)}`),
    },
    url: signatureUrl(id, 'link-sms'),
    contract: linkSmsContract,
    body: (values) => ({ ...values, locale }),
    onSuccess: setSent,
    onFailure: () => setSent(undefined),
    focus: 'field',
  });
  const smsFailure = sms.feedback.failure;
  useEffect(() => {
    if (smsFailure && ENDING_CODES.includes(smsFailure)) onEnded(smsFailure);
  }, [smsFailure, onEnded]);

  const newCode = async () => {
    if (making) return;
    setMaking(true);
    const answer = await post(signatureUrl(id, 'qrcode'), { locale }, qrCodeContract);
    setMaking(false);
    if (answer.ok) {
      setLink(answer.data);
      setQrFailed(false);
    } else if (ENDING_CODES.includes(answer.error)) onEnded(answer.error);
    else setQrFailed(true);
  };

  return (
    <div className="phone-handoff">
      <p>{t('intro')}</p>
      <div className="phone-handoff__qr" aria-live="polite">
        {link && !qrFailed ? (
          <figure>
            {/* A data URL made by the content API: next/image has nothing to optimise here. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={`data:image/png;base64,${link.qrcode}`} alt={t('qrAlt', { number })} width={200} height={200} />
            <figcaption>{t('validUntil', { time: time(link.expiresAt) })}</figcaption>
          </figure>
        ) : (
          <p className="notice notice--error">{t('qrFailed')}</p>
        )}
      </div>
      {live && (
        <>
          <button type="button" className="button button--secondary" aria-disabled={making || undefined} onClick={() => void newCode()}>
            {t('newCode')}
          </button>
          <form onSubmit={sms.onSubmit} noValidate className="form phone-handoff__sms">
            <FormErrors {...sms.feedback} />
            <Field {...sms.field('number')} hint={t('numberHint')}>
              {(control) => <input {...control} type="tel" autoComplete="tel" {...sms.form.register('number')} />}
            </Field>
            <button type="submit" className="button button--secondary" aria-disabled={sms.form.formState.isSubmitting || undefined}>
              {t('send')}
            </button>
          </form>
          <div role="status">{sent && <p className="notice">{t('sent', { number: sent.sentTo, time: time(sent.expiresAt) })}</p>}</div>
        </>
      )}
    </div>
  );
}
