'use client';

import { useEffect } from 'react';

const EVERY_MS = 5 * 60_000;

/** While the customer area is open and used, extends the session's idle timeout (30 minutes). */
export function KeepSessionAlive() {
  useEffect(() => {
    let active = true;
    const markActive = () => {
      active = true;
    };
    const ping = () => {
      if (!active) return;
      active = false;
      void fetch('/api/auth/session', { method: 'POST' }).catch(() => undefined);
    };
    ping();
    const timer = setInterval(ping, EVERY_MS);
    window.addEventListener('pointerdown', markActive);
    window.addEventListener('keydown', markActive);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', markActive);
      window.removeEventListener('keydown', markActive);
    };
  }, []);
  return null;
}
