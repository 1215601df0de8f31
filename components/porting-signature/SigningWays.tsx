'use client';

import { useTranslations } from 'next-intl';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { SignaturePad } from './SignaturePad';
import { TypedSignature } from './TypedSignature';
import type { Signature } from './useSigning';

type Props = {
  id: string;
  number: string;
  /** The phone's signing link token (the phone page); none on the desktop. */
  signingToken?: string;
  /** The drawing section's heading: "Sign here" on the desktop, "Sign with your finger" on the phone. */
  drawHeading: string;
  busy: boolean;
  sign: (signature: Signature) => Promise<BffErrorCode | undefined>;
  refuse: (code: BffErrorCode) => void;
};

/** The two ways to sign on this device: draw the signature, or type the name and confirm it by SMS code. */
export function SigningWays({ id, number, signingToken, drawHeading, busy, sign, refuse }: Props) {
  const t = useTranslations('portingSignature');
  return (
    <>
      <section className="porting-signature__way" aria-labelledby="sign-draw">
        <h2 id="sign-draw">{drawHeading}</h2>
        <SignaturePad busy={busy} onSign={(signatureBase64) => void sign({ signatureBase64 })} />
      </section>
      <section className="porting-signature__way" aria-labelledby="sign-typed">
        <h2 id="sign-typed">{t('typed.heading')}</h2>
        <TypedSignature
          id={id}
          number={number}
          signingToken={signingToken}
          busy={busy}
          onConfirmed={(typedName) => sign({ typedName })}
          onEnded={refuse}
        />
      </section>
    </>
  );
}
