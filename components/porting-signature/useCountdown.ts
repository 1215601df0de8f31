import { useEffect, useState } from 'react';
import { secondsUntil } from '@/lib/domain/porting-signature';

/**
 * A visible wait: the whole seconds left, counting down once a second, and `start(seconds)` to begin
 * one (from an event handler, e.g. when a code was sent).
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [span, setSpan] = useState({ until: 0, now: 0 });
  const counting = span.now < span.until;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSpan((current) => ({ ...current, now: Date.now() })), 1_000);
    return () => clearInterval(timer);
  }, [counting, span.until]);
  const start = (seconds: number) => {
    const now = Date.now();
    setSpan({ until: now + seconds * 1_000, now });
  };
  return [secondsUntil(span.until, span.now), start];
}
