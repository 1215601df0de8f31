'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Field } from '@/components/form/Field';
import { FormErrors } from '@/components/form/FormErrors';
import { useFormPost } from '@/components/form/useFormPost';
import { changePasswordContract, changePasswordFields } from '@/lib/platform/contracts/auth';
import { useAuthFieldMessage } from '../useAuthFieldMessage';
import { NewPasswordFields } from './NewPasswordFields';
import '@/components/account/account.css';

const resolver = zodResolver(changePasswordFields);
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A logged-in customer's new password (POST /api/auth/password/change): the current one, then the new
 * one twice under the same policy as a reset. A wrong current password is told at its field; the
 * passwords are cleared once changed, never kept anywhere.
 */
export function ChangePasswordForm() {
  const t = useTranslations('accountPersonal.password');
  const set = useTranslations('accountPassword.set');
  const message = useAuthFieldMessage();
  const [changed, setChanged] = useState(false);
  const { form, onSubmit, field, feedback } = useFormPost({
    resolver,
    defaultValues: EMPTY,
    fields: {
      names: FIELDS,
      id: (name) => `password-${name}`,
      label: (name) => (name === 'currentPassword' ? t('currentPassword') : set(name)),
      message: (_name, code) => message(code),
    },
    url: '/api/auth/password/change',
    contract: changePasswordContract,
    body: (values) => values,
    onSuccess: () => {
      form.reset(EMPTY);
      setChanged(true);
    },
    focus: 'summary',
  });

  return (
    <form
      className="form"
      onSubmit={(event) => {
        setChanged(false);
        return onSubmit(event);
      }}
      noValidate
    >
      <FormErrors {...feedback} />
      <Field {...field('currentPassword')}>
        {(control) => (
          <input {...control} type="password" autoComplete="current-password" aria-required="true" {...form.register('currentPassword')} />
        )}
      </Field>
      <NewPasswordFields field={field} register={(name) => form.register(name)} />
      <SubmitButton busy={form.formState.isSubmitting} label={t('submit')} />
      <div role="status" className="save-feedback">
        {changed && <p className="notice">{t('done')}</p>}
      </div>
    </form>
  );
}
