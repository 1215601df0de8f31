'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Field } from '@/components/form/Field';
import { FormAlert } from '@/components/form/FormAlert';
import { FormErrors } from '@/components/form/FormErrors';
import { post } from '@/components/form/post';
import { useFormPost } from '@/components/form/useFormPost';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { upgradeContract, upgradePasswordFields, upgradeTanContract, upgradeTanFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from './useAuthFieldMessage';
import { CodeField } from './login/CodeField';

const passwordResolver = zodResolver(upgradePasswordFields);
const tanResolver = zodResolver(upgradeTanFields);

type Props = {
  /** Called once write access is upgraded (the session already rotated): the caller retries its write. */
  onUpgraded: () => void;
  onCancel?: () => void;
};

/**
 * Asks for upgraded write access (SPEC §6) when a write answered 403 upgrade_required: the password,
 * or a TAN texted to the customer's own number. The island that showed it keeps its form and retries
 * the write from `onUpgraded`, so nothing typed is lost.
 */
export function UpgradeAccess({ onUpgraded, onCancel }: Props) {
  const t = useTranslations('accountLogin.upgrade');
  const message = useAuthFieldMessage();
  const headingId = useId();
  const [method, setMethod] = useState<'password' | 'tan'>('password');
  const [sentTo, setSentTo] = useState<string>();
  const [sendFailure, setSendFailure] = useState<BffErrorCode>();
  const [sending, setSending] = useState(false);

  const byPassword = useFormPost({
    resolver: passwordResolver,
    defaultValues: { password: '' },
    fields: {
      names: ['password'] as const,
      id: () => 'upgrade-password',
      label: () => t('password'),
      message: (_name, code) => message(code),
    },
    url: '/api/auth/upgrade',
    contract: upgradeContract,
    body: (values) => ({ method: 'password', ...values }),
    onSuccess: () => onUpgraded(),
    focus: 'field',
  });
  const byTan = useFormPost({
    resolver: tanResolver,
    defaultValues: { code: '' },
    fields: { names: ['code'] as const, id: () => 'upgrade-code', label: () => t('code'), message: (_name, code) => message(code) },
    url: '/api/auth/upgrade',
    contract: upgradeContract,
    body: (values) => ({ method: 'tan', ...values }),
    onSuccess: () => onUpgraded(),
    focus: 'field',
  });

  const sendTan = async () => {
    setSending(true);
    setSendFailure(undefined);
    const answer = await post('/api/auth/upgrade/tan', {}, upgradeTanContract);
    setSending(false);
    if (answer.ok) setSentTo(answer.data.sentTo);
    else setSendFailure(answer.error);
  };

  // SPEC §8 "one-time password sending failed, retry": the send button below sends again.
  const sendFailed = <p>{t('sendFailed')}</p>;

  return (
    <section className="upgrade-access" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      <fieldset className="choice-group">
        <legend>{t('method')}</legend>
        {(['password', 'tan'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="upgrade-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(value === 'password' ? 'byPassword' : 'byTan')}
          </label>
        ))}
      </fieldset>
      {method === 'password' ? (
        <form onSubmit={byPassword.onSubmit} noValidate className="form">
          <FormErrors {...byPassword.feedback} />
          <Field {...byPassword.field('password')}>
            {(control) => <input {...control} type="password" autoComplete="current-password" {...byPassword.form.register('password')} />}
          </Field>
          <button type="submit" className="button button--primary" disabled={byPassword.form.formState.isSubmitting}>
            {t('confirm')}
          </button>
        </form>
      ) : sentTo ? (
        <form onSubmit={byTan.onSubmit} noValidate className="form">
          <p className="notice" role="status">
            {t('sentTo', { phone: sentTo })}
          </p>
          <FormErrors {...byTan.feedback} />
          {sendFailure && <FormAlert code={sendFailure} unavailable={sendFailed} />}
          <CodeField {...byTan.field('code')} input={byTan.form.register('code')} enterKeyHint="done" />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={byTan.form.formState.isSubmitting}>
              {t('confirm')}
            </button>
            <button type="button" className="button button--link" onClick={sendTan} disabled={sending}>
              {t('sendAgain')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form">
          <FormAlert code={sendFailure} unavailable={sendFailed} />
          <button type="button" className="button button--primary" onClick={sendTan} disabled={sending}>
            {sendFailure ? t('sendAgain') : t('send')}
          </button>
        </div>
      )}
      {onCancel && (
        <button type="button" className="button button--link" onClick={onCancel}>
          {t('cancel')}
        </button>
      )}
    </section>
  );
}
