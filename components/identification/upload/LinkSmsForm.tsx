'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { PostForm } from '@/components/form/PostForm';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { linkSmsContract, linkSmsFields, linkSmsPath, type LinkSmsFields } from '@/lib/platform/contracts/identification-upload';
import type { UploadKind, UploadLinkSent } from '@/lib/platform/content-api/schemas';

type Props = {
  kind: UploadKind;
  locale: string;
  onSent: (sent: UploadLinkSent) => void;
  /** A form posted without JavaScript: the page read ?sms=sent or ?error= from the handler's 303. */
  initialSent?: boolean;
  initialError?: BffErrorCode;
};

/**
 * "Send me the link by SMS" (SPEC §2): a new upload link texted to the number typed, which stays for
 * another try. SPEC §8: "SMS sent", or "SMS could not be sent to the given number" at the field.
 */
export function LinkSmsForm({ kind, locale, onSent, initialSent = false, initialError }: Props) {
  const t = useTranslations('identificationUpload.sms');
  const [sentTo, setSentTo] = useState<string | undefined>(initialSent ? '' : undefined);
  // Without JavaScript the refused number comes back as ?error=invalid_request: shown at the field until changed.
  const [refusedBefore, setRefusedBefore] = useState(initialError === 'invalid_request');
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver: zodResolver(linkSmsFields),
    defaultValues: { number: '' } satisfies LinkSmsFields,
    fields: {
      names: ['number'] as const,
      id: () => `link-sms-${kind}`,
      label: () => t('number'),
      message: (_name, code) => (code === 'required' ? t('required') : t('invalid')),
    },
    url: linkSmsPath(kind),
    contract: linkSmsContract,
    body: (values: LinkSmsFields) => ({ ...values, locale }),
    onSuccess: (sent) => {
      setSentTo(sent.sentTo);
      onSent(sent);
    },
    focus: 'field',
    initialError: initialError === 'invalid_request' ? undefined : initialError,
  });
  const busy = form.formState.isSubmitting;

  return (
    <PostForm action={linkSmsPath(kind)} onSubmit={onSubmit} locale={locale} className="form ident-upload__sms">
      <FormErrors {...feedback} />
      <Field {...field('number')} error={field('number').error ?? (refusedBefore ? t('invalid') : undefined)} hint={t('hint')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            {...form.register('number', {
              onChange: () => {
                setSentTo(undefined);
                setRefusedBefore(false);
              },
            })}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
      <div role="status">{sentTo !== undefined && <p className="notice">{sentTo ? t('sentTo', { number: sentTo }) : t('sent')}</p>}</div>
    </PostForm>
  );
}
