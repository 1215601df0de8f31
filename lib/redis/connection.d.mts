import type { RedisClientType } from '@redis/client';

export declare const COMMAND_TIMEOUT_MS: number;
export declare function reconnectDelay(retries: number): number;
type Log = { warn(...args: unknown[]): void; info(...args: unknown[]): void };
export declare function watchHealth(client: { on(event: string, listener: (error: unknown) => void): unknown }, log: Log): void;
export type RedisConnection = {
  client: RedisClientType;
  /** The command's answer, or undefined when Redis is not there or too slow. */
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T | undefined>;
};
export declare function redisConnection(env?: Record<string, string | undefined>, log?: Log): RedisConnection | undefined;
