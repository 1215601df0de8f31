/**
 * SPEC §8 "sending failed, retry": what could not be sent, and a button that sends the form again
 * (a submit button: without JavaScript the form posts again, with what was typed still in it).
 */
export function RetrySend({ message, retry, busy }: { message: string; retry: string; busy: boolean }) {
  return (
    <>
      <p>{message}</p>
      <button type="submit" className="button button--secondary" disabled={busy}>
        {retry}
      </button>
    </>
  );
}
