import type { SelectHTMLAttributes } from 'react';
import { Field } from './Field';

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  /** The select's registration (a form library's) and any further attributes. */
  input: SelectHTMLAttributes<HTMLSelectElement>;
  /** The text of an empty first option, where nothing is chosen yet. */
  choose?: string;
};

/** A labelled select (a `Field`) of the given options. */
export function SelectField({ options, input, choose, ...field }: Props) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...input}>
          {choose !== undefined && <option value="">{choose}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
