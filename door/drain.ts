/**
 * Stopping without cutting anyone off (issue 26 §3). On SIGTERM or SIGINT the server stops accepting
 * connections, closes the idle keep-alive ones, answers what is in flight (each answer then closes its
 * connection), and after DRAIN_SECONDS cuts what is left; then the process exits 0. A balancer stops
 * sending on the closed port (HAProxy's health check, ADR 23).
 */
import type { Server, ServerResponse } from 'node:http';
import type { Logger } from '../lib/platform/log/logger.ts';

/**
 * Keeps count of `server`'s answers in flight from now on; the returned drain(seconds) stops the
 * server and resolves true when all of them were answered within `seconds`, false when the rest had
 * to be cut.
 */
export function drainable(server: Server): (seconds: number) => Promise<boolean> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  /** After the answer, its connection is closed rather than kept for another request. */
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on('request', (_req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) closeAfter(res);
  });

  return function drain(seconds) {
    draining = true;
    inFlight.forEach(closeAfter);
    return new Promise<boolean>((resolve) => {
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, seconds * 1000);
      server.close(() => {
        clearTimeout(deadline);
        resolve(true);
      });
      server.closeIdleConnections();
    });
  };
}

type DrainOptions = {
  seconds: number;
  log: Pick<Logger, 'info' | 'warn'>;
  /** What is left to do once the last answer is out, before the exit (the last spans sent). */
  afterDrain?: () => Promise<void>;
};

/**
 * On the first SIGTERM or SIGINT: drain, log, `afterDrain`, exit 0. A second signal while draining
 * exits at once (1).
 */
export function drainOnSignals(server: Server, { seconds, log, afterDrain = async () => {} }: DrainOptions): void {
  const drain = drainable(server);
  let draining = false;
  const stop = (signal: NodeJS.Signals) => {
    if (draining) process.exit(1);
    draining = true;
    log.info({ signal, drainSeconds: seconds }, 'stopping: no new connections, answering those in flight');
    drain(seconds).then((complete) => {
      if (complete) log.info({ signal }, 'stopped: every request answered');
      else log.warn({ signal, drainSeconds: seconds }, 'stopped: requests still running were cut');
      return afterDrain().finally(() => process.exit(0));
    });
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal));
}
