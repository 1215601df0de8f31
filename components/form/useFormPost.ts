import { useState } from 'react';
import { get, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import type { BffErrorCode, FieldError } from '@/lib/platform/contracts/answer';
import type { FormErrorsProps } from './FormErrors';
import { post, type ContractSource } from './post';
import { useFieldErrors, type FieldErrorsOptions } from './useFieldErrors';

export type { FormFields } from './useFieldErrors';

type Options<V extends FieldValues, Out, T, N extends FieldPath<V>> = FieldErrorsOptions<V, Out, N> & {
  url: string;
  contract: ContractSource<T>;
  /** The body to send: an object as JSON, or FormData for a multipart post; none (undefined) sends nothing (a wallet sheet closed). */
  body: (values: Out) => FormData | Record<string, unknown> | Promise<FormData | Record<string, unknown> | undefined>;
  onSuccess: (answer: T) => void | Promise<void>;
  /** After a failure shown in the alert (not at fields), e.g. to put the focus back into the password. */
  onFailure?: () => void;
  /** Field errors of the answer for fields that are not this form's ("address.zip"), for a form around it. */
  onOtherFields?: (fields: FieldError[]) => void;
  /** The error code of a form posted without JavaScript, which the page read from ?error=. */
  initialError?: BffErrorCode;
  /** Whether the visitor can close the error message (SPEC §8 checkout error); the focus then returns to the first field. */
  dismissible?: boolean;
};

/**
 * A form that posts to one of our route handlers: checked and told by the kit (`useFieldErrors`),
 * posted with `post`, the answer read with the route's contract. The answer's field errors land on the
 * fields of the same names and in the error summary, any other code in the alert. What the visitor
 * typed stays in the form until `onSuccess` decides otherwise; nothing is stored anywhere.
 */
export function useFormPost<V extends FieldValues, Out, T, N extends FieldPath<V>>(options: Options<V, Out, T, N>) {
  const { fields, defaultValues } = options;
  const kit = useFieldErrors(options);
  const { form } = kit;
  const [failure, setFailure] = useState<BffErrorCode | undefined>(kit.initiallyInvalid ? undefined : options.initialError);

  const send = async (values: Out) => {
    const body = await options.body(values);
    if (!body) return;
    const answer = await post(options.url, body, options.contract);
    if (answer.ok) return options.onSuccess(answer.data);
    const { own, others } = kit.showAnswerFields(answer.fields ?? []);
    if (others.length > 0) options.onOtherFields?.(others);
    if (own || (others.length > 0 && options.onOtherFields)) return;
    setFailure(answer.error);
    options.onFailure?.();
  };

  // The default values are in the served HTML too, so that a form without JavaScript shows them.
  const initial = (name: FieldPath<V>): unknown => get(defaultValues, name);
  const dismiss = () => {
    setFailure(undefined);
    if (fields.names[0]) form.setFocus(fields.names[0]);
  };
  const feedback: FormErrorsProps = { ...kit.feedback, failure, onDismiss: options.dismissible ? dismiss : undefined };
  return {
    form,
    onSubmit: kit.handleSubmit(send, () => setFailure(undefined)),
    field: kit.field,
    /** The props of the form's `FormErrors`. */
    feedback,
    /** A text field's or select's registration with its default value. */
    text: <P extends FieldPath<V>>(name: P, rules?: RegisterOptions<V, P>) => ({
      ...form.register(name, rules),
      defaultValue: (initial(name) as string | undefined) ?? '',
    }),
    /** A checkbox's registration, ticked by default where its default value is true. */
    tick: <P extends FieldPath<V>>(name: P, rules?: RegisterOptions<V, P>) => ({
      ...form.register(name, rules),
      defaultChecked: initial(name) === true,
    }),
    /** A radio button's registration, chosen by default where it is the default value. */
    option: <P extends FieldPath<V>>(name: P, value: string, rules?: RegisterOptions<V, P>) => ({
      ...form.register(name, rules),
      value,
      defaultChecked: initial(name) === value,
    }),
  };
}
