import { useTranslations } from 'next-intl';
import type { ReactNode, Ref } from 'react';
import type { BffErrorCode } from '@/lib/platform/contracts/answer';
import { ErrorSummary } from './ErrorSummary';
import { FormAlert } from './FormAlert';

/** Where the focus goes after a failed submit: the error summary (long forms) or the first invalid field. */
export type ErrorFocus = 'summary' | 'field';

export type FormErrorsProps = {
  /** The invalid fields of the last submit, in the form's order. */
  entries: { id: string; label: string; message: string }[];
  failure?: BffErrorCode;
  focus: ErrorFocus;
  summaryRef: Ref<HTMLDivElement>;
  /** The form's own words (and a retry) for a failure the visitor can only retry; the generic text otherwise. */
  unavailable?: ReactNode;
  /** Set where the form's error message can be closed (useFormPost's `dismissible`). */
  onDismiss?: () => void;
};

/**
 * What went wrong on the last submit, at the top of a form: the error summary and the alert with the
 * route handler's message. A summary that takes the focus is read when focused; one that does not is
 * announced from the alert region instead (never both: it would be read twice).
 */
export function FormErrors({ entries, failure, focus, summaryRef, unavailable, onDismiss }: FormErrorsProps) {
  const t = useTranslations('form');
  const summary = entries.length > 0 && (
    <ErrorSummary
      ref={summaryRef}
      heading={t('summary', { count: entries.length })}
      entries={entries.map(({ id, label, message }) => ({ id, text: t('summaryItem', { field: label, message }) }))}
    />
  );
  return (
    <>
      {focus === 'summary' && summary}
      <FormAlert code={failure} unavailable={unavailable} onDismiss={onDismiss}>
        {focus === 'field' && summary}
      </FormAlert>
    </>
  );
}
