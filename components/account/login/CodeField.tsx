import type { InputHTMLAttributes } from 'react';
import { Field } from '@/components/form/Field';

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The input's registration (a form library's). */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** What the virtual keyboard's enter key says: `go` where the code ends the login. */
  enterKeyHint: 'go' | 'done';
};

/** The code sent by SMS (6 digits, a space allowed): the phone offers it from the message. */
export function CodeField({ input, enterKeyHint, ...field }: Props) {
  return (
    <Field {...field}>
      {(control) => (
        <input {...control} autoComplete="one-time-code" inputMode="numeric" enterKeyHint={enterKeyHint} maxLength={7} {...input} />
      )}
    </Field>
  );
}
