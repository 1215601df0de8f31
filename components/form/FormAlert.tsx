import type { ReactNode } from 'react';
import type { BffErrorCode } from '@/lib/contracts/answer';
import { useErrorMessage } from './useErrorMessage';

/**
 * A form's live region for what went wrong on sending: the message of a route handler's error code,
 * and whatever else must be announced (an error summary that does not take the focus). Always in the
 * page, so that screen readers announce what appears in it.
 */
export function FormAlert({ code, children }: { code?: BffErrorCode; children?: ReactNode }) {
  const message = useErrorMessage();
  return (
    <div role="alert" className="form__alert">
      {code && <p className="notice notice--error">{message(code)}</p>}
      {children}
    </div>
  );
}
