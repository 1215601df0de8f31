import { useMessages, useTranslations } from 'next-intl';
import { useErrorMessage } from '@/components/form/useErrorMessage';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import type { Messages } from '@/lib/platform/i18n/messages';

type Reason = keyof Messages['portingSignature']['errors'];

/** Why signing was refused: the signature's own reasons (portingSignature.errors), else the form kit's message of the code. */
export function useSignatureMessage(): (code: BffErrorCode) => string {
  const t = useTranslations('portingSignature.errors');
  const own = useMessages().portingSignature.errors;
  const general = useErrorMessage();
  const isReason = (code: BffErrorCode): code is Reason & BffErrorCode => Object.hasOwn(own, code);
  return (code) => (isReason(code) ? t(code) : general(code));
}
