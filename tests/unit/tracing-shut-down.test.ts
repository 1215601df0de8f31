/**
 * The last spans on stop (ADR 39, lib/platform/tracing/shut-down.ts): the door reaches the provider Next
 * registered, waits for its shutdown, and never longer than it allows.
 */
import { keepTracingShutdown, shutDownTracing } from '@/lib/platform/tracing/shut-down';

const SHUTDOWN = Symbol.for('storefront.tracing.shutdown');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SHUTDOWN];
  jest.useRealTimers();
});

describe('shutDownTracing', () => {
  it('resolves at once when tracing is off', async () => {
    await expect(shutDownTracing(1000)).resolves.toBeUndefined();
  });

  it("waits for the provider's shutdown, which sends the last batch", async () => {
    const sent: string[] = [];
    keepTracingShutdown(async () => {
      await Promise.resolve();
      sent.push('last batch');
    });
    await shutDownTracing(1000);
    expect(sent).toEqual(['last batch']);
  });

  it('gives up after its time when the collector never answers, and when the shutdown fails', async () => {
    jest.useFakeTimers();
    keepTracingShutdown(() => new Promise<void>(() => {}));
    const stopped = shutDownTracing(2000);
    await jest.advanceTimersByTimeAsync(2000);
    await expect(stopped).resolves.toBeUndefined();

    keepTracingShutdown(() => Promise.reject(new Error('collector refused')));
    await expect(shutDownTracing(2000)).resolves.toBeUndefined();
  });
});
