import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { FieldError } from '@/lib/platform/contracts/answer';
import type { ErrorFocus, FormErrorsProps } from './FormErrors';

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

export type FieldErrorsOptions<V extends FieldValues, Out, N extends FieldPath<V>> = {
  /** The body schema as the form checks it (zodResolver), so both sides name the same errors. */
  resolver: Resolver<V, unknown, Out>;
  defaultValues: DefaultValues<V>;
  fields: FormFields<N>;
  focus?: ErrorFocus;
  /** The fields at fault of a form posted without JavaScript (lib/platform/bff/form-draft.ts), shown until the next submit. */
  initialFields?: readonly FieldError[];
};

type Invalid<N> = { name: N; code: string | undefined };

/**
 * The form kit's one way to check a form and tell its field errors (ADR 56), whatever sends it: a
 * react-hook-form form checked with the body's schema, whose invalid fields, the schema's or those
 * of a refused answer, are marked at the fields and listed in the error summary, which (or the first
 * invalid field) takes the focus. `useFormPost` sends to a route handler, `useAccountForm` through
 * the door; each adds its own answer to a failure that is not at the fields.
 */
export function useFieldErrors<V extends FieldValues, Out, N extends FieldPath<V>>(options: FieldErrorsOptions<V, Out, N>) {
  const { fields, focus = 'summary' } = options;
  const form = useForm<V, unknown, Out>({ resolver: options.resolver, defaultValues: options.defaultValues, shouldFocusError: false });
  // A refused post without JavaScript comes back with its fields at fault: listed and marked as after a submit.
  const [initiallyInvalid] = useState(() =>
    fields.names.flatMap(
      (name) => options.initialFields?.filter((f) => f.field === name).map((f) => ({ name, code: f.code as string })) ?? [],
    ),
  );
  const [invalid, setInvalid] = useState<Invalid<N>[]>(initiallyInvalid);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focus === 'summary' && invalid.length > 0) summaryRef.current?.focus();
  }, [invalid, focus]);

  const showInvalid = (list: Invalid<N>[]) => {
    setInvalid(list);
    if (focus === 'field' && list[0]) form.setFocus(list[0].name);
  };

  const error = (name: N) => {
    const found = form.getFieldState(name, form.formState).error;
    if (found) return fields.message(name, found.message);
    const initial = form.formState.isSubmitted ? undefined : initiallyInvalid.find((f) => f.name === name);
    return initial && fields.message(name, initial.code);
  };

  const feedback: Pick<FormErrorsProps, 'entries' | 'focus' | 'summaryRef'> = {
    entries: invalid.map(({ name, code }) => ({ id: fields.id(name), label: fields.label(name), message: fields.message(name, code) })),
    focus,
    summaryRef,
  };

  return {
    form,
    /** Whether the page came with fields at fault of a post without JavaScript. */
    initiallyInvalid: initiallyInvalid.length > 0,
    /**
     * The form's submit handler: `clear` forgets the last failure (both ways), then the checked values go
     * to `send`, or the invalid fields are shown.
     */
    handleSubmit: (send: (values: Out) => unknown, clear: () => void) =>
      form.handleSubmit(
        (values) => {
          clear();
          setInvalid([]);
          return send(values);
        },
        () => {
          clear();
          showInvalid(
            fields.names.flatMap((name) => {
              const found = form.getFieldState(name).error;
              return found ? [{ name, code: found.message }] : [];
            }),
          );
        },
      ),
    /**
     * Shows a refused answer's errors at the fields of the same names; returns whether any was the
     * form's and the others ("address.zip"), for a form around it.
     */
    showAnswerFields: (answerFields: readonly FieldError[]) => {
      const own: Invalid<N>[] = [];
      const others: FieldError[] = [];
      for (const field of answerFields) {
        const name = fields.names.find((n) => n === field.field);
        if (name) own.push({ name, code: field.code });
        else others.push(field);
      }
      for (const { name, code } of own) form.setError(name, { type: 'server', message: code });
      if (own.length > 0) showInvalid(own);
      return { own: own.length > 0, others };
    },
    /** The props of a `Field` for one of the form's fields: id, label and the current error. */
    field: (name: N) => ({ id: fields.id(name), label: fields.label(name), error: error(name) }),
    /** The summary's part of the form's `FormErrors` props. */
    feedback,
  };
}
