import { useCallback, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { post } from '@/components/form/post';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { signContract } from '@/lib/platform/contracts/porting-signature';
import { stateAfterRefusal, type InitialSignatureState, type SignatureState } from '@/lib/domain/porting-signature';
import { signatureUrl } from './signature-api';

export type Signature = { signatureBase64: string } | { typedName: string };

/**
 * The signature's state on a page (SPEC §4: not yet signed, signing, signed, failed, invalid link)
 * and the one way to sign: POST /api/portings/{id}/sign, by the phone with its link's token.
 */
export function useSigning({ id, initial, signingToken }: { id: string; initial: InitialSignatureState; signingToken?: string }) {
  const { locale } = useSite();
  const [state, setState] = useState<SignatureState>(initial);
  const [refusal, setRefusal] = useState<BffErrorCode>();

  const refuse = useCallback((code: BffErrorCode) => {
    setRefusal(code);
    setState(stateAfterRefusal(code));
  }, []);

  /** Signs; answers the refusal's code, or undefined when signed. */
  const sign = async (signature: Signature): Promise<BffErrorCode | undefined> => {
    setState('signing');
    setRefusal(undefined);
    const answer = await post(signatureUrl(id, 'sign'), { ...signature, ...(signingToken ? { signingToken } : {}), locale }, signContract);
    if (answer.ok) {
      setState('signed');
      return undefined;
    }
    refuse(answer.error);
    return answer.error;
  };

  const signedElsewhere = useCallback(() => setState('signed'), []);
  return { state, refusal, sign, refuse, signedElsewhere };
}
