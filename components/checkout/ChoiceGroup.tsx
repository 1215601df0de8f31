import type { InputHTMLAttributes } from 'react';

type Props = {
  /** The id of the first option: the error summary links to it. */
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  options: { value: string; label: string }[];
  /** What every option's input takes besides its value (a form library's registration), or what each one takes by its value. */
  input: InputHTMLAttributes<HTMLInputElement> | ((value: string) => InputHTMLAttributes<HTMLInputElement>);
};

/**
 * A group of radio buttons in a fieldset named by its legend, with its hint and error tied to every
 * option (aria-describedby), so each option is read with them.
 */
export function ChoiceGroup({ id, legend, hint, error, options, input }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="filter-group choice-group">
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {options.map((option, index) => (
        <label key={option.value} className="choice">
          <input
            {...(typeof input === 'function' ? input(option.value) : input)}
            type="radio"
            id={index === 0 ? id : `${id}-${index}`}
            value={option.value}
            aria-describedby={described}
          />
          {option.label}
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
