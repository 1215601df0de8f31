'use client';

import { useEffect, useRef } from 'react';

type Polling<T> = {
  /** Whether to ask at all. */
  active: boolean;
  /** Asking starts over when it changes (what is asked about). */
  key: string;
  intervalMs: number;
  ask: () => Promise<T>;
  /** Takes an answer (never one that came after the polling stopped); false ends the asking. */
  settle: (answer: T) => boolean;
};

/**
 * A page following something that happens elsewhere (the phone signing, the phone uploading): asks
 * every `intervalMs` after the last answer, only while the tab is visible and at once when it shows
 * again, never twice at the same time, until `settle` says it is over or `active` turns false.
 */
export function usePolling<T>({ active, key, intervalMs, ask, settle }: Polling<T>) {
  const latest = useRef({ ask, settle });
  useEffect(() => {
    latest.current = { ask, settle };
  });

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let over = false;
    const schedule = () => {
      clearTimeout(timer);
      if (!document.hidden) timer = setTimeout(run, intervalMs);
    };
    async function run() {
      if (asking || over || document.hidden) return;
      asking = true;
      const answer = await latest.current.ask();
      asking = false;
      if (over) return;
      if (latest.current.settle(answer)) schedule();
      else over = true;
    }
    const onVisibility = () => (document.hidden ? clearTimeout(timer) : void run());
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      over = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, key, intervalMs]);
}
