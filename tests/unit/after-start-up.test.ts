/**
 * @jest-environment jsdom
 */
import { afterStartUp } from '@/lib/platform/browser/after-start-up';

const setReadyState = (state: DocumentReadyState) => Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('afterStartUp: work the visitor does not need before the page has started', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
    );
    window.cancelIdleCallback = jest.fn();
  });
  afterEach(() => setReadyState('complete'));

  it('waits for the load event, then for the browser to be idle (at most 2 s)', () => {
    setReadyState('loading');
    const task = jest.fn();
    afterStartUp(task);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once on a page that has loaded, and can be cancelled', () => {
    const task = jest.fn();
    const cancel = afterStartUp(task);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('never runs when cancelled before the page loaded', () => {
    setReadyState('loading');
    const task = jest.fn();
    afterStartUp(task)();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
  });

  it('runs right after the load event where the browser has no requestIdleCallback', () => {
    jest.useFakeTimers();
    // @ts-expect-error a browser without the API
    delete window.requestIdleCallback;
    const task = jest.fn();
    afterStartUp(task);
    expect(task).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
