'use client';

import { useState } from 'react';
import { sentContract } from '@/lib/platform/contracts/auth';

/**
 * A request for a link sent by e-mail or SMS (SPEC §8: the answer is the same whether or not the
 * account exists): whether it was sent, and `useFormPost`'s options for it. `notice` is the form's
 * top: the locale for a post without JavaScript and, once sent, where to look.
 */
export function useSentPost(url: string, locale: string, initialSent: boolean) {
  const [sent, setSent] = useState(initialSent);
  return {
    sent,
    post: {
      url,
      contract: sentContract,
      body: (values: object) => ({ ...values, locale }),
      onSuccess: () => setSent(true),
      focus: 'field' as const,
    },
    notice: (text: string) => (
      <>
        <input type="hidden" name="locale" value={locale} />
        <div role="status">{sent && <p className="notice notice--success">{text}</p>}</div>
      </>
    ),
  };
}
