import { logger } from '@/lib/platform/log/logger';

/**
 * Data errors of the content API, logged once per key and server process: a cached answer is read on
 * every page view, and one line says enough.
 */
const logged = new Set<string>();

export function logOnce(key: string, message: string): void {
  if (logged.has(key)) return;
  logged.add(key);
  logger().error({ source: 'content-api', key }, message);
}
