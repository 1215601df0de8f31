import { useMessages, useTranslations } from 'next-intl';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import type { Messages } from '@/lib/platform/i18n/messages';

/** The codes our forms can meet (the door's, the login's, the upload's): those with a message in `form`. */
type FormError = Extract<BffErrorCode, keyof Messages['form']>;

/**
 * The one place that turns a route handler's error code into a translated message (messages `form`).
 * A code without a message there reads as `unavailable`: the visitor can only try again.
 */
export function useErrorMessage(): (code: BffErrorCode) => string {
  const t = useTranslations('form');
  const messages = useMessages().form;
  const hasMessage = (code: BffErrorCode): code is FormError => Object.hasOwn(messages, code);
  return (code) => t(hasMessage(code) ? code : 'unavailable');
}
