/**
 * A warn line for each connection that closes without having sent a single byte after `seconds` or
 * more (diagnosis of the e2e suite's rare 408s and connection resets, README "What npm test runs").
 * Node answers such a connection 408 and closes it once `headersTimeout` has passed (checked every
 * 30 s); a client that then sends its request on it gets a 408 or a reset. Only watched, never
 * changed: the line says how long the connection had been open and what was written to it.
 */
import type { Server } from 'node:http';
import type { Logger } from '../lib/platform/log/logger.ts';

export function warnOfUnusedConnections(
  server: Pick<Server, 'on'>,
  { log, seconds, now = () => performance.now() }: { log: Pick<Logger, 'warn'>; seconds: number; now?: () => number },
): void {
  server.on('connection', (socket) => {
    const opened = now();
    socket.once('close', () => {
      const openMs = Math.round(now() - opened);
      if (socket.bytesRead > 0 || openMs < seconds * 1000) return;
      log.warn(
        { openMs, bytesWritten: socket.bytesWritten, remotePort: socket.remotePort },
        'a connection closed without sending a request',
      );
    });
  });
}
