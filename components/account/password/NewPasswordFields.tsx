'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/form/Field';
import { PASSWORD_MIN_LENGTH } from '@/lib/domain/password-policy';

type Name = 'newPassword' | 'confirmPassword';

type Props = {
  /** The form's `field` props (id, label, error) of each of the two. */
  field: (name: Name) => { id: string; label: string; error?: string };
  register: (name: Name) => UseFormRegisterReturn<Name>;
};

/** A new password typed twice, with the password policy as the first one's hint (set, reset and change alike). */
export function NewPasswordFields({ field, register }: Props) {
  const t = useTranslations('accountPassword.set');
  return (
    <>
      <Field {...field('newPassword')} hint={t('policy', { min: PASSWORD_MIN_LENGTH })}>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      <Field {...field('confirmPassword')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
      </Field>
    </>
  );
}
