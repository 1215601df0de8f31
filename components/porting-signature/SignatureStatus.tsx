'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import type { SignatureState } from '@/lib/domain/porting-signature';
import { useSignatureMessage } from './useSignatureMessage';

type Props = {
  state: SignatureState;
  refusal: BffErrorCode | undefined;
  /** What "signed" says here: the number on the desktop, "go back to your computer" on the phone. */
  signed: string;
  closed: string;
  /** Shown with the signed message: where to go next. */
  next?: ReactNode;
  /** Where to log in again when the session ended or the order's access is gone. */
  loginHref?: string;
};

/**
 * A signature page's live regions (SPEC §4 states): signing and signed as a status, announced and
 * focused when signing ends here or on the phone; "porting signing failed" (SPEC §8) with its reason,
 * and a porting past signing, as an alert.
 */
export function SignatureStatus({ state, refusal, signed, closed, next, loginHref }: Props) {
  const t = useTranslations('portingSignature');
  const reason = useSignatureMessage();
  const statusRef = useRef<HTMLDivElement>(null);
  const [signedBefore] = useState(state === 'signed');

  // The forms are gone once signed: the focus goes to what replaced them.
  useEffect(() => {
    if (state === 'signed' && !signedBefore) statusRef.current?.focus();
  }, [state, signedBefore]);

  const logIn = loginHref && (refusal === 'session_expired' || refusal === 'unauthorized');
  return (
    <>
      <div ref={statusRef} role="status" tabIndex={-1} className="signature-status">
        {state === 'signing' && <p>{t('status.signing')}</p>}
        {state === 'signed' && (
          <div className="notice">
            <p>{signed}</p>
            {next}
          </div>
        )}
      </div>
      <div role="alert" className="form__alert">
        {state === 'failed' && (
          <div className="notice notice--error">
            <p>{t('failure')}</p>
            {refusal && <p>{reason(refusal)}</p>}
            {logIn && (
              <p>
                <a href={loginHref}>{t('access.loginLink')}</a>
              </p>
            )}
          </div>
        )}
        {state === 'closed' && <p className="notice notice--error">{closed}</p>}
      </div>
    </>
  );
}
