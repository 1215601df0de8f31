/**
 * The storefront's Redis connection (lib/platform/redis/connection.ts): a Redis that is away costs no wait,
 * and its outage and recovery are logged once each.
 */
import { EventEmitter } from 'node:events';
import { redisConnection, watchHealth } from '@/lib/platform/redis/connection';

const log = () => ({ warn: jest.fn(), info: jest.fn() });

describe('the Redis connection', () => {
  it('logs an outage once and the recovery once, however often the reconnects fail', () => {
    const client = new EventEmitter();
    const logged = log();
    watchHealth(client, logged);
    client.emit('ready');
    for (let i = 0; i < 5; i += 1) client.emit('error', new Error('connect ECONNREFUSED'));
    expect(logged.warn).toHaveBeenCalledTimes(1);
    client.emit('ready');
    client.emit('ready');
    expect(logged.info).toHaveBeenCalledTimes(1);
  });

  it('answers undefined at once while nothing listens at REDIS_URL', async () => {
    // Timers stand still: an answer now came from no command timeout and no reconnect delay.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const connection = redisConnection({ REDIS_URL: 'redis://127.0.0.1:1' }, log())!;
      expect(await connection.run((client) => client.ping())).toBeUndefined();
      connection.client.destroy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('is not there without REDIS_URL', () => {
    expect(redisConnection({})).toBeUndefined();
  });
});
