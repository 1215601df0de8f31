'use client';

import { useRouter } from 'next/navigation';
import { loginContract } from '@/lib/platform/contracts/auth';

/**
 * The part of `useFormPost`'s options every form that logs in shares: the locale beside its fields,
 * the login's answer, then on to where it leads, rendered afresh with the new session.
 */
export function useLoginPost(url: string, locale: string) {
  const router = useRouter();
  return {
    url,
    contract: loginContract,
    body: (values: object) => ({ ...values, locale }),
    onSuccess: ({ redirect }: { redirect: string }) => {
      router.push(redirect);
      router.refresh();
    },
  };
}
