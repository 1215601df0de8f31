/**
 * usePolling, how the desktop follows the phone (the signature, the upload): every interval after the
 * last answer, never while the tab is hidden (at once when it shows again), until settled, and no
 * answer taken after the page stopped asking.
 */
import { act, renderHook } from '@testing-library/react';
import { usePolling } from '@/components/form/usePolling';

let hidden = false;
beforeAll(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});
beforeEach(() => {
  jest.useFakeTimers();
  hidden = false;
});
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

function poll(answers: string[], active = true) {
  const asked: string[] = [];
  const settled: string[] = [];
  const ask = jest.fn(async () => {
    const answer = answers[asked.length] ?? 'waiting';
    asked.push(answer);
    return answer;
  });
  const hook = renderHook(
    (props: { active: boolean }) =>
      usePolling({ active: props.active, key: 'x', intervalMs: 1000, ask, settle: (a) => (settled.push(a), a !== 'done') }),
    { initialProps: { active } },
  );
  return { ask, settled, hook };
}

it('asks every interval until an answer settles it', async () => {
  const { ask, settled } = poll(['waiting', 'waiting', 'done']);
  expect(ask).not.toHaveBeenCalled();
  await tick(1000);
  await tick(1000);
  await tick(1000);
  expect(settled).toEqual(['waiting', 'waiting', 'done']);
  await tick(5000);
  expect(ask).toHaveBeenCalledTimes(3);
});

it('does not ask while the tab is hidden, and asks at once when it shows again', async () => {
  const { ask } = poll([]);
  hidden = true;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await tick(5000);
  expect(ask).not.toHaveBeenCalled();
  hidden = false;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await tick(0);
  expect(ask).toHaveBeenCalledTimes(1);
});

it('asks nothing while inactive, and takes no answer that comes after it stopped', async () => {
  const { ask, settled, hook } = poll([], false);
  await tick(5000);
  expect(ask).not.toHaveBeenCalled();
  hook.rerender({ active: true });
  let release: (value: string) => void = () => undefined;
  ask.mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)));
  await tick(1000);
  expect(ask).toHaveBeenCalledTimes(1);
  hook.unmount();
  await act(async () => release('done'));
  expect(settled).toEqual([]);
});
