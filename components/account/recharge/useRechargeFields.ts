'use client';

import { useTranslations } from 'next-intl';
import type { FormFields } from '@/components/form/useFormPost';

/** The fields of a top-up form: ids by method and name, and every error code told by the namespace's one message. */
export function useRechargeFields<N extends string>(method: string, names: readonly N[], label: (name: N) => string): FormFields<N> {
  const t = useTranslations('accountRecharge');
  return {
    names,
    label,
    id: (name) => `recharge-${method}-${name}`,
    message: (name, code) => t('fieldError', { field: name, code: code ?? 'other' }),
  };
}
