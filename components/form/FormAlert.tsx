import type { ReactNode } from 'react';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { DismissNotice } from './DismissNotice';
import { useErrorMessage } from './useErrorMessage';
import './form-alert.css';

type Props = {
  code?: BffErrorCode;
  children?: ReactNode;
  /** The form's own words for a failure the visitor can only retry (FormErrors). */
  unavailable?: ReactNode;
  /** Makes the message closable (DismissNotice): what closing it does. */
  onDismiss?: () => void;
};

/**
 * A form's live region for what went wrong on sending: the message of a route handler's error code,
 * and whatever else must be announced (an error summary that does not take the focus). Always in the
 * page, so that screen readers announce what appears in it. A form says in `unavailable` what failed
 * when the visitor can only try again (SPEC §8 "message could not be sent", "sending failed, retry").
 */
export function FormAlert({ code, children, unavailable, onDismiss }: Props) {
  const message = useErrorMessage();
  const own = code === 'unavailable' ? unavailable : undefined;
  let notice: ReactNode = null;
  if (code && onDismiss) {
    notice = (
      <div className="notice notice--error closable-notice">
        <div className="closable-notice__text">{own ?? <p>{message(code)}</p>}</div>
        <DismissNotice onDismiss={onDismiss} />
      </div>
    );
  } else if (code) {
    notice = own ? <div className="notice notice--error">{own}</div> : <p className="notice notice--error">{message(code)}</p>;
  }
  return (
    <div role="alert" className="form__alert">
      {notice}
      {children}
    </div>
  );
}
