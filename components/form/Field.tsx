import type { ReactNode } from 'react';

/** What a field's control needs: its id (the label's target) and its links to the hint and the error. */
type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Ids of further descriptions of the control, such as a live Caps Lock warning. */
  describedBy?: string | false;
  /** A checkbox: its label wraps it and follows it. */
  choice?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/**
 * A labelled form control with its hint and error, tied to them by aria-describedby and aria-invalid:
 * a screen reader reads the label, the hint and the error when the control takes the focus.
 */
export function Field({ id, label, hint, error, describedBy, choice = false, className, children }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined });
  return (
    <div className={className ? `field ${className}` : 'field'}>
      {choice ? (
        <label className="choice">
          {control}
          {label}
        </label>
      ) : (
        <label htmlFor={id}>{label}</label>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {!choice && control}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
