import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a form control on the same page that moves the focus into it (following a fragment alone
 * scrolls but may leave the focus behind); without the control it is a plain fragment link.
 */
export function FieldLink({ target, children }: { target: string; children: ReactNode }) {
  const focusField = (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(target);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <a href={`#${target}`} onClick={focusField}>
      {children}
    </a>
  );
}
