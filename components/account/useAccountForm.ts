'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import type { FormErrorsProps } from '@/components/form/FormErrors';
import type { FormFields } from '@/components/form/useFormPost';
import { useAccountWrite, type AccountWriteOptions } from './useAccountWrite';

type Options<V extends FieldValues, Out, T, D, N extends FieldPath<V>> = Omit<AccountWriteOptions<Out, T, D>, 'onFailure'> & {
  /** The write's body schema as the form checks it (zodResolver): the same rules as the door's. */
  resolver: Resolver<V, unknown, Out>;
  defaultValues: DefaultValues<V>;
  fields: FormFields<N>;
};

type Invalid<N> = { name: N; code: string | undefined };

/**
 * A customer-area form (ADR 15 + 18): react-hook-form checked with the write's schema, saved with
 * `useAccountWrite` (optimistic, rolled back on failure, upgrade prompt then the same write again).
 * A 400's field errors land on the fields of the same names and in the summary, which takes the
 * focus; every other failure is told by `SaveFeedback`. The values stay in the form on failure.
 */
export function useAccountForm<V extends FieldValues, Out, T, D, N extends FieldPath<V>>(options: Options<V, Out, T, D, N>) {
  const { fields } = options;
  const form = useForm<V, unknown, Out>({ resolver: options.resolver, defaultValues: options.defaultValues, shouldFocusError: false });
  const [invalid, setInvalid] = useState<Invalid<N>[]>([]);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (invalid.length > 0) summaryRef.current?.focus();
  }, [invalid]);

  const write = useAccountWrite<Out, T, D>({
    ...options,
    onFailure: (error) => {
      const own: Invalid<N>[] = [];
      for (const field of error.fields) {
        const name = fields.names.find((n) => n === field.field);
        if (name) own.push({ name, code: field.code });
      }
      for (const { name, code } of own) form.setError(name, { type: 'server', message: code });
      setInvalid(own);
    },
  });

  const onInvalid = () => {
    write.reset();
    setInvalid(fields.names.flatMap((name) => {
      const error = form.getFieldState(name).error;
      return error ? [{ name, code: error.message }] : [];
    }));
  };

  const onValid = (values: Out) => {
    setInvalid([]);
    write.save(values);
  };

  const error = (name: N) => {
    const found = form.getFieldState(name, form.formState).error;
    return found ? fields.message(name, found.message) : undefined;
  };
  const feedback: FormErrorsProps = {
    entries: invalid.map(({ name, code }) => ({ id: fields.id(name), label: fields.label(name), message: fields.message(name, code) })),
    focus: 'summary',
    summaryRef,
  };
  return {
    form,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    /** The props of a `Field` for one of the form's fields: id, label and the current error. */
    field: (name: N) => ({ id: fields.id(name), label: fields.label(name), error: error(name) }),
    /** The props of the form's `FormErrors` (the summary of invalid fields). */
    feedback,
    /** The props of the form's `SaveFeedback`. */
    save: { state: write.state, error: write.error },
    /** The upgrade prompt while the save waits for upgraded write access (render it beside the form). */
    upgrade: write.upgrade,
  };
}
