/** A form's primary submit button: disabled while the form is being sent, saying `busyLabel` then where it has one. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel?: string }) {
  return (
    <div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy && busyLabel ? busyLabel : label}
      </button>
    </div>
  );
}
