import { useId, type Ref } from 'react';
import { FieldLink } from './FieldLink';
import './error-summary.css';

type SummaryEntry = { id: string; text: string };

/**
 * The errors of a submitted form in one list at its top, each linked to its field. It can take the
 * focus after a failed submit (tabIndex -1), so a screen reader reads it and a keyboard user jumps
 * from it.
 */
export function ErrorSummary({ heading, entries, ref }: { heading: string; entries: SummaryEntry[]; ref: Ref<HTMLDivElement> }) {
  const headingId = useId();
  return (
    <div ref={ref} tabIndex={-1} className="error-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="error-summary__heading">
        {heading}
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <FieldLink target={entry.id}>{entry.text}</FieldLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
