import { useEffect, useRef } from 'react';

/**
 * A two-step login replaces the button just pressed with the next step's field: the focus would fall
 * back to the page. Call the returned `arm()` when the step changes; once the field is `shown`, it
 * gets the focus (`focus`), so keyboard and screen-reader users carry on where they are.
 */
export function useFocusNext(shown: boolean, focus: () => void): () => void {
  const armed = useRef(false);
  useEffect(() => {
    if (!shown || !armed.current) return;
    armed.current = false;
    focus();
  });
  return () => {
    armed.current = true;
  };
}
