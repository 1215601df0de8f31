'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/form/useHydrated';
import type { SigningLink } from '@/lib/platform/contracts/porting-signature';
import type { InitialSignatureState } from '@/lib/domain/porting-signature';
import { PhoneHandoff } from './PhoneHandoff';
import { SignatureStatus } from './SignatureStatus';
import { SigningWays } from './SigningWays';
import { useFollowSigned } from './useFollowSigned';
import { useSigning } from './useSigning';

type Props = {
  id: string;
  number: string;
  initial: InitialSignatureState;
  /** Whether a signature on the phone can be noticed here (lib/domain/porting-signature.ts followsPhone). */
  followsPhone: boolean;
  link: SigningLink | undefined;
  /** The customer area's portings, offered once signed to a logged-in customer. */
  accountHref?: string;
  loginHref: string;
};

/**
 * The desktop's ways to sign a porting (issue 16 §2): draw it, type the name and confirm it by SMS
 * code, or sign on the smartphone by QR code or SMS link, which this page follows until it is signed.
 * Drawing and typing need JavaScript; the QR code shows without it.
 */
export function DesktopSignature({ id, number, initial, followsPhone, link, accountHref, loginHref }: Props) {
  const t = useTranslations('portingSignature');
  const live = useHydrated();
  const { state, refusal, sign, refuse, signedElsewhere } = useSigning({ id, initial });
  const open = state === 'unsigned' || state === 'signing' || state === 'failed';
  useFollowSigned(id, followsPhone && open, signedElsewhere, refuse);

  return (
    <div className="porting-signature">
      <SignatureStatus
        state={state}
        refusal={refusal}
        signed={t('status.signed', { number })}
        closed={t('status.closed', { number })}
        loginHref={loginHref}
        next={
          accountHref && (
            <p>
              <Link href={accountHref}>{t('status.toPortings')}</Link>
            </p>
          )
        }
      />
      {open && live && (
        <SigningWays id={id} number={number} drawHeading={t('draw.heading')} busy={state === 'signing'} sign={sign} refuse={refuse} />
      )}
      {open && (
        <noscript>
          <p className="notice notice--error">{t('needsScript')}</p>
        </noscript>
      )}
      {open && (
        <section className="porting-signature__way" aria-labelledby="sign-phone">
          <h2 id="sign-phone">{t('phone.heading')}</h2>
          <PhoneHandoff id={id} number={number} initialLink={link} onEnded={refuse} />
        </section>
      )}
    </div>
  );
}
