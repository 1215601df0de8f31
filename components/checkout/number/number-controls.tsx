import type { FieldPath } from 'react-hook-form';
import { Field } from '@/components/form/Field';
import { SelectField } from '@/components/form/SelectField';
import type { useFormPost } from '@/components/form/useFormPost';
import type { NumberFormValues } from '@/lib/checkout/steps/number-form';
import type { NumberStep } from '@/lib/platform/contracts/checkout';
import { ChoiceGroup } from '../ChoiceGroup';

export type Name = FieldPath<NumberFormValues>;
type Kit = Pick<ReturnType<typeof useFormPost<NumberFormValues, NumberStep, unknown, Name>>, 'field' | 'text' | 'tick' | 'option'>;
type Options = { value: string; label: string }[];
type TextInput = {
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  autoCapitalize?: 'characters';
  min?: string;
  max?: string;
};

/**
 * The number step's four kinds of control, each a `Field` (or a `ChoiceGroup`) with the form's
 * registration, id, label and error: what the field groups of the step are made of.
 */
export function numberControls({ field, text: registered, tick, option }: Kit, chooseOption: string) {
  return {
    text: (name: Name, { hint, ...input }: TextInput = {}) => (
      <Field {...field(name)} hint={hint}>
        {(control) => <input {...control} {...input} {...registered(name)} />}
      </Field>
    ),
    choice: (name: Name, options: Options, extra: { hint?: string; onChange?: (value: string) => void } = {}) => {
      const { id, label: legend, error } = field(name);
      const onChange = (event: { target: { value: string } }) => extra.onChange?.(event.target.value);
      return (
        <ChoiceGroup
          id={id}
          legend={legend}
          hint={extra.hint}
          error={error}
          options={options}
          input={(value) => option(name, value, { onChange })}
        />
      );
    },
    checkbox: (name: Name) => (
      <Field {...field(name)} choice>
        {(control) => <input {...control} type="checkbox" {...tick(name)} />}
      </Field>
    ),
    select: (name: Name, options: Options, hint?: string) => (
      <SelectField {...field(name)} hint={hint} options={options} input={registered(name)} choose={chooseOption} />
    ),
  };
}

export type NumberControls = ReturnType<typeof numberControls>;
