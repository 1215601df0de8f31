import { useId, type MouseEvent, type Ref } from 'react';
import './error-summary.css';

type SummaryEntry = { id: string; text: string };

/**
 * The errors of a submitted form in one list at its top, each linked to its field. It can take the
 * focus after a failed submit (tabIndex -1), so a screen reader reads it and a keyboard user jumps
 * from it.
 */
export function ErrorSummary({ heading, entries, ref }: { heading: string; entries: SummaryEntry[]; ref: Ref<HTMLDivElement> }) {
  const headingId = useId();
  const focusField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={ref} tabIndex={-1} className="error-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__heading">
        {heading}
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => focusField(event, entry.id)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
