'use client';

import Form from 'next/form';
import type { ReactNode } from 'react';
import './overview.css';

/** Empty fields are left out of the URL: disabled for the moment the form is read, then restored. */
function setEmptyFieldsDisabled(form: HTMLFormElement, disabled: boolean) {
  for (const el of Array.from(form.elements)) {
    if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.value === '') el.disabled = disabled;
  }
  if (disabled) requestAnimationFrame(() => setEmptyFieldsDisabled(form, false));
}

/** The form's own words, translated on the server (FilterFields.tsx filterFormLabels). */
export type FilterFormLabels = { filters: string; apply: string; clearAll: string };

/**
 * Filters as a GET form: without JavaScript "Show results" submits it; with JavaScript every change
 * navigates on the client.
 */
export function GetFilterForm({
  action,
  clearHref,
  labels,
  children,
}: {
  action: string;
  clearHref: string;
  labels: FilterFormLabels;
  children: ReactNode;
}) {
  return (
    <Form
      action={action}
      className="filter-form"
      aria-label={labels.filters}
      onChange={(e) => e.currentTarget.requestSubmit()}
      onSubmit={(e) => setEmptyFieldsDisabled(e.currentTarget, true)}
    >
      {children}
      <div className="filter-form__actions">
        <button type="submit" className="button button--primary">
          {labels.apply}
        </button>
        <a href={clearHref} className="button button--link">
          {labels.clearAll}
        </a>
      </div>
    </Form>
  );
}
