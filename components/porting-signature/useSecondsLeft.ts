import { useEffect, useState } from 'react';
import { secondsUntil } from '@/lib/domain/porting-signature';

/** Whole seconds until `until` (epoch ms), counting down once a second while there are any. */
export function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) clearInterval(timer);
    }, 1_000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsUntil(until, now);
}
