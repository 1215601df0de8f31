/**
 * Runs `task` once the page has loaded and the browser is idle: work a visitor does not need before
 * they can read and tap the page (the country offer's request, analytics tags) then no longer competes
 * with parsing, the first paint and hydration. Browsers without requestIdleCallback run it right
 * after the load event. Returns a function that cancels what has not run yet.
 */
export function afterStartUp(task: () => void, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
