import type { ReactNode } from 'react';
import type { BffErrorCode } from '@/lib/contracts/answer';
import { useErrorMessage } from './useErrorMessage';

/**
 * A form's live region for what went wrong on sending: the message of a route handler's error code,
 * and whatever else must be announced (an error summary that does not take the focus). Always in the
 * page, so that screen readers announce what appears in it. A form says in `unavailable` what failed
 * when the visitor can only try again (SPEC §8 "message could not be sent", "sending failed, retry").
 */
export function FormAlert({ code, children, unavailable }: { code?: BffErrorCode; children?: ReactNode; unavailable?: ReactNode }) {
  const message = useErrorMessage();
  return (
    <div role="alert" className="form__alert">
      {code && (code === 'unavailable' && unavailable ? <div className="notice notice--error">{unavailable}</div> : <p className="notice notice--error">{message(code)}</p>)}
      {children}
    </div>
  );
}
