import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its hint and error. */
export type FieldAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (aria: FieldAria) => ReactNode;
};

/** A labelled form control with its hint and error, linked by aria-describedby and aria-invalid. */
export function FormField({ id, label, hint, error, children }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
