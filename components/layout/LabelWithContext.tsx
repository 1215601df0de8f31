/**
 * A control's visible label followed by words only screen readers get (which tariff it orders, which
 * line it checks): the accessible name starts with what is on screen (WCAG 2.5.3 Label in Name), so
 * voice-control users can say the visible words, and it is translated with the page. `context` is a
 * message that continues the label ("of {name}", "({name})"), never starting with punctuation: the
 * hidden span is absolutely positioned, which browsers treat as a block and set off with spaces in
 * the name, so the space is written here to give the same name everywhere.
 */
export function LabelWithContext({ label, context }: { label: string; context: string }) {
  return (
    <>
      {label} <span className="visually-hidden">{context}</span>
    </>
  );
}
