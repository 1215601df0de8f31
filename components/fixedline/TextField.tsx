'use client';

import type { HTMLAttributes, InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled input with an optional hint and its error, linked by aria-describedby (SPEC §5 messages). */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  type = 'text',
  autoComplete,
  inputMode,
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  className?: string;
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
