'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LinkInvalid } from '@/components/account/password/SetPasswordForm';
import { upstream } from '@/lib/account/upstream';
import { customer } from '@/lib/platform/contracts/personal';
import type { Customer } from '@/lib/platform/content-api/schemas';
import { SaveFeedback } from '../SaveFeedback';
import { useAccountWrite } from '../useAccountWrite';
import { customerKey } from './customer-query';
import './personal.css';

type Props = {
  token: string;
  /** The logged-in customer's number, for the cached personal data (absent when it could not be read). */
  customerNumber?: string;
  /** The personal details page: back to it, or to ask for a new link. */
  personalHref: string;
};

/**
 * Confirms a new e-mail address with the token of the e-mailed link (PUT
 * /customerarea/customer/email/confirm) when the customer presses the button, never on opening the
 * page: mail scanners open links, and must not confirm an address for the customer. A wrong, used or
 * expired token is SPEC §8's "link invalid or expired".
 */
export function EmailConfirm({ token, customerNumber, personalHref }: Props) {
  const t = useTranslations('accountPersonal.confirm');
  const [confirmed, setConfirmed] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const write = useAccountWrite<string, Customer>({
    write: (linkToken) => upstream('customerarea/customer/email/confirm', customer, { method: 'PUT', body: { token: linkToken } }),
    query: customerNumber ? { key: customerKey(customerNumber), fromAnswer: (answer) => answer } : undefined,
    onSuccess: (answer) => setConfirmed(answer.eMail),
    onFailure: (error) => setInvalid(error.code === 'invalid_token'),
  });

  // The button goes once it has done its work: the focus moves to what it brought.
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmed || invalid) resultRef.current?.focus();
  }, [confirmed, invalid]);

  return (
    <>
      <div ref={resultRef} tabIndex={-1} className="email-confirm__result">
        {confirmed && (
          <>
            <p className="notice" role="status">
              {t('done', { eMail: confirmed })}
            </p>
            <p>
              <a href={personalHref}>{t('back')}</a>
            </p>
          </>
        )}
        {invalid && <LinkInvalid href={`${personalHref}#email`} />}
      </div>
      {!confirmed && !invalid && (
        <div className="form">
          <p>{t('intro')}</p>
          <button type="button" className="button button--primary" onClick={() => write.save(token)} disabled={write.state === 'saving'}>
            {t('submit')}
          </button>
          <SaveFeedback state={write.state} error={write.error} />
          {write.upgrade}
        </div>
      )}
    </>
  );
}
