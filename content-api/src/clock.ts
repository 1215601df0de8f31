/**
 * The sandbox clock (ARCHITECTURE §7): real time, or real time shifted so that it started at
 * SANDBOX_NOW. Tests and the admin call move it to make time-dependent rules testable (deal windows,
 * token expiry).
 */
export type Clock = {
  now(): Date;
  /** Moves the clock so that now() is `instant` and runs on from there. */
  set(instant: Date): void;
};

export function sandboxClock(start?: string): Clock {
  let offset = 0;
  const clock: Clock = {
    now: () => new Date(Date.now() + offset),
    set: (instant) => {
      offset = instant.getTime() - Date.now();
    },
  };
  if (start) {
    const instant = new Date(start);
    if (Number.isNaN(instant.getTime())) throw new Error(`SANDBOX_NOW is not a date: ${start}`);
    clock.set(instant);
  }
  return clock;
}

/** The calendar day (UTC) of an instant, as an ISO date. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
