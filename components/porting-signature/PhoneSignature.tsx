'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useHydrated } from '@/components/form/useHydrated';
import { SignatureStatus } from './SignatureStatus';
import { SigningWays } from './SigningWays';
import { useSigning } from './useSigning';

type Props = {
  id: string;
  /** The token of the link this page was opened with: it signs instead of a login. */
  signingToken: string;
  number: string;
  /** The link still works, but the porting was signed meanwhile. */
  signedBefore: boolean;
  /** What an invalid or expired link shows (with the service contact), when the link stops working here. */
  invalid: ReactNode;
};

/**
 * The phone's signature (what the QR code or SMS link opens): the finger on the same pad as the
 * desktop, or the typed name confirmed by SMS code; signed, it sends the customer back to the computer.
 */
export function PhoneSignature({ id, signingToken, number, signedBefore, invalid }: Props) {
  const t = useTranslations('portingSignature');
  const live = useHydrated();
  const { state, refusal, sign, refuse } = useSigning({ id, initial: signedBefore ? 'signed' : 'unsigned', signingToken });
  if (state === 'invalid') return <div role="alert">{invalid}</div>;
  const open = state === 'unsigned' || state === 'signing' || state === 'failed';

  return (
    <div className="porting-signature">
      <SignatureStatus
        state={state}
        refusal={refusal}
        signed={signedBefore ? t('mobile.alreadySigned') : t('mobile.signed')}
        closed={t('status.closed', { number })}
      />
      {open && live && (
        <SigningWays
          id={id}
          number={number}
          signingToken={signingToken}
          drawHeading={t('mobile.draw')}
          busy={state === 'signing'}
          sign={sign}
          refuse={refuse}
        />
      )}
      {open && (
        <noscript>
          <p className="notice notice--error">{t('needsScript')}</p>
        </noscript>
      )}
    </div>
  );
}
