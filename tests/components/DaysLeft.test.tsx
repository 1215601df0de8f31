import { act, cleanup, screen } from '@testing-library/react';
import { DaysLeft } from '@/components/tariff/DaysLeft';
import { renderIsland } from './render';

/** The island as a page rendered on 23 November shows it: 8 days left until 1 December, noon. */
function renderServedOn23NovemberAt(now: string) {
  jest.setSystemTime(new Date(now));
  renderIsland(
    <DaysLeft until="2026-12-01T12:00:00Z" days={8}>
      rendered on the server
    </DaysLeft>,
  );
}

describe('DaysLeft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('keeps the server-rendered count while it is still current', () => {
    renderServedOn23NovemberAt('2026-11-23T12:00:00Z');
    expect(screen.getByText('(rendered on the server)')).toBeInTheDocument();
  });

  it('counts again when a cached page is behind, and as the days pass', () => {
    renderServedOn23NovemberAt('2026-11-25T12:00:00Z');
    expect(screen.getByText('(Ends in 6 days)')).toBeInTheDocument();
    act(() => {
      jest.setSystemTime(new Date('2026-11-30T12:00:01Z'));
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('(Ends today)')).toBeInTheDocument();
  });
});
