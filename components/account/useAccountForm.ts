'use client';

import type { FieldPath, FieldValues } from 'react-hook-form';
import { useFieldErrors, type FieldErrorsOptions } from '@/components/form/useFieldErrors';
import { useAccountWrite, type AccountWriteOptions } from './useAccountWrite';

type Options<V extends FieldValues, Out, T, D, N extends FieldPath<V>> = Omit<AccountWriteOptions<Out, T, D>, 'onFailure'> &
  Omit<FieldErrorsOptions<V, Out, N>, 'focus' | 'initialFields'>;

/**
 * A customer-area form (ADR 15 + 18 + 56): checked and told by the form kit (`useFieldErrors`), saved
 * with `useAccountWrite` (optimistic, rolled back on failure, upgrade prompt then the same write
 * again). A 400's field errors land on the fields of the same names and in the summary, which takes
 * the focus; every other failure is told by `SaveFeedback`. The values stay in the form on failure.
 * Render it in an `AccountForm` with `shell`.
 */
export function useAccountForm<V extends FieldValues, Out, T, D, N extends FieldPath<V>>(options: Options<V, Out, T, D, N>) {
  const kit = useFieldErrors(options);
  const write = useAccountWrite<Out, T, D>({ ...options, onFailure: (error) => kit.showAnswerFields(error.fields) });
  const onSubmit = kit.handleSubmit((values) => write.save(values), write.reset);
  /** The props of the form's `SaveFeedback`. */
  const save = { state: write.state, error: write.error };
  return {
    form: kit.form,
    onSubmit,
    field: kit.field,
    /** The props of the form's `FormErrors` (the summary of invalid fields). */
    feedback: kit.feedback,
    save,
    /** The upgrade prompt while the save waits for upgraded write access (render it beside the form). */
    upgrade: write.upgrade,
    /** The props of the form's `AccountForm`: the submit, the summary, the save's feedback and the upgrade prompt. */
    shell: { onSubmit, feedback: kit.feedback, save, upgrade: write.upgrade },
  };
}
