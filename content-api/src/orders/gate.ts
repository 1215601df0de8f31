/**
 * The sandbox's hold on order creation: POST /orders passes this gate after it has claimed its
 * idempotency key and before it validates and stores the order. Open, it lets every request through at
 * once; held (PUT /sandbox/orders/hold), requests wait until it is released, so a test can send the
 * same key again while the first request is still running (409), deterministically, without timers.
 */
export type OrderGate = {
  pass(): Promise<void>;
  hold(): void;
  release(): void;
  state(): { held: boolean; waiting: number };
};

export function orderGate(): OrderGate {
  let waiting: (() => void)[] = [];
  let held = false;
  return {
    pass: () => (held ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      const released = waiting;
      waiting = [];
      for (const resolve of released) resolve();
    },
    state: () => ({ held, waiting: waiting.length }),
  };
}
