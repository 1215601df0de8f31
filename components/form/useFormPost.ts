import { useEffect, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type RegisterOptions, type Resolver } from 'react-hook-form';
import type { BffErrorCode, FieldError } from '@/lib/contracts/answer';
import type { ErrorFocus, FormErrorsProps } from './FormErrors';
import { post, type ContractSource } from './post';

/** A form's fields as its messages name them. */
export type FormFields<N extends string> = {
  /** In the order they appear: the summary lists them so, and the focus goes to the first invalid one. */
  names: readonly N[];
  /** The control's id (the summary links to it). */
  id: (name: N) => string;
  label: (name: N) => string;
  /** The message for an error code on a field: the schema's, the route handler's or the form's own. */
  message: (name: N, code: string | undefined) => string;
};

type Options<V extends FieldValues, Out, T, N extends FieldPath<V>> = {
  /** The route's body schema as the form checks it (zodResolver), so both sides name the same errors. */
  resolver: Resolver<V, unknown, Out>;
  defaultValues: DefaultValues<V>;
  fields: FormFields<N>;
  url: string;
  contract: ContractSource<T>;
  /** The body to send: an object as JSON, or FormData for a multipart post; none (undefined) sends nothing (a wallet sheet closed). */
  body: (values: Out) => FormData | Record<string, unknown> | Promise<FormData | Record<string, unknown> | undefined>;
  onSuccess: (answer: T) => void | Promise<void>;
  /** After a failure shown in the alert (not at fields), e.g. to put the focus back into the password. */
  onFailure?: () => void;
  /** Field errors of the answer for fields that are not this form's ("address.zip"), for a form around it. */
  onOtherFields?: (fields: FieldError[]) => void;
  focus?: ErrorFocus;
  /** The error code of a form posted without JavaScript, which the page read from ?error=. */
  initialError?: BffErrorCode;
  /** The fields at fault of a form posted without JavaScript (lib/bff/form-draft.ts), shown until the next submit. */
  initialFields?: readonly FieldError[];
  /** Whether the visitor can close the error message (SPEC §8 checkout error); the focus then returns to the first field. */
  dismissible?: boolean;
};

type Invalid<N> = { name: N; code: string | undefined };

/**
 * A react-hook-form form that posts to one of our route handlers: validated with the route's schema,
 * posted with `post`, the answer read with the route's contract. The answer's field errors land on the
 * fields of the same names and in the error summary, any other code in the alert. What the visitor
 * typed stays in the form until `onSuccess` decides otherwise; nothing is stored anywhere.
 */
export function useFormPost<V extends FieldValues, Out, T, N extends FieldPath<V>>(options: Options<V, Out, T, N>) {
  const { fields, focus = 'summary', defaultValues } = options;
  const form = useForm<V, unknown, Out>({ resolver: options.resolver, defaultValues, shouldFocusError: false });
  // A refused post without JavaScript comes back with its fields at fault: listed and marked as after a submit.
  const [initiallyInvalid] = useState(() => fields.names.flatMap((name) => options.initialFields?.filter((f) => f.field === name).map((f) => ({ name, code: f.code as string })) ?? []));
  const [failure, setFailure] = useState<BffErrorCode | undefined>(initiallyInvalid.length > 0 ? undefined : options.initialError);
  const [invalid, setInvalid] = useState<Invalid<N>[]>(initiallyInvalid);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus === 'summary' && invalid.length > 0) summaryRef.current?.focus();
  }, [invalid, focus]);

  const showInvalid = (list: Invalid<N>[]) => {
    setInvalid(list);
    if (focus === 'field' && list[0]) form.setFocus(list[0].name);
  };

  const onInvalid = () => {
    setFailure(undefined);
    showInvalid(fields.names.flatMap((name) => {
      const error = form.getFieldState(name).error;
      return error ? [{ name, code: error.message }] : [];
    }));
  };

  const onValid = async (values: Out) => {
    setFailure(undefined);
    setInvalid([]);
    const body = await options.body(values);
    if (!body) return;
    const answer = await post(options.url, body, options.contract);
    if (answer.ok) return options.onSuccess(answer.data);
    const own: Invalid<N>[] = [];
    const others: FieldError[] = [];
    for (const field of answer.fields ?? []) {
      const name = fields.names.find((n) => n === field.field);
      if (name) own.push({ name, code: field.code });
      else others.push(field);
    }
    for (const { name, code } of own) form.setError(name, { type: 'server', message: code });
    if (others.length > 0) options.onOtherFields?.(others);
    if (own.length > 0) return showInvalid(own);
    if (others.length > 0 && options.onOtherFields) return;
    setFailure(answer.error);
    options.onFailure?.();
  };

  const error = (name: N) => {
    const found = form.getFieldState(name, form.formState).error;
    if (found) return fields.message(name, found.message);
    const initial = form.formState.isSubmitted ? undefined : initiallyInvalid.find((f) => f.name === name);
    return initial && fields.message(name, initial.code);
  };
  // The default values are in the served HTML too, so that a form without JavaScript shows them.
  const initial = (name: FieldPath<V>): unknown => get(defaultValues, name);
  const dismiss = () => {
    setFailure(undefined);
    if (fields.names[0]) form.setFocus(fields.names[0]);
  };
  const feedback: FormErrorsProps = {
    entries: invalid.map(({ name, code }) => ({ id: fields.id(name), label: fields.label(name), message: fields.message(name, code) })),
    failure,
    focus,
    summaryRef,
    onDismiss: options.dismissible ? dismiss : undefined,
  };
  return {
    form,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    /** The props of a `Field` for one of the form's fields: id, label and the current error. */
    field: (name: N) => ({ id: fields.id(name), label: fields.label(name), error: error(name) }),
    /** The props of the form's `FormErrors`. */
    feedback,
    /** A text field's or select's registration with its default value. */
    text: <P extends FieldPath<V>>(name: P, rules?: RegisterOptions<V, P>) => ({ ...form.register(name, rules), defaultValue: (initial(name) as string | undefined) ?? '' }),
    /** A checkbox's registration, ticked by default where its default value is true. */
    tick: <P extends FieldPath<V>>(name: P, rules?: RegisterOptions<V, P>) => ({ ...form.register(name, rules), defaultChecked: initial(name) === true }),
    /** A radio button's registration, chosen by default where it is the default value. */
    option: <P extends FieldPath<V>>(name: P, value: string, rules?: RegisterOptions<V, P>) => ({ ...form.register(name, rules), value, defaultChecked: initial(name) === value }),
  };
}
